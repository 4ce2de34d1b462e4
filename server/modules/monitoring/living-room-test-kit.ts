// One home with a living-room motion sensor and days of someone up from 07:00 to 22:00 moving every 10
// minutes, watched through the scheduler and PostgreSQL (outage.int.test.ts, clock-step.int.test.ts).
import { and, eq, inArray } from 'drizzle-orm'
import { alerts, devices, motionEvents } from '../../db/schema'
import type { Database } from '../../lib/db'
import { createLiveBus, type LiveBus } from '../../lib/live-bus'
import { makers } from '../../test/make'
import { freshDatabase } from '../../test/test-db'
import { runTick } from './scheduler'

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
/** the first day of the history, at 00:00 UTC */
export const day0 = Date.UTC(2026, 9, 5)
const log = { error: () => {}, info: () => {}, debug: () => {} }

export interface LivingRoomHome {
  database: Database
  live: LiveBus
  home: string
  living: string
  /** the scheduler's tick at `at` */
  tick: (at: number) => ReturnType<typeof runTick>
  /** the home's inactivity and emergency alerts */
  quietAlerts: () => Promise<(typeof alerts.$inferSelect)[]>
  close: () => Promise<void>
}

/**
 * The home, with days 0 to `days - 1` stored (through `lastDayUntil` on the last, 22:00 unless told);
 * `storedAt` says when each event was stored (all at day 0 unless told: read at the first tick)
 */
export async function livingRoomHome({
  days = 10,
  lastDayUntil = 22 * HOUR,
  storedAt = () => new Date(day0),
}: { days?: number; lastDayUntil?: number; storedAt?: (at: Date, day: number) => Date } = {}): Promise<LivingRoomHome> {
  const database = await freshDatabase()
  const live = await createLiveBus()
  const home = (await makers(database.db).circle()).id
  const [added] = await database.db.insert(devices).values({ userId: home, name: 'Living room', location: 'Living Room', deviceId: 'MSH-LIVING01' }).returning()
  const living = added!.id
  const rows = []
  for (let d = 0; d < days; d++) {
    const end = d === days - 1 ? lastDayUntil : 22 * HOUR
    for (let t = 7 * HOUR; t <= end; t += 10 * MINUTE) {
      const at = new Date(day0 + d * DAY + t)
      rows.push({ deviceId: living, userId: home, timestamp: at, motionDetected: true, createdAt: storedAt(at, d) })
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await database.db.insert(motionEvents).values(rows.slice(i, i + 1000))
  return {
    database,
    live,
    home,
    living,
    tick: (at) => runTick({ db: database.db, live, log, now: () => new Date(at), intervalMs: MINUTE, instanceId: 'a' }),
    quietAlerts: () => database.db.select().from(alerts).where(and(eq(alerts.userId, home), inArray(alerts.type, ['inactivity', 'emergency']))),
    close: async () => {
      await live.close()
      await database.close()
    },
  }
}
