// A home on a fresh database with named sensors, and the live bus the scheduler publishes on: the
// set-up of the tests that run the engine's scheduler over stored events.
import { devices } from '../db/schema'
import type { Database } from '../lib/db'
import { createLiveBus, type LiveBus } from '../lib/live-bus'
import { makers } from './make'
import { freshDatabase } from './test-db'

export interface ScheduledHome {
  database: Database
  live: LiveBus
  home: string
  /** each sensor's id by the name it was given */
  sensor: Record<string, string>
  close(): Promise<void>
}

export async function scheduledHome(sensors: { name: string; location: string; deviceId: string }[]): Promise<ScheduledHome> {
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
