import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import type { Database } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { makers } from '../../test/make'
import { storedEvents } from '../../test/stored-events'
import { freshDatabase } from '../../test/test-db'
import { createIngestKey } from '../ingest-keys/ingest-keys.service'
import { buildIngestApp } from './ingest.test-app'

let database: Database
let app: HttpApp
let key: string
let otherKey: string
let home: { id: string }

beforeAll(async () => {
  database = await freshDatabase()
  app = await buildIngestApp(database)
  const make = makers(database.db)
  home = await make.circle()
  const other = await make.circle()
  await database.db.insert(devices).values([
    { userId: home.id, name: 'Hall PIR', deviceId: 'MSH-HALL', location: 'Hallway' },
    { userId: home.id, name: 'Kitchen PIR', deviceId: 'MSH-KITCHEN', location: 'Kitchen' },
    { userId: home.id, name: 'Front door', deviceId: 'MSH-DOOR', location: 'Hallway', kind: 'door' },
    { userId: home.id, name: 'Late PIR', deviceId: 'MSH-LATE', location: 'Bedroom' },
    { userId: home.id, name: 'Back door', deviceId: 'MSH-BACK', location: 'Kitchen', kind: 'door' },
    { userId: home.id, name: 'Study PIR', deviceId: 'MSH-STUDY', location: 'Study' },
    { userId: other.id, name: 'Their PIR', deviceId: 'MSH-THEIRS', location: 'Kitchen' },
  ])
  key = (await createIngestKey(database.db, home.id, null, {})).key
  otherKey = (await createIngestKey(database.db, other.id, null, {})).key
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const post = (events: unknown[], bearer = key) =>
  app.inject({ method: 'POST', url: '/api/ingest/events', headers: { authorization: `Bearer ${bearer}` }, payload: { events } })
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString()
const eventsOf = (deviceId: string) => storedEvents(database.db, { deviceId })
const device = async (deviceId: string) => (await database.db.select().from(devices).where(eq(devices.deviceId, deviceId)))[0]!

describe('POST /api/ingest/events', () => {
  it('refuses a missing, wrong or malformed key with 401 in the one error shape', async () => {
    for (const authorization of [undefined, 'Bearer hwk_wrong', `Basic ${key}`, key]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ingest/events',
        headers: authorization ? { authorization } : {},
        payload: { events: [] },
      })
      expect(res.statusCode, String(authorization)).toBe(401)
      expect(res.json()).toEqual({ message: 'Invalid or revoked ingest key', code: 'UNAUTHORIZED' })
    }
  })

  it('stores the good events and rejects each bad one by index with its reason', async () => {
    const at = iso(-60_000)
    const res = await post([
      { deviceId: 'MSH-HALL', timestamp: at, motionDetected: true, batteryLevel: 90 },
      { deviceId: 'MSH-NOWHERE', timestamp: at, motionDetected: true },
      { deviceId: 'MSH-HALL', timestamp: 'yesterday', motionDetected: true },
      { deviceId: 'MSH-HALL', timestamp: '2024-05-01T10:00:00', motionDetected: true },
      // further ahead than any time zone (a clock merely ahead moves the call back: hub-ahead.int.test.ts)
      { deviceId: 'MSH-HALL', timestamp: '2999-01-01T00:00:00Z', motionDetected: true },
      { deviceId: 'MSH-HALL', timestamp: at },
      { deviceId: 'MSH-THEIRS', timestamp: at, motionDetected: true },
      { deviceId: 'MSH-HALL', timestamp: at, motionDetected: true, door: 'open' },
      { deviceId: 'MSH-HALL', timestamp: at, motionDetected: 'yes' },
      // a battery that is no percentage sets only itself aside (ingest-answers.int.test.ts)
      { deviceId: 'MSH-HALL', timestamp: at, motionDetected: true, eventId: '' },
      'not an event',
      { deviceId: 'MSH-KITCHEN', timestamp: iso(4 * 60_000), motionDetected: false },
    ])
    expect(res.statusCode).toBe(202)
    const body = res.json() as { accepted: number; duplicates: number; rejected: { index: number; reason: string }[] }
    expect(body.accepted).toBe(2)
    expect(body.duplicates).toBe(0)
    expect(body.rejected.map((r) => r.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const reason = (index: number) => body.rejected.find((r) => r.index === index)!.reason
    expect(reason(1)).toMatch(/^deviceId: no sensor "MSH-NOWHERE"/)
    expect(reason(2)).toMatch(/^timestamp: must be an ISO 8601 date-time/)
    expect(reason(3)).toMatch(/^timestamp: must be an ISO 8601 date-time with seconds and a time zone/)
    expect(reason(4)).toBe("timestamp: more than 14 hours in the future, further ahead than any time zone (is the hub's clock set?)")
    expect(reason(5)).toBe('motionDetected: send either motionDetected or door')
    expect(reason(6)).toMatch(/^deviceId: no sensor "MSH-THEIRS"/)
    expect(reason(7)).toBe('motionDetected: send either motionDetected or door')
    expect(reason(8)).toMatch(/^motionDetected: /)
    expect(reason(9)).toMatch(/^eventId: /)
    expect(reason(10)).toMatch(/^event: /)

    expect(await eventsOf('MSH-HALL')).toEqual([{ timestamp: new Date(at), motionDetected: true, metadata: null, userId: home.id }])
    expect(await eventsOf('MSH-KITCHEN')).toHaveLength(1)
    expect(await eventsOf('MSH-THEIRS')).toHaveLength(0)
  })

  it('rejects only the event whose id holds a NUL character (PostgreSQL text cannot store it)', async () => {
    const res = await post([
      { deviceId: 'MSH-STUDY', eventId: 'nul-good-1', timestamp: iso(-40_000), motionDetected: true },
      { deviceId: 'MSH-STUDY', eventId: 'nul\u0000bad', timestamp: iso(-40_000), motionDetected: true },
      { deviceId: 'MSH-STU\u0000DY', timestamp: iso(-40_000), motionDetected: true },
    ])
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({
      accepted: 1,
      duplicates: 0,
      rejected: [
        { index: 1, reason: 'eventId: must not contain a NUL character (\\u0000)' },
        { index: 2, reason: 'deviceId: must not contain a NUL character (\\u0000)' },
      ],
    })
    expect(await eventsOf('MSH-STUDY')).toHaveLength(1)
  })

  it('tells a timestamp whose date or time does not exist from a malformed one', async () => {
    const res = await post([
      { deviceId: 'MSH-STUDY', timestamp: '2026-02-30T10:00:00Z', motionDetected: true },
      { deviceId: 'MSH-STUDY', timestamp: '2026-13-01T10:00:00Z', motionDetected: true },
      { deviceId: 'MSH-STUDY', timestamp: '2026-01-01T25:00:00+01:00', motionDetected: true },
      { deviceId: 'MSH-STUDY', timestamp: '30/02/2026 10:00', motionDetected: true },
      { deviceId: 'MSH-STUDY', motionDetected: true },
    ])
    // every event rejected: 422 (decision 0012)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'No event was accepted (5 rejected; the first: timestamp: is not a real date or time (2026-02-30))',
      code: 'UNPROCESSABLE',
      accepted: 0,
      duplicates: 0,
      rejected: [
        { index: 0, reason: 'timestamp: is not a real date or time (2026-02-30)' },
        { index: 1, reason: 'timestamp: is not a real date or time (2026-13-01)' },
        { index: 2, reason: 'timestamp: is not a real date or time (25:00:00)' },
        { index: 3, reason: 'timestamp: must be an ISO 8601 date-time with seconds and a time zone, e.g. 2026-03-01T08:30:00Z' },
        { index: 4, reason: 'timestamp: is required' },
      ],
    })
  })

  it('stores the same eventId once, even with another time', async () => {
    const first = await post([{ deviceId: 'MSH-KITCHEN', eventId: 'evt-1', timestamp: iso(-50_000), motionDetected: true }])
    expect(first.json()).toEqual({ accepted: 1, duplicates: 0, rejected: [] })
    const again = await post([
      { deviceId: 'MSH-KITCHEN', eventId: 'evt-1', timestamp: iso(-40_000), motionDetected: true },
      { deviceId: 'MSH-KITCHEN', eventId: 'evt-2', timestamp: iso(-40_000), motionDetected: true },
      { deviceId: 'MSH-KITCHEN', eventId: 'evt-2', timestamp: iso(-40_000), motionDetected: true },
    ])
    expect(again.json()).toEqual({ accepted: 1, duplicates: 2, rejected: [] })
    expect(await eventsOf('MSH-KITCHEN')).toHaveLength(3)
  })

  it('without an eventId, stores the same device + time + value once', async () => {
    // the same instant written in UTC and an hour ahead of it
    const ms = Math.floor((Date.now() - 86_400_000) / 1000) * 1000
    const at = new Date(ms).toISOString()
    const sameInstant = new Date(ms + 3_600_000).toISOString().replace('Z', '+01:00')
    const res = await post([
      { deviceId: 'MSH-LATE', timestamp: at, motionDetected: true },
      { deviceId: 'MSH-LATE', timestamp: sameInstant, motionDetected: true },
      { deviceId: 'MSH-LATE', timestamp: at, motionDetected: false },
    ])
    expect(res.json()).toEqual({ accepted: 2, duplicates: 1, rejected: [] })
    expect((await post([{ deviceId: 'MSH-LATE', timestamp: at, motionDetected: true }])).json()).toEqual({
      accepted: 0,
      duplicates: 1,
      rejected: [],
    })
    expect(await eventsOf('MSH-LATE')).toHaveLength(2)
  })

  it('stores door events as open = motion with the door state kept', async () => {
    const res = await post([
      { deviceId: 'MSH-DOOR', timestamp: iso(-30_000), door: 'open' },
      { deviceId: 'MSH-DOOR', timestamp: iso(-20_000), door: 'closed' },
    ])
    expect(res.json()).toEqual({ accepted: 2, duplicates: 0, rejected: [] })
    expect((await eventsOf('MSH-DOOR')).map((e) => [e.motionDetected, e.metadata])).toEqual([
      [true, { door: 'open' }],
      [false, { door: 'closed' }],
    ])
  })

  it('moves device stats to the newest event and never back when an older one arrives late', async () => {
    const HOUR = 3_600_000
    const newest = iso(-2 * HOUR)
    await post([
      { deviceId: 'MSH-BACK', timestamp: iso(-3 * HOUR), door: 'open', batteryLevel: 10, signalStrength: 10 },
      { deviceId: 'MSH-BACK', timestamp: newest, door: 'closed', batteryLevel: 80, signalStrength: 70 },
      { deviceId: 'MSH-BACK', timestamp: iso(-2.5 * HOUR), door: 'open', batteryLevel: 20 },
    ])
    expect(await device('MSH-BACK')).toMatchObject({ lastActivity: new Date(newest), batteryLevel: 80, signalStrength: 70 })
    // a later batch of older events
    const late = await post([
      { deviceId: 'MSH-BACK', timestamp: iso(-27 * HOUR), door: 'open', batteryLevel: 5, signalStrength: 5 },
      { deviceId: 'MSH-BACK', timestamp: iso(-2 * HOUR - 1_000), door: 'closed', batteryLevel: 6 },
    ])
    expect(late.json()).toMatchObject({ accepted: 2 })
    expect(await device('MSH-BACK')).toMatchObject({ lastActivity: new Date(newest), batteryLevel: 80, signalStrength: 70 })
    expect(await eventsOf('MSH-BACK')).toHaveLength(5)
  })

  // the database refuses a fraction of 129 digits or more: passed on, it failed the whole batch with a 500
  it('rejects only the event whose fraction of a second is too long to store, and takes the rest', async () => {
    const valid = iso(-3_000)
    const res = await post([
      { deviceId: 'MSH-STUDY', timestamp: `${valid.slice(0, 19)}.${'1'.repeat(150)}Z`, motionDetected: true },
      { deviceId: 'MSH-STUDY', timestamp: valid, motionDetected: true },
    ])
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({
      accepted: 1,
      duplicates: 0,
      rejected: [{ index: 0, reason: 'timestamp: must be an ISO 8601 date-time with seconds and a time zone, e.g. 2026-03-01T08:30:00Z' }],
    })
  })

  it("refuses events more than 30 days old, where a hub's clock was reset", async () => {
    const DAY = 86_400_000
    const res = await post([
      { deviceId: 'MSH-STUDY', timestamp: '1970-01-01T00:00:00Z', motionDetected: true },
      { deviceId: 'MSH-STUDY', timestamp: '0001-01-01T00:00:00Z', motionDetected: true },
      { deviceId: 'MSH-STUDY', timestamp: iso(-31 * DAY), motionDetected: true },
      { deviceId: 'MSH-STUDY', timestamp: iso(-29 * DAY), motionDetected: true },
    ])
    const reason = "timestamp: more than 30 days in the past (is the hub's clock set?)"
    expect(res.json()).toEqual({ accepted: 1, duplicates: 0, rejected: [0, 1, 2].map((index) => ({ index, reason })) })
  })

  it('takes readings from an event newer than the device has seen', async () => {
    const before = await device('MSH-HALL')
    const next = new Date(before.lastActivity!.getTime() + 1_000).toISOString()
    await post([{ deviceId: 'MSH-HALL', timestamp: next, motionDetected: false, batteryLevel: 55, signalStrength: 44 }])
    const after = await device('MSH-HALL')
    expect(after).toMatchObject({ lastActivity: new Date(next), batteryLevel: 55, signalStrength: 44 })
    // an event without readings moves only the time
    const later = new Date(before.lastActivity!.getTime() + 2_000).toISOString()
    await post([{ deviceId: 'MSH-HALL', timestamp: later, motionDetected: true }])
    expect(await device('MSH-HALL')).toMatchObject({ lastActivity: new Date(later), batteryLevel: 55, signalStrength: 44 })
  })

  it('refuses more than 1,000 events with 400 naming events', async () => {
    const events = Array.from({ length: 1001 }, (_, i) => ({ deviceId: 'MSH-HALL', eventId: `big-${i}`, timestamp: iso(-1000), motionDetected: true }))
    const res = await post(events)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION', details: { events: expect.any(Array) } })
    const full = await post(events.slice(0, 1000))
    expect(full.statusCode).toBe(202)
    expect(full.json()).toMatchObject({ accepted: 1000, duplicates: 0 })
  })

  it('refuses an oversized body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ingest/events',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ events: [], padding: 'x'.repeat(1024 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: 'Request body is too large (at most 1 MiB)', code: 'PAYLOAD_TOO_LARGE' })
  })

  it("keeps each home's events apart", async () => {
    const res = await post([{ deviceId: 'MSH-THEIRS', timestamp: iso(-1000), motionDetected: true }], otherKey)
    expect(res.json()).toEqual({ accepted: 1, duplicates: 0, rejected: [] })
    const [row] = await eventsOf('MSH-THEIRS')
    expect(row!.userId).not.toBe(home.id)
  })
})
