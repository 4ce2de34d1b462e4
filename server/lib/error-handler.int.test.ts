// Any request the database cannot answer because it is away (restarting, stopped, out of reach) is an
// outage: 503 with Retry-After in the one error shape, not a 500 that reads as a bug.
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { SESSION_COOKIE } from '../modules/auth/session.plugin'
import { TEST_ENV } from '../test/test-app'
import { freePort } from '../test/tcp-proxy'
import type { Db } from './db'
import type { HttpApp } from './http'

let pool: pg.Pool
let app: HttpApp

beforeAll(async () => {
  // nothing listens on this port: every connection is refused, as while PostgreSQL restarts
  pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${await freePort()}/none` })
  app = await buildApp({ env: TEST_ENV, database: { db: drizzle(pool) as unknown as Db, kind: 'postgres', close: async () => {} } })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await pool?.end()
})

describe('a request while the database is away', () => {
  it("answers a signed-in page's request 503 with Retry-After and a message, not 500", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: 'a-session-token' } })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('30')
    expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: 'The database cannot be reached just now. Please try again in a moment.' })
  })
})
