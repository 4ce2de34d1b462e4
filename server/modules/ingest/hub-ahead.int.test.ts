// A hub in Europe that sends local time marked as UTC ("…T15:00:00Z" at 15:00 in Paris in winter, 14:00
// UTC): every event an hour ahead. Each was refused, so the home looked silent while the hub thought it
// was working. Now the call is moved back, its newest event to its arrival (decision 0066); sent again, it
// is still stored once; the key says the hub runs ahead until a call is on time.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ingestKeys } from '../../db/platform-schema'
import { devices } from '../../db/schema'
import { storedEvents } from '../../test/stored-events'
import { OPENAPI_PATH } from '../docs/docs.routes'
import { useHubHome } from './hub-test-kit'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const t = useHubHome(
  [
    { name: 'Hall PIR', deviceId: 'AHD-HALL', location: 'Hallway' },
    { name: 'Kitchen PIR', deviceId: 'AHD-KITCHEN', location: 'Kitchen' },
    { name: 'Bedroom PIR', deviceId: 'AHD-BED', location: 'Bedroom' },
  ],
  'Pi in Paris',
)

interface Answer {
  accepted: number
  duplicates: number
  rejected: { index: number; reason: string }[]
  timeCorrected?: { events: number; movedBackMs: number; reason: string }
}
const post = async (events: object[]) => {
  const before = Date.now()
  const res = await t.app.inject({ method: 'POST', url: '/api/ingest/events', headers: { authorization: `Bearer ${t.hub.key}` }, payload: { events } })
  return { status: res.statusCode, body: res.json() as Answer, before, after: Date.now() }
}
/** What a hub whose clock is `aheadMs` ahead stamps on something that happened `minutesAgo` */
const stamped = (aheadMs: number, minutesAgo: number) => new Date(Date.now() + aheadMs - minutesAgo * MINUTE).toISOString()
const times = async (deviceId: string) => (await storedEvents(t.database.db, { deviceId })).map((e) => e.timestamp.getTime())
const keyRow = async () => (await t.database.db.select().from(ingestKeys).where(eq(ingestKeys.id, t.hub.id)))[0]!
const listed = async () => {
  const res = await t.app.inject({ method: 'GET', url: `/api/ingest-keys?clientId=${t.home}`, headers: { cookie: t.cookie } })
  return (res.json() as { id: string; runningAhead: unknown; runningLate: unknown }[]).find((k) => k.id === t.hub.id)!
}

