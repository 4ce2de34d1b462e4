import { buildApp } from '../app'
import type { Database } from '../lib/db'
import { freshDatabase } from './test-db'

export const TEST_ENV = { SESSION_MAX_AGE_DAYS: 30, TRUST_PROXY: false, WEB_DIST: '/nonexistent' }

/** The real app on a fresh database, for `app.inject()` */
export async function startTestApp(overrides: Partial<typeof TEST_ENV> = {}) {
  const database: Database = await freshDatabase()
  const app = await buildApp({ env: { ...TEST_ENV, ...overrides }, database })
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

/** The session cookie a redirecting sign-in answer set, ready for a `cookie` header */
export function sessionCookie(res: { headers: Record<string, unknown> }) {
  const raw = res.headers['set-cookie']
  const list = Array.isArray(raw) ? raw : [raw]
  const found = list.find((c): c is string => typeof c === 'string' && c.startsWith('hw_session='))
  return found?.split(';')[0]
}
