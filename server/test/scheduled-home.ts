// A home on a fresh database with named sensors, and the live bus the scheduler publishes on: the
// set-up of the tests that run the engine's scheduler over stored events (and of those that store a
// hub's reports for named sensors: mqtt, mqtt-restarts).
import { afterAll, beforeAll } from 'vitest'
import { devices } from '../db/schema'
import type { Database } from '../lib/db'
import { createLiveBus, type LiveBus } from '../lib/live-bus'
import { runTick } from '../modules/monitoring/scheduler'
import { makers } from './make'
import { freshDatabase, useFreshDatabase, type FreshDatabase } from './test-db'

const silent = { error: () => {}, info: () => {}, debug: () => {} }

/** The scheduler's tick at `at` (as instance 'a', its log silent; a minute's ticks apart, each circle is due) */
export function tickAt({ database, live }: { database: Database; live: LiveBus }, at: number) {
  return runTick({ db: database.db, live, log: silent, now: () => new Date(at), intervalMs: 60_000, instanceId: 'a' })
}

export interface TickingDatabase {
  database: Database
  live: LiveBus
  /** tickAt(…, at) */
  tick(at: number): ReturnType<typeof runTick>
}

/** A database and a live bus of the test file's own for its scheduler's ticks, made before its tests and closed after them */
export function useTickingDatabase(): TickingDatabase {
  const t = { database: useFreshDatabase(), tick: (at: number) => tickAt(t, at) } as TickingDatabase
  beforeAll(async () => {
    t.live = await createLiveBus()
  })
  afterAll(async () => t.live?.close())
  return t
}

export interface ScheduledHome {
  database: FreshDatabase
  live: LiveBus
  home: string
  /** each sensor's id by the name it was given */
  sensor: Record<string, string>
  close(): Promise<void>
}

/** scheduledHome() for a test file: there from before its tests (its fields then), closed after them; `tick` as tickAt */
export function useScheduledHome(sensors: Parameters<typeof scheduledHome>[0]): ScheduledHome & Pick<TickingDatabase, 'tick'> {
  const t = { tick: (at: number) => tickAt(t, at) } as ScheduledHome & Pick<TickingDatabase, 'tick'>
  beforeAll(async () => {
    Object.assign(t, await scheduledHome(sensors))
  })
  afterAll(async () => t.close?.())
  return t
}

export async function scheduledHome(sensors: { name: string; location: string; deviceId: string; kind?: (typeof devices.$inferInsert)['kind'] }[]): Promise<ScheduledHome> {
  const database = await freshDatabase()
  const live = await createLiveBus()
  const home = (await makers(database.db).circle()).id
  const added = await database.db
    .insert(devices)
    .values(sensors.map((s) => ({ userId: home, ...s })))
    .returning()
  return {
    database,
    live,
    home,
    sensor: Object.fromEntries(added.map((d) => [d.name, d.id])),
    async close() {
      await live.close()
      await database.close()
    },
  }
}