describe('a hub whose clock runs an hour ahead', () => {
  let call: { deviceId: string; timestamp: string; motionDetected: boolean; eventId: string }[]

  it('keeps its events, moved back until the newest is its arrival, their spacing kept, none in the future', async () => {
    call = [
      { deviceId: 'AHD-HALL', timestamp: stamped(HOUR, 3), motionDetected: true, eventId: 'paris-1' },
      { deviceId: 'AHD-KITCHEN', timestamp: stamped(HOUR, 2), motionDetected: true, eventId: 'paris-2' },
      { deviceId: 'AHD-HALL', timestamp: stamped(HOUR, 0), motionDetected: true, eventId: 'paris-3' },
    ]
    const { status, body, before, after } = await post(call)
    expect(status).toBe(202)
    expect(body).toMatchObject({ accepted: 3, duplicates: 0, rejected: [] })
    expect(body.timeCorrected).toEqual({ events: 3, movedBackMs: expect.any(Number), reason: expect.stringMatching(/^timestamp: the newest event was 1 h ahead/) })
    expect(body.timeCorrected!.movedBackMs).toBeGreaterThan(HOUR - (after - before) - 100)
    expect(body.timeCorrected!.movedBackMs).toBeLessThanOrEqual(HOUR)
    expect(body.timeCorrected!.reason).toContain('the 3 events were stored 1 h earlier, the newest at its arrival')

    const moved = (iso: string) => new Date(iso).getTime() - body.timeCorrected!.movedBackMs
    expect(await times('AHD-HALL')).toEqual([moved(call[0]!.timestamp), moved(call[2]!.timestamp)])
    expect(await times('AHD-KITCHEN')).toEqual([moved(call[1]!.timestamp)])
    const [, newest] = await times('AHD-HALL')
    expect(newest).toBeGreaterThanOrEqual(before)
    expect(newest).toBeLessThanOrEqual(after)
    // the sensor is heard now, not in an hour (it went 'offline' while everything was refused)
    const [hall] = await t.database.db.select().from(devices).where(eq(devices.deviceId, 'AHD-HALL'))
    expect(hall!.lastActivity!.getTime()).toBe(newest)
  })

  it('stores the same call sent again once, at the times it was first given', async () => {
    const first = [...(await times('AHD-HALL')), ...(await times('AHD-KITCHEN'))]
    const { status, body } = await post(call)
    expect(status).toBe(202)
    expect(body).toMatchObject({ accepted: 0, duplicates: 3, rejected: [], timeCorrected: { events: 3 } })
    expect([...(await times('AHD-HALL')), ...(await times('AHD-KITCHEN'))]).toEqual(first)
  })

  it('stores a call without event ids once too, when it is sent again a little later', async () => {
    const noIds = [{ deviceId: 'AHD-BED', timestamp: stamped(HOUR, 0), motionDetected: true }]
    expect((await post(noIds)).body).toMatchObject({ accepted: 1, duplicates: 0 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await post(noIds)).body).toMatchObject({ accepted: 0, duplicates: 1 })
    expect(await times('AHD-BED')).toHaveLength(1)
  })

  it('is remembered on its key at once, and shown on the keys summary; a call on time clears it', async () => {
    expect(await keyRow()).toMatchObject({ aheadSince: expect.any(Date), aheadByMinutes: 60, lateSince: null })
    const since = (await keyRow()).aheadSince!
    expect(await listed()).toMatchObject({ runningAhead: { since: since.toISOString(), minutes: 60 }, runningLate: null })

    const onTime = await post([{ deviceId: 'AHD-HALL', timestamp: stamped(0, 0), motionDetected: false }])
    expect(onTime.body).toEqual({ accepted: 1, duplicates: 0, rejected: [] })
    expect(await keyRow()).toMatchObject({ aheadSince: null, aheadByMinutes: null })
    expect((await listed()).runningAhead).toBeNull()
  })

  it('replaces a lateness the key remembered: its clock was put forward too far', async () => {
    await post([{ deviceId: 'AHD-KITCHEN', timestamp: stamped(-2 * HOUR, 0), motionDetected: true }])
    expect(await keyRow()).toMatchObject({ lateByMinutes: 120, aheadSince: null })
    await post([{ deviceId: 'AHD-KITCHEN', timestamp: stamped(2 * HOUR, 0), motionDetected: false }])
    expect(await keyRow()).toMatchObject({ lateSince: null, lateByMinutes: null, aheadSince: expect.any(Date), aheadByMinutes: 120 })
  })
})

describe('times that are no clock running ahead', () => {
  it('refuses a time further ahead than any time zone, naming the field, and does not move the call for it', async () => {
    const fine = stamped(0, 1)
    const { status, body } = await post([
      { deviceId: 'AHD-BED', timestamp: '2999-01-01T00:00:00Z', motionDetected: true },
      { deviceId: 'AHD-BED', timestamp: stamped(15 * HOUR, 0), motionDetected: true },
      { deviceId: 'AHD-BED', timestamp: 'not a time', motionDetected: true },
      { deviceId: 'AHD-BED', timestamp: fine, motionDetected: false },
    ])
    expect(status).toBe(202)
    const tooFar = "timestamp: more than 14 hours in the future, further ahead than any time zone (is the hub's clock set?)"
    expect(body.rejected).toEqual([
      { index: 0, reason: tooFar },
      { index: 1, reason: tooFar },
      { index: 2, reason: expect.stringMatching(/^timestamp: /) },
    ])
    expect(body.timeCorrected).toBeUndefined()
    expect(await times('AHD-BED')).toContain(new Date(fine).getTime())
  })

  it('stores a call a few minutes ahead (a drifting clock) as sent, as before', async () => {
    const drift = stamped(4 * MINUTE, 0)
    const { body } = await post([{ deviceId: 'AHD-KITCHEN', timestamp: drift, motionDetected: true }])
    expect(body).toEqual({ accepted: 1, duplicates: 0, rejected: [] })
    expect(await times('AHD-KITCHEN')).toContain(new Date(drift).getTime())
  })
})

describe('the OpenAPI document', () => {
  it("describes the answer's timeCorrected and the key's runningAhead", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: Record<string, unknown> }> }> }>>
    }
    const schemaOf = (path: string, method: string, status: string) => JSON.stringify(doc.paths[path]![method]!.responses[status]!.content['application/json']!.schema)
    expect(schemaOf('/api/ingest/events', 'post', '202')).toContain('"timeCorrected":{"type":"object","properties":{"events"')
    expect(schemaOf('/api/ingest-keys', 'get', '200')).toContain('"runningAhead"')
  })
})
