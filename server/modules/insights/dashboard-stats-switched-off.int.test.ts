// The dashboard's sensor figures (GET /api/dashboard/stats: totalDevices, activeDevices, switchedOffDevices)
// in a home where one sensor has stopped reporting and the family switches sensors off: the header counts
// the sensors switched on and names the switched-off ones beside them (decision 0075), so a sensor switched
// off must be counted once, as switched off, never also as active or as a fault (decision 0065).
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sensorCountLine } from '../../../contracts/sensor-count'
import { alerts, devices, motionEvents, users } from '../../db/schema'
import { useScheduledHome } from '../../test/scheduled-home'
import { editDevice } from '../devices/devices.service'
import type { UserRow } from '../users/users.repository'
import { dashboardStats } from './insights.service'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const day0 = Date.UTC(2026, 9, 5) // a Monday

let actor: UserRow
let living: string
let kitchen: string
let hallway: string
let storedUntil = day0

/** The living room and the kitchen see someone every 10 minutes from 07:00 to 22:00; the hallway sensor never reports */
async function movingUntil(at: number) {
  const rows = []
  for (let ms = storedUntil + MINUTE; ms <= at; ms += MINUTE) {
    const minute = (ms - day0) % DAY
    if (minute < 7 * HOUR || minute > 22 * HOUR || minute % (10 * MINUTE) !== 0) continue
    for (const deviceId of [living, kitchen]) rows.push({ deviceId, userId: t.home, timestamp: new Date(ms), motionDetected: true, createdAt: new Date(ms) })
  }
  if (rows.length) {
    await t.database.db.insert(motionEvents).values(rows)
    // as ingest keeps it: each sensor's newest report (a sensor without one is No Data, not active: decision 0124)
    await t.database.db.update(devices).set({ lastActivity: rows.at(-1)!.timestamp }).where(inArray(devices.id, [living, kitchen]))
  }
  storedUntil = at
}

async function tick(at: number) {
  await movingUntil(at - MINUTE)
  await t.tick(at)
}

const stats = (at: number) => dashboardStats(t.database.db, t.home, 'UTC', new Date(at))
const SENSORS = [
  { name: 'Living room', location: 'Living Room', deviceId: 'MSH-LIVING01' },
  { name: 'Kitchen', location: 'Kitchen', deviceId: 'MSH-KITCHEN1' },
  { name: 'Hallway', location: 'Hallway', deviceId: 'MSH-HALLWAY1' },
]
const t = useScheduledHome(SENSORS)
/** The Edit Sensor form saved with its switch on or off (the rest as it was) */
function switchTo(id: string, isActive: boolean, at: number) {
  const form = SENSORS.find((s) => t.sensor[s.name] === id)!
  return editDevice({ db: t.database.db, live: t.live }, actor, t.home, id, { ...form, isActive }, null as never, new Date(at))
}
const hallwayOffline = () => t.database.db.select().from(alerts).where(and(eq(alerts.userId, t.home), eq(alerts.dedupeKey, `offline:${hallway}`)))

beforeAll(async () => {
  const [client] = await t.database.db.select().from(users).where(eq(users.id, t.home))
  actor = client as UserRow
  living = t.sensor['Living room']!
  kitchen = t.sensor.Kitchen!
  hallway = t.sensor.Hallway!
  await tick(day0 + 8 * HOUR)
  // a day on, the hallway sensor has never reported while the others have: the engine judges it offline
  await tick(day0 + DAY + 9 * HOUR)
})

describe('the dashboard figures with sensors switched off', () => {
  it('count a sensor that stopped reporting as switched on and not active', async () => {
    expect((await hallwayOffline()).filter((a) => !a.isResolved)).toHaveLength(1)
    const figures = await stats(day0 + DAY + 9 * HOUR + MINUTE)
    expect(figures).toMatchObject({ totalDevices: 3, activeDevices: 2, switchedOffDevices: 0, allSwitchedOff: false })
    expect(sensorCountLine(figures)).toBe('2/3 sensors active')
  })

  it('count a sensor the family switched off as switched off only: the others switched on are all active', async () => {
    const at = day0 + DAY + 10 * HOUR
    await switchTo(kitchen, false, at)
    const figures = await stats(at + MINUTE)
    expect(figures).toMatchObject({ totalDevices: 3, activeDevices: 1, switchedOffDevices: 1, allSwitchedOff: false })
    // the hallway is still a fault: missing from the sensors switched on
    expect(sensorCountLine(figures)).toBe('1/2 sensors active · 1 switched off')
  })

  it('count a faulty sensor switched off once, as switched off, before and after the engine closes its offline alert', async () => {
    const at = day0 + DAY + 11 * HOUR
    await switchTo(hallway, false, at)
    const expected = { totalDevices: 3, activeDevices: 1, switchedOffDevices: 2, allSwitchedOff: false }
    const before = await stats(at + MINUTE)
    expect(before).toMatchObject(expected)
    expect(sensorCountLine(before)).toBe('1/1 sensors active · 2 switched off')
    await tick(at + 2 * MINUTE)
    expect((await hallwayOffline()).filter((a) => !a.isResolved)).toEqual([])
    const after = await stats(at + 3 * MINUTE)
    expect(after).toMatchObject(expected)
    expect(sensorCountLine(after)).toBe('1/1 sensors active · 2 switched off')
  })

  it('say every sensor is switched off when the last one is, and count a sensor switched on again as active', async () => {
    const at = day0 + DAY + 12 * HOUR
    await switchTo(living, false, at)
    const allOff = await stats(at + MINUTE)
    expect(allOff).toMatchObject({ totalDevices: 3, activeDevices: 0, switchedOffDevices: 3, allSwitchedOff: true })
    expect(sensorCountLine(allOff)).toBe('All 3 sensors are switched off')
    await switchTo(kitchen, true, at + 2 * MINUTE)
    const kitchenOn = await stats(at + 3 * MINUTE)
    expect(kitchenOn).toMatchObject({ totalDevices: 3, activeDevices: 1, switchedOffDevices: 2, allSwitchedOff: false })
    expect(sensorCountLine(kitchenOn)).toBe('1/1 sensors active · 2 switched off')
  })
})
