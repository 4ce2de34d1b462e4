// What a hub is told: a reading its sensor does not send is refused, a batch with nothing usable is
// 422, and a database that cannot be reached is 503 with Retry-After (a bug stays 500).
import { PGlite } from '@electric-sql/pglite'
import { eq } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ingestKeys } from '../../db/platform-schema'
import { devices } from '../../db/schema'
import type { Database, Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { makers } from '../../test/make'
import { storedEvents } from '../../test/stored-events'
import { freePort } from '../../test/tcp-proxy'
import { freshDatabase } from '../../test/test-db'
import { createIngestKey } from '../ingest-keys/ingest-keys.service'
import { buildIngestApp } from './ingest.test-app'

let database: Database
let app: HttpApp
let key: string

beforeAll(async () => {
  database = await freshDatabase()
  app = await buildIngestApp(database)
  const home = await makers(database.db).circle()
  await database.db.insert(devices).values([
    { userId: home.id, name: 'Hall PIR', deviceId: 'MSH-PIR', location: 'Hallway' },
    { userId: home.id, name: 'Front door', deviceId: 'MSH-DOOR', location: 'Hallway', kind: 'door' },
    { userId: home.id, name: 'Bed mat', deviceId: 'MSH-MAT', location: 'Bedroom', kind: 'pressure' },
    { userId: home.id, name: 'Fridge reed', deviceId: 'MSH-REED', location: 'Kitchen', kind: 'contact' },
  ])
  key = (await createIngestKey(database.db, home.id, null, {})).key
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

const post = (target: HttpApp, events: unknown[], bearer = key) =>
  target.inject({ method: 'POST', url: '/api/ingest/events', headers: { authorization: `Bearer ${bearer}` }, payload: { events } })
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

describe('the reading a sensor sends', () => {
  it('refuses a door state from a motion sensor and motion from a door sensor, naming the field', async () => {
    const res = await post(app, [
      { deviceId: 'MSH-PIR', timestamp: minutesAgo(5), door: 'open' },
      { deviceId: 'MSH-DOOR', timestamp: minutesAgo(5), motionDetected: true },
      { deviceId: 'MSH-PIR', timestamp: minutesAgo(4), motionDetected: true },
      { deviceId: 'MSH-DOOR', timestamp: minutesAgo(4), door: 'closed' },
    ])
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [
        { index: 0, reason: 'door: sensor "MSH-PIR" is registered as a motion sensor; send motionDetected (true or false), or change its Sensor type on the Sensors page (Edit Sensor)' },
        { index: 1, reason: 'motionDetected: sensor "MSH-DOOR" is registered as a door sensor; send door ("open" or "closed"), or change its Sensor type on the Sensors page (Edit Sensor)' },
      ],
    })
    expect((await storedEvents(database.db, { deviceId: 'MSH-PIR' })).map((e) => e.metadata)).toEqual([null])
  })

  it('takes either from a pressure mat or a contact sensor', async () => {
    const res = await post(app, [
      { deviceId: 'MSH-MAT', timestamp: minutesAgo(3), motionDetected: true },
      { deviceId: 'MSH-MAT', timestamp: minutesAgo(2), door: 'closed' },
      { deviceId: 'MSH-REED', timestamp: minutesAgo(3), door: 'open' },
      { deviceId: 'MSH-REED', timestamp: minutesAgo(2), motionDetected: false },
    ])
    expect(res.json()).toEqual({ accepted: 4, duplicates: 0, rejected: [] })
  })
})

describe('a battery or signal field that is no percentage', () => {
  const batteryOf = async (deviceId: string) =>
    (await database.db.select({ battery: devices.batteryLevel }).from(devices).where(eq(devices.deviceId, deviceId)))[0]!.battery

  it('keeps the movement and sets the field aside, saying which (255 is Zigbee\'s unknown, -1 a template\'s none)', async () => {
    await post(app, [{ deviceId: 'MSH-MAT', timestamp: minutesAgo(1.9), motionDetected: true, batteryLevel: 70 }])
    const res = await post(app, [
      { deviceId: 'MSH-MAT', timestamp: minutesAgo(1.8), motionDetected: true, batteryLevel: 255 },
      { deviceId: 'MSH-MAT', timestamp: minutesAgo(1.7), motionDetected: false, batteryLevel: -1, signalStrength: 'strong' },
    ])
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [],
      setAside: [
        { index: 0, field: 'batteryLevel', reason: 'batteryLevel: 255 is no percentage (0-100); the event was stored without it' },
        { index: 1, field: 'batteryLevel', reason: 'batteryLevel: -1 is no percentage (0-100); the event was stored without it' },
        { index: 1, field: 'signalStrength', reason: 'signalStrength: "strong" is no percentage (0-100); the event was stored without it' },
      ],
    })
    // no reading: the battery the sensor last reported stands
    expect(await batteryOf('MSH-MAT')).toBe(70)
  })

  // each newer than the sensor's reports above: a late one does not move its battery
  it('reads a number sent as text, rounds a decimal, and takes null as no reading', async () => {
    const stored = async (batteryLevel: unknown, minutes: number) => {
      const res = await post(app, [{ deviceId: 'MSH-REED', timestamp: minutesAgo(minutes), door: 'open', batteryLevel }])
      return [res.statusCode, res.json(), await batteryOf('MSH-REED')]
    }
    const kept = { accepted: 1, duplicates: 0, rejected: [] }
    expect(await stored('85', 1.9)).toEqual([202, kept, 85])
    expect(await stored(87.5, 1.8)).toEqual([202, kept, 88])
    expect(await stored(' 60 ', 1.7)).toEqual([202, kept, 60])
    expect(await stored(null, 1.6)).toEqual([202, kept, 60])
    expect(await stored(100.2, 1.5)).toEqual([202, kept, 100])
    expect(await stored(0, 1.4)).toEqual([202, kept, 0])
  })

  it('says nothing of a field set aside on an event refused for another reason', async () => {
    const res = await post(app, [{ deviceId: 'MSH-NOWHERE', timestamp: minutesAgo(5), motionDetected: true, batteryLevel: 255 }])
    expect(res.statusCode).toBe(422)
    expect(res.json()).not.toHaveProperty('setAside')
  })
})

