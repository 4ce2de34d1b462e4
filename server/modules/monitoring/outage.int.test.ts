// A power cut where Hearthwatch runs: the scheduler stops, the sensors' events of those hours are
// lost, and when it starts again the person has been up and about all along. Through the scheduler
// and PostgreSQL: no 'No movement for 2 h' at start-up, and the quiet is judged from what was watched.
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alerts, devices, motionEvents } from '../../db/schema'
import type { Database } from '../../lib/db'
import { createLiveBus, type LiveBus } from '../../lib/live-bus'
import { makers } from '../../test/make'
import { freshDatabase } from '../../test/test-db'
import { runTick } from './scheduler'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const day0 = Date.UTC(2026, 9, 5)
const log = { error: () => {}, info: () => {}, debug: () => {} }

let database: Database
let live: LiveBus
let home: string
let living: string

/** Someone up from 07:00 to 22:00 moving every 10 minutes, on days 0-9 and on day 10 until 09:00 */
async function storeHistory() {
  const rows = []
  for (let d = 0; d <= 10; d++) {
    const end = d === 10 ? 9 * HOUR : 22 * HOUR
    for (let t = 7 * HOUR; t <= end; t += 10 * MINUTE) {
      // day 10's events are stored as they happen, so each tick reads only those before it
      const at = new Date(day0 + d * DAY + t)
      rows.push({ deviceId: living, userId: home, timestamp: at, motionDetected: true, createdAt: d === 10 ? at : new Date(day0) })
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await database.db.insert(motionEvents).values(rows.slice(i, i + 1000))
}

const tick = (at: number) => runTick({ db: database.db, live, log, now: () => new Date(at), intervalMs: MINUTE, instanceId: 'a' })
const quietAlerts = () => database.db.select().from(alerts).where(and(eq(alerts.userId, home), inArray(alerts.type, ['inactivity', 'emergency'])))

beforeAll(async () => {
  database = await freshDatabase()
  live = await createLiveBus()
  home = (await makers(database.db).circle()).id
  const [added] = await database.db.insert(devices).values({ userId: home, name: 'Living room', location: 'Living Room', deviceId: 'MSH-LIVING01' }).returning()
  living = added!.id
  await storeHistory()
})
afterAll(async () => {
  await live.close()
  await database.close()
})

describe('after a power cut where Hearthwatch runs', () => {
  it('raises no quiet alert when it starts again, though nothing was heard for two and a half hours', async () => {
    // watching every minute until the power goes at 09:05 (the last event was at 09:00)
    for (let t = day0 + 10 * DAY + 8 * HOUR; t <= day0 + 10 * DAY + 9 * HOUR + 5 * MINUTE; t += MINUTE) await tick(t)
    expect(await quietAlerts()).toEqual([])
    // back at 11:35: the events of 09:05-11:35 were never stored
    await tick(day0 + 10 * DAY + 11 * HOUR + 35 * MINUTE)
    expect(await quietAlerts()).toEqual([])
  })

  it('raises it once the minutes it watched pass the limit, saying how much was not counted', async () => {
    let raisedAt: number | null = null
    for (let t = day0 + 10 * DAY + 11 * HOUR + 36 * MINUTE; t <= day0 + 10 * DAY + 13 * HOUR && raisedAt === null; t += MINUTE) {
      await tick(t)
      if ((await quietAlerts()).length > 0) raisedAt = t
    }
    const [alert] = await quietAlerts()
    expect(alert).toBeDefined()
    const limit = Number((alert!.metadata as Record<string, unknown>).limitMinutes)
    // 5 minutes watched before the cut (09:00-09:05), the rest after 11:35
    expect((raisedAt! - (day0 + 10 * DAY + 11 * HOUR + 35 * MINUTE)) / MINUTE + 5).toBeGreaterThan(limit)
    expect(alert!.description).toMatch(/^No movement for \d+ h \d+ min at home \(last in the living room\) — .*2 h 30 min of it passed while Hearthwatch could not hear the home, and is not counted/)
  })
})
