// A hub's key is limited (decision 0125): a broken hub in a loop, or a stolen key, could otherwise write to
// the database as fast as it can send. Past its calls or events a minute it is told 429 with Retry-After
// and a message naming the limit; nothing of a refused call is stored, and it is taken whole once sent
// again. Calls with a missing, wrong or revoked key are limited per address. Small limits here; the real
// ones are in contracts/ingest.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INGEST_CALLS_PER_MINUTE, INGEST_EVENTS_PER_MINUTE, INGEST_KEY_FAILURES_PER_IP } from '../../../contracts/ingest'
import { devices } from '../../db/schema'
import type { Database } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { makers } from '../../test/make'
import { storedEventCount } from '../../test/stored-events'
import { freshDatabase } from '../../test/test-db'
import { createIngestKey, listIngestKeys } from '../ingest-keys/ingest-keys.service'
import { buildApp } from '../../app'
import { TEST_ENV } from '../../test/test-app'
import { buildIngestApp } from './ingest.test-app'

let database: Database
let app: HttpApp
let now = Date.now()
const homes: { id: string; key: string; keyId: string }[] = []

beforeAll(async () => {
  database = await freshDatabase()
  app = await buildIngestApp(database, { ingestLimits: { callsPerMinute: 5, eventsPerMinute: 10, keyFailuresPerIp: 3, now: () => now } })
  const make = makers(database.db)
  for (const deviceId of ['MSH-CALLS', 'MSH-EVENTS', 'MSH-OTHER']) {
    const home = await make.circle()
    await database.db.insert(devices).values({ userId: home.id, name: 'Hall PIR', deviceId, location: 'Hallway' })
    const { id, key } = await createIngestKey(database.db, home.id, null, { name: 'Hub' })
    homes.push({ id: home.id, key, keyId: id })
  }
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const post = (key: string, events: unknown[], remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/ingest/events', remoteAddress, headers: { authorization: `Bearer ${key}` }, payload: { events } })
const motion = (deviceId: string, n: number, from: number) =>
  Array.from({ length: n }, (_, i) => ({ deviceId, timestamp: new Date(Date.now() - 60_000 + i).toISOString(), motionDetected: true, eventId: `${deviceId}-${from + i}` }))

describe('the ingest API’s limits', () => {
  it('are generous enough for a busy home (documented in contracts/ingest.ts)', () => {
    // a home whose hub sends each sensor's every change as a call of its own, 30 sensors each at most
    // every 10 s, makes 180 calls a minute; a backlog goes in batches of up to 1,000
    expect(INGEST_CALLS_PER_MINUTE).toBe(600)
    expect(INGEST_EVENTS_PER_MINUTE).toBe(20_000)
    expect(INGEST_KEY_FAILURES_PER_IP).toBe(60)
  })

  it('are in the OpenAPI document: the call may answer 429', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json()
    expect(Object.keys(doc.paths['/api/ingest/events'].post.responses)).toContain('429')
  })

  it('refuses a key’s calls past its limit a minute with 429, Retry-After and a message naming the limit', async () => {
    const [home, other] = [homes[0]!, homes[2]!]
    for (let i = 0; i < 5; i++) expect((await post(home.key, [])).statusCode).toBe(202)
    now += 20_000
    const refused = await post(home.key, motion('MSH-CALLS', 1, 0))
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('40')
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many calls with this hub key: at most 5 a minute. Nothing of this call was stored; send it again in 40 seconds.',
    })
    expect(await storedEventCount(database.db, { deviceId: 'MSH-CALLS' })).toBe(0)
    // another home's hub is not held back
    expect((await post(other.key, [])).statusCode).toBe(202)
    // the Sensors page says why under the key
    const [key] = await listIngestKeys(database.db, home.id, new Date())
    expect(key!.lastRefusal?.reason).toBe('too many calls: at most 5 a minute; the calls past it were refused (429) until the minute ended')
    // the next minute, the call sent again is taken
    now += 40_000
    const again = await post(home.key, motion('MSH-CALLS', 1, 0))
    expect(again.statusCode).toBe(202)
    expect(again.json()).toMatchObject({ accepted: 1 })
  })

  it('refuses a call whose events go past the key’s events a minute, storing none of them, and takes it whole when sent again', async () => {
    const home = homes[1]!
    expect((await post(home.key, motion('MSH-EVENTS', 8, 0))).json()).toMatchObject({ accepted: 8 })
    const refused = await post(home.key, motion('MSH-EVENTS', 5, 8))
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json().message).toMatch(/^Too many events with this hub key: at most 10 a minute\. Nothing of this call was stored; send it again in \d+ seconds?\.$/)
    // what was accepted stays; nothing of the refused call was stored
    expect(await storedEventCount(database.db, { deviceId: 'MSH-EVENTS' })).toBe(8)
    // a heartbeat still counts as the hub heard: it carries no events
    expect((await post(home.key, [])).statusCode).toBe(202)
    now += 60_000
    expect((await post(home.key, motion('MSH-EVENTS', 5, 8))).json()).toMatchObject({ accepted: 5, duplicates: 0 })
    expect(await storedEventCount(database.db, { deviceId: 'MSH-EVENTS' })).toBe(13)
  })

  it('limits calls with a missing, wrong or revoked key per address, and never a good key from it', async () => {
    const ip = '198.51.100.23'
    for (let i = 0; i < 3; i++) expect((await post(`hwk_wrong${i}`, [], ip)).statusCode).toBe(401)
    const refused = await post('hwk_wrong', [], ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('900')
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many calls with a missing, wrong or revoked hub key from this address: at most 3 in 15 minutes. Try again in 15 minutes.',
    })
    // a home's good hub behind the same address is still heard
    expect((await post(homes[2]!.key, [], ip)).statusCode).toBe(202)
    // another address is not held back
    expect((await post('hwk_wrong', [], '198.51.100.24')).statusCode).toBe(401)
  })

  it('are the settings given (INGEST_CALLS_PER_MINUTE, INGEST_EVENTS_PER_MINUTE, INGEST_KEY_FAILURES_PER_IP) when set (decision 0130)', async () => {
    const configured = await buildApp({ env: { ...TEST_ENV, INGEST_CALLS_PER_MINUTE: 2, INGEST_EVENTS_PER_MINUTE: 3, INGEST_KEY_FAILURES_PER_IP: 1 }, database })
    try {
      const home = await makers(database.db).circle()
      await database.db.insert(devices).values({ userId: home.id, name: 'Hall PIR', deviceId: 'MSH-SET', location: 'Hallway' })
      const { key } = await createIngestKey(database.db, home.id, null, { name: 'Hub' })
      const send = (events: unknown[], k = key, remoteAddress = '198.51.100.77') =>
        configured.inject({ method: 'POST', url: '/api/ingest/events', remoteAddress, headers: { authorization: `Bearer ${k}` }, payload: { events } })
      expect((await send(motion('MSH-SET', 3, 0))).json()).toMatchObject({ accepted: 3 })
      const tooMany = await send(motion('MSH-SET', 1, 3))
      expect(tooMany.json().message).toMatch(/^Too many events with this hub key: at most 3 a minute\./)
      const third = await send([])
      expect(third.statusCode).toBe(429)
      expect(third.json().message).toMatch(/^Too many calls with this hub key: at most 2 a minute\./)
      expect((await send([], 'hwk_wrong')).statusCode).toBe(401)
      expect((await send([], 'hwk_wrong')).json().message).toMatch(/at most 1 in 15 minutes/)
    } finally {
      await configured.close()
    }
  })
})
