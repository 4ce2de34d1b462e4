// A database host that freezes while the app's connections to it are open (a paused VM, a network
// that starts dropping packets): a page's request must not wait for ever on such a connection. The
// server's pool gives up on a statement after SERVER_QUERY_TIMEOUT_MS, answered 503 with Retry-After
// like any outage; here the limit is shortened. PostgreSQL only: PGlite has no network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import type { Database } from './db'
import type { HttpApp } from './http'
import { connectThroughRelay, type FreezableRelay } from '../test/freezable-relay'
import { makers, TEST_PASSWORD } from '../test/make'
import { signIn, TEST_ENV } from '../test/test-app'
import { freshDatabase } from '../test/test-db'

const LIMIT_MS = 1_500
const url = process.env.TEST_DATABASE_URL
let database: Database & { url?: string }
let relay: FreezableRelay
let relayed: Database
let app: HttpApp
let cookie: string
let home: string

beforeAll(async () => {
  database = await freshDatabase()
  if (!database.url) return
  const make = makers(database.db)
  const client = await make.circle()
  home = client.id
  ;({ relay, relayed } = await connectThroughRelay(database.url, { queryTimeoutMs: LIMIT_MS }))
  app = await buildApp({ env: TEST_ENV, database: relayed })
  await app.ready()
  cookie = await signIn(app, client.email!, TEST_PASSWORD)
})
afterAll(async () => {
  await app?.close().catch(() => {})
  await relay?.close()
  await relayed?.close().catch(() => {})
  await database.close()
})

const read = () => app.inject({ method: 'GET', url: `/api/care-notes?clientId=${home}`, headers: { cookie } })

describe.skipIf(!url)('a database that freezes under open connections', () => {
  it('answers pages 503 with Retry-After once the statement limit passes, instead of holding them', async () => {
    expect((await read()).statusCode).toBe(200)
    relay.freeze()
    const started = Date.now()
    // more than the open connections: some wait on a frozen connection, the others for one of their own
    const answers = await Promise.all(Array.from({ length: 4 }, read))
    for (const res of answers) {
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('30')
      expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' })
    }
    // the pool's wait for a connection is 10 s; a statement on an open one now gives up far sooner
    expect(Date.now() - started).toBeLessThan(10_000 + 3_000)
  }, 40_000)
})