describe('the status of the answer', () => {
  it('is 422 when every event of the batch was rejected, with the counts and reasons as after a 202', async () => {
    const res = await post(app, [{ deviceId: 'MSH-PIR', timestamp: minutesAgo(1), door: 'open' }])
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'No event was accepted (1 rejected; the first: door: sensor "MSH-PIR" is registered as a motion sensor; send motionDetected (true or false), or change its Sensor type on the Sensors page (Edit Sensor))',
      code: 'UNPROCESSABLE',
      accepted: 0,
      duplicates: 0,
      rejected: [{ index: 0, reason: 'door: sensor "MSH-PIR" is registered as a motion sensor; send motionDetected (true or false), or change its Sensor type on the Sensors page (Edit Sensor)' }],
    })
  })

  it('stays 202 when anything was accepted or already stored, and for an empty batch', async () => {
    const event = { deviceId: 'MSH-PIR', eventId: 'answers-1', timestamp: minutesAgo(1), motionDetected: true }
    const bad = { deviceId: 'MSH-NOWHERE', timestamp: minutesAgo(1), motionDetected: true }
    expect((await post(app, [event, bad])).statusCode).toBe(202)
    const again = await post(app, [event, bad])
    expect(again.statusCode).toBe(202)
    expect(again.json()).toMatchObject({ accepted: 0, duplicates: 1 })
    expect((await post(app, [])).json()).toEqual({ accepted: 0, duplicates: 0, rejected: [] })
  })
})

describe('a batch not sent as JSON', () => {
  // curl -d without -H 'Content-Type: application/json' sends a form, and some hubs send text/plain: the events were
  // there, so "events is required" sent her looking for a mistake in the JSON
  const sendAs = (contentType: string) =>
    app.inject({
      method: 'POST',
      url: '/api/ingest/events',
      headers: { authorization: `Bearer ${key}`, 'content-type': contentType },
      payload: JSON.stringify({ events: [{ deviceId: 'MSH-PIR', timestamp: minutesAgo(2), motionDetected: true }] }),
    })

  it('is refused naming the header to add, whether it came as a form or as text', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await sendAs(type)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        message: `Send the events as JSON: add the header Content-Type: application/json (this call was sent as ${type})`,
        code: 'BAD_REQUEST',
        details: { 'content-type': [`must be application/json, not ${type}`] },
      })
    }
    // and the key's line on the Sensors page says why its hub is refused
    const [row] = await database.db.select({ refusal: ingestKeys.lastRefusal }).from(ingestKeys)
    expect(row?.refusal).toBe('Send the events as JSON: add the header Content-Type: application/json (this call was sent as text/plain)')
  })

  it('is taken with a charset after the JSON type', async () => {
    expect((await sendAs('application/json; charset=utf-8')).statusCode).toBe(202)
  })
})

describe('a database that does not answer', () => {
  async function appOn(db: Db) {
    return buildIngestApp({ db, kind: 'postgres', close: async () => {} })
  }

  it('answers 503 with Retry-After while the database cannot be reached, so the hub sends again', async () => {
    // nothing listens on this port: every connection is refused
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${await freePort()}/none` })
    const down = await appOn(drizzlePg(pool) as unknown as Db)
    try {
      const res = await post(down, [{ deviceId: 'MSH-PIR', timestamp: minutesAgo(1), motionDetected: true }])
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('30')
      expect(res.json()).toEqual({ message: 'The database cannot be reached; send these events again in 30 seconds', code: 'UNAVAILABLE' })
    } finally {
      await down.close()
      await pool.end()
    }
  })

  it('keeps 500 for a failure that is not the database being away (here: a database without its tables)', async () => {
    // the server's own maintenance database has none of our tables; without a server, an empty PGlite
    const url = process.env.TEST_DATABASE_URL
    const pool = url ? new pg.Pool({ connectionString: url }) : undefined
    const bare = url ? undefined : new PGlite()
    const broken = await appOn((pool ? drizzlePg(pool) : drizzlePglite(bare!)) as unknown as Db)
    try {
      const res = await post(broken, [{ deviceId: 'MSH-PIR', timestamp: minutesAgo(1), motionDetected: true }])
      expect(res.statusCode).toBe(500)
      expect(res.headers['retry-after']).toBeUndefined()
      expect(res.json()).toMatchObject({ code: 'INTERNAL' })
    } finally {
      await broken.close()
      await pool?.end()
      await bare?.close()
    }
  })
})
