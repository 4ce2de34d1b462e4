import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { E2E_PORT } from './e2e/fixtures/accounts'

// Debian's Chromium: this machine cannot download Playwright's own browser builds
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

// Most journeys run in Debian's chromium-headless-shell (Chromium's old headless mode: no GPU process, less to
// draw), which did the same journeys with ~16 % less work on the 2-core runner, where the journeys are CPU-bound
// (3 Dec 2026: no idle CPU at 3 workers). It has no push service, so the journeys that turn push on run in the full
// browser. Without the headless shell installed, every journey runs in the full browser.
const FULL_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
const LIGHT_BROWSER = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER
const PUSH_JOURNEYS = ['notifications.spec.ts']

// journeys that start a stand-in service on a fixed port: the SMTP server, or the OpenID provider
// (family.spec.ts starts both)
const MAIL_JOURNEYS = ['password-reset.spec.ts', 'invitation-link-unsent.spec.ts', 'client-call-now.spec.ts', 'home-monitoring-ended.spec.ts', 'invitations.spec.ts', 'family.spec.ts', 'oauth.spec.ts', 'users-give-sign-in.spec.ts', 'carer-gives-client-phone.spec.ts', 'signed-up-first.spec.ts', 'new-carer-first-night.spec.ts', 'new-carer-alerts-intro.spec.ts', 'sensors-switched-off.spec.ts', 'invitation-from-family.spec.ts', 'night-forgot-password.spec.ts', 'signed-out-links.spec.ts']

function browser(executablePath: string) {
  return { ...devices['Desktop Chrome'], channel: undefined, launchOptions: { executablePath, args: CHROMIUM_ARGS } }
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // three at a time on the 2-core runner: a journey spends much of its time waiting on the page or the server
  // (2 Dec 2026, quiet machine: 9.2 min with two, 7.5 min with three, none flaky), and `npm test` must stay under 15 min
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  // one retry on CI: the live journeys hold the page to 2 s, which a loaded 2-core runner can miss once;
  // a retried test is reported as flaky, and a real break still fails twice
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  outputDir: `test-results/${E2E_PORT}`,
  // a journey that takes 15-20 s on a quiet machine took 28-32 s here while the shared 2-core host ran at
  // a load of 8-10 (25 Nov 2026, the same on the previous commit): time-outs are for hangs, not for speed;
  // the assertions that are about speed (live updates within 2 s) carry their own
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // recording a trace costs every journey time (snapshots of each step); on CI only a retry records one, so a
    // failure's second attempt (the one that fails the run) still leaves its trace. Locally, where nothing retries,
    // a failure keeps its trace as before
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    // these journeys read e-mail from one SMTP server, or sign in at one OpenID provider, on a fixed port: one file at a
    // time. Listed first, they run beside the others from the start; listed last they ran alone after them, the other
    // workers idle (3 Dec 2026: the last 91 s of a 10.7 min run)
    { name: 'mail', testMatch: MAIL_JOURNEYS, workers: 1, use: browser(LIGHT_BROWSER) },
    { name: 'push', testMatch: PUSH_JOURNEYS, use: browser(FULL_BROWSER) },
    { name: 'chromium', testIgnore: [...MAIL_JOURNEYS, ...PUSH_JOURNEYS], use: browser(LIGHT_BROWSER) },
  ],
  webServer: {
    command: 'npx tsx e2e/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
