import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { alerts, devices, motionEvents } from '../../db/schema'
import { useScheduledHome } from '../../test/scheduled-home'
import { markResolved } from '../alerts/alerts.repository'
import { listDevices } from '../devices/devices.service'
import { dashboardStats } from '../insights/insights.service'

// A family's first days: the living-room sensor reports, the hallway one never does (its device ID was
// typed wrong), and the alerts, the sensor list and the dashboard's count must all say so in their words.
const HOUR = 3_600_000
const DAY = 24 * HOUR
const day0 = Date.UTC(2026, 9, 5) // a Monday

let hallway: string
let living: string

let storedUntil = day0

/** Someone up from 07:00 to 22:00, moving every 10 minutes in the living room: stored as it happens, up to `at` */
async function livingUntil(at: number) {
  const rows = []
  for (let t = storedUntil + 60_000; t <= at; t += 60_000) {
    const minute = (t - day0) % DAY
    if (minute >= 7 * HOUR && minute <= 22 * HOUR && minute % (10 * 60_000) === 0) {
      rows.push({ deviceId: living, userId: setUp.home, timestamp: new Date(t), motionDetected: true, createdAt: new Date(t) })
    }
  }
  if (rows.length) {
    await setUp.database.db.insert(motionEvents).values(rows)
    // as ingest keeps it: the sensor's newest report (a sensor without one is No Data, not active: decision 0124)
    await setUp.database.db.update(devices).set({ lastActivity: rows.at(-1)!.timestamp }).where(eq(devices.id, living))
  }
  storedUntil = at
}

async function tick(at: number) {
  await livingUntil(at - 60_000)
  return setUp.tick(at)
}
const offlineRows = () => setUp.database.db.select().from(alerts).where(and(eq(alerts.userId, setUp.home), eq(alerts.dedupeKey, `offline:${hallway}`)))

const setUp = useScheduledHome([
  { name: 'Living room', location: 'Living Room', deviceId: 'MSH-LIVING01' },
  { name: 'Hallway motion', location: 'Hallway', deviceId: 'MSH-MORRO14HAL' },
])
beforeAll(() => {
  living = setUp.sensor['Living room']!
  hallway = setUp.sensor['Hallway motion']!
})

describe('a sensor that never reports, through the scheduler', () => {
  it('raises an offline alert naming the sensor a day after it was added while the other sensor reports', async () => {
    await tick(day0 + 8 * HOUR)
    await tick(day0 + DAY + 7 * HOUR)
    expect(await offlineRows()).toEqual([])
    await tick(day0 + DAY + 9 * HOUR)
    const [alert] = await offlineRows()
    expect(alert).toMatchObject({ type: 'sensor_offline', deviceId: hallway, isResolved: false, title: 'Sensor has never reported' })
    expect(alert!.description).toBe(
      'Hallway motion (MSH-MORRO14HAL) has not sent anything since it was added on Mon 5 Oct, 08:00 UTC, while other sensors have been reporting; ' +
        'check its batteries and that the device ID registered for it matches the one on the sensor.',
    )
    expect(alert!.description).not.toContain(hallway)
  })

  it('shows the sensor as offline in the sensor list and in the dashboard count', async () => {
    const listed = await listDevices(setUp.database.db, setUp.home)
    expect(listed.find((d) => d.id === hallway)).toMatchObject({ isActive: true, offlineSince: expect.any(Date) })
    expect(listed.find((d) => d.id === living)).toMatchObject({ isActive: true, offlineSince: null })
    const stats = await dashboardStats(setUp.database.db, setUp.home, 'UTC', new Date(day0 + DAY + 9 * HOUR + 60_000))
    expect(stats).toMatchObject({ totalDevices: 2, activeDevices: 1 })
  })

  it('raises it again a day after a person resolved it while the sensor stays silent', async () => {
    const [alert] = await offlineRows()
    await markResolved(setUp.database.db, alert!.id, setUp.home, new Date(day0 + DAY + 10 * HOUR))
    expect((await listDevices(setUp.database.db, setUp.home)).find((d) => d.id === hallway)?.offlineSince).toBeNull()
    await tick(day0 + 2 * DAY + 8 * HOUR)
    expect((await offlineRows()).filter((a) => !a.isResolved)).toEqual([])
    await tick(day0 + 2 * DAY + 9 * HOUR + 60_000)
    const open = (await offlineRows()).filter((a) => !a.isResolved)
    expect(open).toHaveLength(1)
    expect(open[0]!.id).not.toBe(alert!.id)
    expect(open[0]!.description).toMatch(/^Hallway motion \(MSH-MORRO14HAL\) has not sent anything/)
  })

  it('names the sensor in a low-battery alert', async () => {
    await setUp.database.db.update(devices).set({ batteryLevel: 15 }).where(eq(devices.id, living))
    await tick(day0 + 2 * DAY + 10 * HOUR)
    const [battery] = await setUp.database.db.select().from(alerts).where(and(eq(alerts.userId, setUp.home), eq(alerts.dedupeKey, `battery:${living}`)))
    expect(battery?.description).toBe('The battery of Living room (MSH-LIVING01) is at 15 % — replace it soon so monitoring does not stop.')
  })
})
