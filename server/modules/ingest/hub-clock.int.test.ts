// A hub that sends New York's local time as UTC ("…T09:00:00Z" at 09:00 in New York): every event is
// five hours in the past, accepted, and the home is seen as it was five hours ago. The key remembers
// that its calls come late; after an hour of it the Sensors page's key list says so; a call on time
// clears it. A backlog after an outage is one late call, not an hour of them.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ingestKeys } from '../../db/platform-schema'
import { useHubHome } from './hub-test-kit'

const MINUTE = 60_000
const t = useHubHome([{ name: 'Hall PIR', deviceId: 'CLK-HALL', location: 'Hallway' }], 'Pi in the hall')

const send = (minutesAgo: number[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ingest/events',
    headers: { authorization: `Bearer ${t.hub.key}` },
    payload: { events: minutesAgo.map((m) => ({ deviceId: 'CLK-HALL', timestamp: new Date(Date.now() - m * MINUTE).toISOString(), motionDetected: true })) },
  })
const listed = async () => {
  const res = await t.app.inject({ method: 'GET', url: `/api/ingest-keys?clientId=${t.home}`, headers: { cookie: t.cookie } })
  return (res.json() as { id: string; runningLate: unknown }[]).find((k) => k.id === t.hub.id)!.runningLate
}
const stored = async () => (await t.database.db.select().from(ingestKeys).where(eq(ingestKeys.id, t.hub.id)))[0]!
/** as if the calls had been coming late for this long */
const lateFor = (minutes: number) => t.database.db.update(ingestKeys).set({ lateSince: new Date(Date.now() - minutes * MINUTE) }).where(eq(ingestKeys.id, t.hub.id))

describe("a hub whose clock is hours behind", () => {
  it('is accepted, remembered as late from its first late call, and not shown before an hour of them', async () => {
    expect((await send([301, 300])).statusCode).toBe(202)
    expect(await stored()).toMatchObject({ lateSince: expect.any(Date), lateByMinutes: 300 })
    expect(await listed()).toBeNull()
    await lateFor(59)
    expect(await listed()).toBeNull()
  })

  it('is shown on the key after an hour of late calls, with how late the latest was', async () => {
    await lateFor(61)
    const since = (await stored()).lateSince!
    expect((await send([299])).statusCode).toBe(202)
    expect(await listed()).toEqual({ since: since.toISOString(), minutes: 299 })
  })

  it('clears with the first call on time', async () => {
    expect((await send([2, 1])).statusCode).toBe(202)
    expect(await stored()).toMatchObject({ lateSince: null, lateByMinutes: null })
    expect(await listed()).toBeNull()
  })

  it('counts a call by its newest event: a backlog sent together with what just happened is on time', async () => {
    expect((await send([600, 500, 400, 1])).statusCode).toBe(202)
    expect((await stored()).lateSince).toBeNull()
  })

  it('leaves heartbeats and refused events out of it', async () => {
    await send([300])
    const before = await stored()
    const heartbeat = await t.app.inject({ method: 'POST', url: '/api/ingest/events', headers: { authorization: `Bearer ${t.hub.key}` }, payload: { events: [] } })
    expect(heartbeat.statusCode).toBe(202)
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/events',
      headers: { authorization: `Bearer ${t.hub.key}` },
      payload: { events: [{ deviceId: 'NOT-HERE', timestamp: new Date().toISOString(), motionDetected: true }] },
    })
    expect(unknown.statusCode).toBe(422)
    expect(await stored()).toMatchObject({ lateSince: before.lateSince, lateByMinutes: 300 })
  })

  it('takes a clock 20 min slow as late (its home seen 20 min late: every quiet looks 20 min longer, and alerts come 20 min early), and one 8 min late as on time', async () => {
    expect((await send([2])).statusCode).toBe(202)
    expect((await send([8])).statusCode).toBe(202)
    expect((await stored()).lateSince).toBeNull()
    expect((await send([21, 20])).statusCode).toBe(202)
    expect(await stored()).toMatchObject({ lateSince: expect.any(Date), lateByMinutes: 20 })
    await lateFor(61)
    expect(await listed()).toMatchObject({ minutes: 20 })
  })
})
