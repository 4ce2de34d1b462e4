import type { Logger } from '../lib/logger'
import { buildApp, type AppDeps, type AppEnv } from '../app'
import type { Database } from '../lib/db'
import type { HttpApp } from '../lib/http'
import { createLiveBus, type LiveBus } from '../lib/live-bus'
import { TEST_PASSWORD } from './make'
import { freshDatabase } from './test-db'

export const TEST_ENV: AppEnv = {
  SESSION_MAX_AGE_DAYS: 30,
  TRUST_PROXY: false,
  WEB_DIST: '/nonexistent',
  // tests sign in many times from one address; the rate-limit test sets its own
  AUTH_ATTEMPTS_PER_IP: 10_000,
  AUTH_ATTEMPTS_PER_ADDRESS: 10_000,
  PUBLIC_URL: undefined,
  // the journeys' and tests' homes are made up: the dashboard's Simulate Motion is on
  SIMULATION: true,
}

/** What a test may set of the app's timings: how often an open live stream hears a heartbeat, how long an idle connection stays */
export type TestAppDeps = Pick<AppDeps, 'liveHeartbeatMs' | 'idleConnectionMs'>

/** The real app on a fresh database, for `app.inject()` */
export async function startTestApp(
  overrides: Partial<AppEnv> = {},
  extraRoutes?: (app: HttpApp) => void,
  live?: LiveBus,
  logger?: Logger,
  deps: TestAppDeps = {},
) {
  const database: Database = await freshDatabase()
  const app = await buildApp({ env: { ...TEST_ENV, ...overrides }, database, live, logger, ...deps })
  extraRoutes?.(app)
  await app.ready()
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/** The real app with a live bus of its own, for tests that hear what open pages are told; `close` ends both */
export async function startLiveTestApp(overrides: Partial<AppEnv> = {}, deps: TestAppDeps = {}, extraRoutes?: (app: HttpApp) => void) {
  const live = await createLiveBus()
  const t = await startTestApp(overrides, extraRoutes, live, undefined, deps)
  return {
    ...t,
    live,
    close: async () => {
      await t.close()
      await live.close()
    },
  }
}

/** The session cookie a redirecting sign-in answer set, ready for a `cookie` header */
export function sessionCookie(res: { headers: Record<string, unknown> }) {
  const raw = res.headers['set-cookie']
  const list = Array.isArray(raw) ? raw : [raw]
  const found = list.find((c): c is string => typeof c === 'string' && c.startsWith('hw_session='))
  return found?.split(';')[0]
}

/** Signs a person in through the real form and answers their cookie header */
export async function signIn(app: HttpApp, email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  })
  const cookie = sessionCookie(res)
  if (!cookie) throw new Error(`sign-in failed for ${email}: ${String(res.headers.location)}`)
  return cookie
}

/** Signs in each person made for a test file (with the test password unless another is given), filling in their ids and cookie headers by name */
export async function signInEach(
  app: HttpApp,
  people: Record<string, { id: string; email: string | null; password?: string }>,
  into: { ids: Record<string, string>; cookie: Record<string, string> },
) {
  for (const [name, person] of Object.entries(people)) {
    into.ids[name] = person.id
    into.cookie[name] = await signIn(app, person.email!, person.password ?? TEST_PASSWORD)
  }
}
