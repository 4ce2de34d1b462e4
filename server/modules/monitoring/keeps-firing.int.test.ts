import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { alerts, motionEvents } from '../../db/schema'
import { useScheduledHome } from '../../test/scheduled-home'

// A kitchen motion sensor with the sun on a radiator in its view: from 10:00 it fires on and off every
// 30 seconds, and nothing else in the home moves. Through the scheduler and the database, the family
// must hear that the sensor is hiding whatever happens, and the alert must close when it stops.
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const day0 = Date.UTC(2026, 9, 5)
const firingFrom = day0 + 10 * HOUR
const firingTo = day0 + 17 * HOUR

let kitchen: string
let storedUntil = day0

/** The living room at 08:00 and 09:00; the kitchen firing every 30 s between firingFrom and firingTo: stored up to `at` */
async function storeUntil(at: number) {
  const rows = []
  for (let t = storedUntil + 30_000; t <= at; t += 30_000) {
    if (t === day0 + 8 * HOUR || t === day0 + 9 * HOUR) rows.push({ deviceId: kitchen, userId: setUp.home, timestamp: new Date(t), motionDetected: true, createdAt: new Date(t) })
    if (t >= firingFrom && t < firingTo) {
      rows.push({ deviceId: kitchen, userId: setUp.home, timestamp: new Date(t), motionDetected: (t / 30_000) % 2 === 0, createdAt: new Date(t) })
    }
  }
  if (rows.length) await setUp.database.db.insert(motionEvents).values(rows)
  storedUntil = at
}

async function tick(at: number) {
  await storeUntil(at - MINUTE)
  return setUp.tick(at)
}
const firingRows = () => setUp.database.db.select().from(alerts).where(and(eq(alerts.userId, setUp.home), eq(alerts.dedupeKey, `chatter:${kitchen}`)))

const setUp = useScheduledHome([
  { name: 'Kitchen motion', location: 'Kitchen', deviceId: 'MSH-KITCHEN01' },
  { name: 'Living room', location: 'Living Room', deviceId: 'MSH-LIVING01' },
])
beforeAll(() => {
  kitchen = setUp.sensor['Kitchen motion']!
})

describe('a sensor that keeps firing, through the scheduler', () => {
  it('raises nothing in its first hours, then "Sensor keeps firing" naming it, once, after 3 h without a pause', async () => {
    for (let t = day0 + 8 * HOUR; t <= firingFrom + 3 * HOUR - 10 * MINUTE; t += 10 * MINUTE) await tick(t)
    expect(await firingRows()).toEqual([])
    for (let t = firingFrom + 3 * HOUR; t <= firingFrom + 3 * HOUR + 30 * MINUTE; t += 10 * MINUTE) await tick(t)
    const rows = await firingRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ type: 'sensor_offline', severity: 'medium', deviceId: kitchen, isResolved: false, title: 'Sensor keeps firing' })
    expect(rows[0]!.description).toMatch(/^Kitchen motion \(MSH-KITCHEN01\) has reported without a pause of more than 2 min for 3 h/)
    expect(rows[0]!.description).not.toContain(kitchen)
  })

  it('goes to high after 6 h, and closes by itself once the sensor pauses', async () => {
    for (let t = firingFrom + 4 * HOUR; t <= firingFrom + 6 * HOUR + 20 * MINUTE; t += 20 * MINUTE) await tick(t)
    expect((await firingRows()).map((a) => [a.severity, a.isResolved])).toEqual([['high', false]])
    await tick(firingTo + 20 * MINUTE)
    const [closed] = await firingRows()
    expect(closed).toMatchObject({ isResolved: true })
    expect(closed!.resolvedBy).toBeNull()
  })
})
