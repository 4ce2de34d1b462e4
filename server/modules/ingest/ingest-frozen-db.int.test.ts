// A database that stops answering without closing anything (a frozen host, a network dropping packets)
// must not hold a hub's request until TCP gives up: it is told 503 with Retry-After within seconds, so it
// keeps its events and sends them again. PostgreSQL only: PGlite has no network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import type { Database } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { connectThroughRelay, type FreezableRelay } from '../../test/freezable-relay'
import { makers } from '../../test/make'
import { storedEvents } from '../../test/stored-events'
import { freshDatabase } from '../../test/test-db'
import { createIngestKey } from '../ingest-keys/ingest-keys.service'
import { INGEST_DEADLINE_MS } from './ingest.routes'
import { buildIngestApp } from './ingest.test-app'

const url = process.env.TEST_DATABASE_URL
let database: Database & { url?: string }
let relay: FreezableRelay
let relayed: Database
let app: HttpApp
let key: string

beforeAll(async () => {
  database = await freshDatabase()
  if (!database.url) return
  const home = await makers(database.db).circle()
  await database.db.insert(devices).values({ userId: home.id, name: 'Hall PIR', deviceId: 'MSH-FROZEN', location: 'Hallway' })
  key = (await createIngestKey(database.db, home.id, null, {})).key
  ;({ relay, relayed } = await connectThroughRelay(database.url))
  app = await buildIngestApp(relayed)
})
afterAll(async () => {
  // the relay first: its frozen sockets closed, the statements still waiting on them fail at once; closed after
  // the app, the app's close waited on them (the afterAll's 60 s ran out once in a CI rehearsal)
  await relay?.close()
  await app?.close()
  await relayed?.close().catch(() => {})
  await database.close()
})

const post = (eventId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/ingest/events',
    headers: { authorization: `Bearer ${key}` },
    payload: { events: [{ deviceId: 'MSH-FROZEN', eventId, timestamp: new Date(Date.now() - 60_000).toISOString(), motionDetected: true }] },
  })

describe.skipIf(!url)('a database that stops answering', () => {
  it('answers a hub 503 with Retry-After within seconds rather than holding its request', async () => {
    expect((await post('before')).statusCode).toBe(202)
    relay.freeze()
    const started = Date.now()
    // several at once: some wait on the pool's open connection, the others for a connection of their own
    const answers = await Promise.all(['frozen-1', 'frozen-2', 'frozen-3'].map(post))
    for (const res of answers) {
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('30')
      expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' })
    }
    expect(Date.now() - started).toBeLessThan(INGEST_DEADLINE_MS + 3_000)
    // nothing half-stored: the database has the first event only
    expect((await storedEvents(database.db, { deviceId: 'MSH-FROZEN' })).length).toBe(1)
  }, 30_000)
})
