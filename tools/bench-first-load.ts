// npm run bench:first-load -- [--dist dist/web] [--port 3361] [--runs 3] [--pages /alerts,/login,/dashboard]
//
// How soon a page is usable for a carer who opens it on a mid-range phone over a weak mobile line, e.g.
// from an alert's notification at night: Lighthouse's mobile run (a Moto G Power's screen and a CPU
// four times slower than this machine's, slow 4G: 150 ms round trips, 1.6 Mbit/s down), throttling
// simulated, against a real server with the demo's data, signed in as the demo's carer (but for /login,
// which a signed-in person does not see). Prints the
// median of the runs for each page: score, First and Largest Contentful Paint, Total Blocking Time,
// Cumulative Layout Shift, and the bytes transferred.
//
// The server runs on an embedded database in a temporary folder that is removed afterwards; Chrome is
// CHROMIUM_PATH or /usr/bin/chromium. Nothing is fetched from outside this machine.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/demo/seed'
import { toolArgs } from './cli/args'

const cli = toolArgs(
  {
    dist: { type: 'string', default: 'dist/web' },
    port: { type: 'string', default: '3361' },
    runs: { type: 'string' },
    pages: { type: 'string', default: '/alerts,/login,/dashboard' },
  },
  'Usage: npm run bench:first-load -- [--dist dist/web] [--port 3361] [--runs 3] [--pages /alerts,/login,/dashboard]',
)
const { values } = cli
const runCount = cli.number('runs', { fallback: 3, whole: true, min: 1 })
const root = path.resolve(import.meta.dirname, '..')
const origin = `http://127.0.0.1:${values.port}`
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js')

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-first-load-'))
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DEMO: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIST: path.resolve(values.dist),
    HOST: '127.0.0.1',
    PORT: values.port,
    LOG_LEVEL: 'warn',
    MQTT_URL: '',
  },
})

async function waitForServer() {
  for (let i = 0; i < 480; i++) {
    const ok = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no server at ${origin} after 4 minutes`)
}

/** Signs in through the form, as a browser does, and gives back the session cookie */
async function signIn(): Promise<string> {
  const carer = DEMO_ACCOUNTS.find((a) => a.role === 'carer')!
  const res = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: carer.email, password: DEMO_PASSWORD }).toString(),
  })
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  if (!cookie) throw new Error(`signing in as ${carer.email} gave no cookie (${res.status})`)
  return cookie
}

type Lhr = {
  categories: { performance: { score: number } }
  audits: Record<string, { numericValue?: number }>
}

/** One Lighthouse run; tried again once when it fails (on a busy machine Chrome's trace sometimes misses the start) */
function lighthouse(url: string, cookie: string | null, attempt = 1): Lhr {
  const out = path.join(dataDir, 'report.json')
  const run = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-path=${chrome}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
  )
  if (run.status !== 0 && attempt < 2) return lighthouse(url, cookie, attempt + 1)
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url} (${run.status})`)
  return JSON.parse(fs.readFileSync(out, 'utf8')) as Lhr
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

try {
  await waitForServer()
  const cookie = await signIn()
  for (const page of values.pages.split(',')) {
    const runs = Array.from({ length: runCount }, () => lighthouse(`${origin}${page}`, page === '/login' ? null : cookie))
    const of = (audit: string) => median(runs.map((r) => r.audits[audit]?.numericValue ?? NaN))
    const score = median(runs.map((r) => r.categories.performance.score * 100))
    console.log(
      `${page.padEnd(12)} score ${score.toFixed(0)} · FCP ${(of('first-contentful-paint') / 1000).toFixed(1)} s · ` +
        `LCP ${(of('largest-contentful-paint') / 1000).toFixed(1)} s · TBT ${of('total-blocking-time').toFixed(0)} ms · ` +
        `CLS ${of('cumulative-layout-shift').toFixed(3)} · ${(of('total-byte-weight') / 1024).toFixed(0)} kB transferred ` +
        `(median of ${runs.length}; scores ${runs.map((r) => Math.round(r.categories.performance.score * 100)).join(', ')})`,
    )
  }
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
