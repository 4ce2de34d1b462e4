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

describe('one event far ahead of a call that is on time (a wrong time of its own, not the clock)', () => {
  it('refuses that event, naming the field, and stores the others as sent: the home is not filed hours in the past', async () => {
    await post([{ deviceId: 'AHD-HALL', timestamp: stamped(0, 0), motionDetected: false }]) // the key is on time
    const onTime = [stamped(0, 3), stamped(0, 2), stamped(0, 1)]
    const { status, body } = await post([
      { deviceId: 'AHD-KITCHEN', timestamp: onTime[0], motionDetected: true },
      { deviceId: 'AHD-BED', timestamp: stamped(3 * HOUR, 0), motionDetected: true },
      { deviceId: 'AHD-KITCHEN', timestamp: onTime[1], motionDetected: false },
      { deviceId: 'AHD-KITCHEN', timestamp: onTime[2], motionDetected: true },
    ])
    expect(status).toBe(202)
    expect(body).toMatchObject({ accepted: 3, duplicates: 0 })
    expect(body.rejected).toEqual([{ index: 1, reason: expect.stringMatching(/^timestamp: 3 h ahead of the server's clock and 3 h 1 min after the rest of the call, which is on time/) }])
    expect(body.timeCorrected).toBeUndefined()
    expect(await times('AHD-KITCHEN')).toEqual(expect.arrayContaining(onTime.map((iso) => new Date(iso).getTime())))
    // the key is not marked as running ahead
    expect(await keyRow()).toMatchObject({ aheadSince: null, aheadByMinutes: null })
  })

  it('still moves a backlog from a hub an hour ahead as a whole: its older events, on time, run on to those ahead', async () => {
    // what happened 100, 80, 70, 55 and 45 minutes ago, stamped an hour ahead: the first three look on time
    const backlog = [100, 80, 70, 55, 45].map((minutesAgo, i) => ({ deviceId: 'AHD-HALL', timestamp: stamped(HOUR, minutesAgo), motionDetected: i % 2 === 0, eventId: `backlog-${i}` }))
    const { status, body } = await post(backlog)
    expect(status).toBe(202)
    expect(body).toMatchObject({ accepted: 5, duplicates: 0, rejected: [], timeCorrected: { events: 5 } })
    const movedBackMs = body.timeCorrected!.movedBackMs
    expect(movedBackMs).toBeGreaterThan(15 * MINUTE - 1000)
    expect(movedBackMs).toBeLessThanOrEqual(15 * MINUTE)
    expect(await times('AHD-HALL')).toEqual(expect.arrayContaining(backlog.map((e) => new Date(e.timestamp).getTime() - movedBackMs)))
  })

  it('moves a call whose events ahead are far after the rest when the key remembers about that lead (a backlog across a quiet spell)', async () => {
    await post([{ deviceId: 'AHD-BED', timestamp: stamped(HOUR, 0), motionDetected: true, eventId: 'known-ahead' }])
    expect(await keyRow()).toMatchObject({ aheadByMinutes: 60 })
    // the night before (on time as stamped) and this morning 10 minutes ago, ahead by 50 minutes
    const call = [
      { deviceId: 'AHD-BED', timestamp: stamped(HOUR, 8 * 60), motionDetected: false, eventId: 'night' },
      { deviceId: 'AHD-BED', timestamp: stamped(HOUR, 10), motionDetected: true, eventId: 'morning' },
    ]
    const { body } = await post(call)
    expect(body).toMatchObject({ accepted: 2, rejected: [], timeCorrected: { events: 2 } })
    expect(body.timeCorrected!.movedBackMs).toBeGreaterThan(50 * MINUTE - 1000)
  })
})

describe('a call all ahead with one event far further ahead still (a wrong time of its own, not the clock)', () => {
  const far = (key: string, aheadMs: number) => ({ deviceId: 'AHD-BED', timestamp: stamped(aheadMs, 0), motionDetected: true, eventId: key })
  const bed = async () => new Set(await times('AHD-BED'))

  it('moves the call back by the lead of its bulk, not of that event, and refuses that event naming the field', async () => {
    await post([{ deviceId: 'AHD-HALL', timestamp: stamped(0, 0), motionDetected: false }]) // the key is on time
    const bulk = [3, 2, 0].map((minutesAgo, i) => ({ deviceId: 'AHD-KITCHEN', timestamp: stamped(HOUR, minutesAgo), motionDetected: i % 2 === 0, eventId: `bulk-${i}` }))
    const wrong = far('far-1', 4 * HOUR)
    const bedBefore = await bed()
    const { status, body, before, after } = await post([bulk[0]!, wrong, bulk[1]!, bulk[2]!])
    expect(status).toBe(202)
    expect(body).toMatchObject({ accepted: 3, duplicates: 0, timeCorrected: { events: 3 } })
    expect(body.rejected).toEqual([
      {
        index: 1,
        reason:
          "timestamp: 4 h ahead of the server's clock and 3 h after the rest of the call, which is 1 h ahead: a wrong time on this event, not the hub's clock, so it was not stored and the others were moved back by 1 h (is this sensor's clock right?)",
      },
    ])
    // was: all moved back by 4 h, the kitchen's three filed 3 h before they happened
    const movedBackMs = body.timeCorrected!.movedBackMs
    expect(movedBackMs).toBeGreaterThan(HOUR - (after - before) - 100)
    expect(movedBackMs).toBeLessThanOrEqual(HOUR)
    const kitchen = await times('AHD-KITCHEN')
    expect(kitchen).toEqual(expect.arrayContaining(bulk.map((e) => new Date(e.timestamp).getTime() - movedBackMs)))
    const newest = new Date(bulk[2]!.timestamp).getTime() - movedBackMs
    expect(newest).toBeGreaterThanOrEqual(before)
    expect(newest).toBeLessThanOrEqual(after)
    expect(await bed()).toEqual(bedBefore)
    // the key remembers the clock's hour, not the wrong time's four
    expect(await keyRow()).toMatchObject({ aheadSince: expect.any(Date), aheadByMinutes: 60 })
  })

  it('does the same when the key already remembers the hour ahead', async () => {
    const bulk = [5, 0].map((minutesAgo, i) => ({ deviceId: 'AHD-KITCHEN', timestamp: stamped(HOUR, minutesAgo), motionDetected: i % 2 === 0, eventId: `known-bulk-${i}` }))
    const { body } = await post([...bulk, far('far-2', 6 * HOUR)])
    expect(body).toMatchObject({ accepted: 2, timeCorrected: { events: 2 } })
    expect(body.rejected).toEqual([{ index: 2, reason: expect.stringMatching(/^timestamp: 6 h ahead of the server's clock and 5 h after the rest of the call, which is 1 h ahead: /) }])
    expect(body.timeCorrected!.movedBackMs).toBeLessThanOrEqual(HOUR)
    expect(body.timeCorrected!.movedBackMs).toBeGreaterThan(HOUR - MINUTE)
    expect(await keyRow()).toMatchObject({ aheadByMinutes: 60 })
  })

  it('moves a backlog that runs on from events on time by its own newest lead, and refuses the one far after it', async () => {
    // what happened 70, 55 and 45 minutes ago, stamped an hour ahead (the first on time), and a wrong time 5 h ahead
    const backlog = [70, 55, 45].map((minutesAgo, i) => ({ deviceId: 'AHD-HALL', timestamp: stamped(HOUR, minutesAgo), motionDetected: i % 2 === 0, eventId: `runs-on-${i}` }))
    const { body } = await post([...backlog, far('far-3', 5 * HOUR)])
    expect(body).toMatchObject({ accepted: 3, timeCorrected: { events: 3 } })
    expect(body.rejected).toEqual([{ index: 3, reason: expect.stringMatching(/^timestamp: 5 h ahead of the server's clock and 4 h 45 min after the rest of the call, which is 15 min ahead: /) }])
    const movedBackMs = body.timeCorrected!.movedBackMs
    expect(movedBackMs).toBeGreaterThan(15 * MINUTE - 1000)
    expect(movedBackMs).toBeLessThanOrEqual(15 * MINUTE)
    expect(await times('AHD-HALL')).toEqual(expect.arrayContaining(backlog.map((e) => new Date(e.timestamp).getTime() - movedBackMs)))
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
