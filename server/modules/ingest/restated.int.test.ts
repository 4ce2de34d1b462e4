// A door or switch that says its state again is stored marked `restated`, and what people read does not
// count it as someone there: a bathroom door left open, whose Zigbee2MQTT heartbeat said 'open' again
// every 50 min, kept the dashboard's last movement within the hour, drew activity in the grid all night
// and made the front door 'open' again and again on the door's comings and goings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices, motionEvents } from '../../db/schema'
import type { Database } from '../../lib/db'
import { makers } from '../../test/make'
import { freshDatabase } from '../../test/test-db'
import { doorOpenings } from '../door-events/door-events.repository'
import { quarterHourActivity } from '../insights/activity.repository'
import { newestMotionAt } from '../insights/insights.repository'
import { ingestEvents } from './ingest.service'
import { asc, eq } from 'drizzle-orm'

let database: Database
let home: string
const NOW = new Date('2026-03-02T14:00:00Z')
const at = (hhmm: string) => `2026-03-02T${hhmm}:00Z`

beforeAll(async () => {
  database = await freshDatabase()
  home = (await makers(database.db).circle()).id
  await database.db.insert(devices).values([
    { userId: home, name: 'Front door', deviceId: 'MSH-DOOR', location: 'Hallway', kind: 'door' },
    { userId: home, name: 'Bathroom door', deviceId: 'MSH-BATH', location: 'Bathroom', kind: 'contact' },
    { userId: home, name: 'Shed door', deviceId: 'MSH-SHED', location: 'Garden', kind: 'contact' },
    { userId: home, name: 'Hall PIR', deviceId: 'MSH-HALL', location: 'Hallway' },
    { userId: home, name: 'Pantry door', deviceId: 'MSH-BACK', location: 'Kitchen', kind: 'contact' },
  ])
})
afterAll(() => database.close())

const send = (...events: object[]) => ingestEvents(database.db, { clientId: home }, events, NOW)
const door = (deviceId: string, hhmm: string, state: 'open' | 'closed') => ({ deviceId, timestamp: at(hhmm), door: state })
const motion = (hhmm: string) => ({ deviceId: 'MSH-HALL', timestamp: at(hhmm), motionDetected: true })

async function restatedOf(deviceId: string) {
  const rows = await database.db
    .select({ at: motionEvents.timestamp, metadata: motionEvents.metadata })
    .from(motionEvents)
    .innerJoin(devices, eq(devices.id, motionEvents.deviceId))
    .where(eq(devices.deviceId, deviceId))
    .orderBy(asc(motionEvents.timestamp))
  return rows.filter((r) => (r.metadata as { restated?: boolean } | null)?.restated === true).map((r) => r.at.toISOString().slice(11, 16))
}

describe('a state said again', () => {
  it('marks a door left open saying open again, one report at a time and in one batch; a real opening after a close is not', async () => {
    // a real passage, then the door left open: its heartbeats, each on its own as the broker delivers them
    await send(door('MSH-DOOR', '09:00', 'closed'), door('MSH-DOOR', '10:00', 'open'), door('MSH-DOOR', '10:01', 'closed'))
    await send(door('MSH-DOOR', '11:00', 'open'))
    await send(door('MSH-DOOR', '11:50', 'open'))
    await send(door('MSH-DOOR', '12:40', 'open'))
    expect(await restatedOf('MSH-DOOR')).toEqual(['11:50', '12:40'])
    // the bathroom door, a close and then a whole afternoon open delivered together
    await send(door('MSH-BATH', '08:00', 'closed'))
    await send(door('MSH-BATH', '09:00', 'open'), door('MSH-BATH', '09:50', 'open'), door('MSH-BATH', '10:40', 'open'), door('MSH-BATH', '10:45', 'closed'))
    expect(await restatedOf('MSH-BATH')).toEqual(['09:50', '10:40'])
  })

  it('leaves alone a door that never sends a close, and motion seen again', async () => {
    await send(door('MSH-SHED', '09:00', 'open'), door('MSH-SHED', '09:30', 'open'))
    await send(door('MSH-SHED', '10:00', 'open'))
    await send(motion('09:10'), motion('09:11'))
    expect(await restatedOf('MSH-SHED')).toEqual([])
    expect(await restatedOf('MSH-HALL')).toEqual([])
  })

  it('is no opening, no movement and no activity to what people read', async () => {
    const openings = await doorOpenings(database.db, home, new Date(at('00:00')), 50)
    expect(openings.map((o) => o.at.toISOString().slice(11, 16))).toEqual(['11:00', '10:00'])
    // the newest use is the front door's opening at 11:00, not its heartbeat at 12:40
    expect((await newestMotionAt(database.db, home))?.toISOString()).toBe(at('11:00').replace('Z', '.000Z'))
    const quarters = await quarterHourActivity(database.db, home, new Date(at('00:00')))
    // after 11:15 only the front door's heartbeats (11:50, 12:40) were heard
    const since = Date.parse(at('11:15'))
    expect(quarters.filter((q) => q.startMs >= since)).toEqual([])
  })

  it("leaves alone a door that sends only 'open' after one stray 'closed', and an 'open' hours after the last report", async () => {
    // its hub forwards openings only; one 'closed' (a start-up state) among them marks nothing
    for (const hhmm of ['00:10', '00:40', '01:10', '01:40', '02:10', '02:40', '03:10', '03:40']) await send(door('MSH-BACK', hhmm, 'open'))
    await send(door('MSH-BACK', '04:00', 'closed'))
    await send(door('MSH-BACK', '04:30', 'open'))
    await send(door('MSH-BACK', '05:00', 'open'), door('MSH-BACK', '05:20', 'open'))
    expect(await restatedOf('MSH-BACK')).toEqual([])
    // the bathroom door (a close is its habit) opened again long after its last report: news, not its heartbeat
    await send(door('MSH-BATH', '10:50', 'open'))
    await send(door('MSH-BATH', '13:55', 'open'))
    expect(await restatedOf('MSH-BATH')).toEqual(['09:50', '10:40'])
  })
})
