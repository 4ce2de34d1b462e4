// The embedded database has no autovacuum: without maintenance, every minute's rewrite of a home's
// engine state stays on disk for good, and the planner never gets statistics for the event history
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engineState } from '../db/platform-schema'
import { devices, motionEvents } from '../db/schema'
import { saveCircles } from '../modules/monitoring/monitoring.repository'
import { makers } from '../test/make'
import { openPglite, type Database } from './db'
import { maintainEmbeddedDatabase } from './pglite-maintenance'

let database: Database
beforeAll(async () => {
  database = await openPglite()
})
afterAll(async () => database.close())

const sizeOf = async (table: string) =>
  Number(((await database.db.execute(sql`select pg_total_relation_size(${table}::regclass)::bigint as n`)) as unknown as { rows: { n: string }[] }).rows[0]!.n)

describe('the embedded database, watched for a long time', () => {
  it("keeps a home's engine state to the size of a few hours of rewrites, however many days it is saved every minute", async () => {
    const { id } = await makers(database.db).circle()
    await database.db.insert(engineState).values({ userId: id })
    // a busy home's state: ~20 kB that does not compress (the codec packs numbers as float64)
    const state = () => ({ samples: Array.from(randomBytes(2_500), (b) => b / 7) })
    const saveHours = async (hours: number) => {
      for (let minute = 0; minute < hours * 60; minute++) await saveCircles(database.db, [{ clientId: id, state: state(), lastEventId: 0 }], new Date())
    }
    await saveHours(1)
    await maintainEmbeddedDatabase(database.db, { analyze: false })
    const afterOneHour = await sizeOf('engine_state')
    // five more hours, vacuumed every hour as the server does: the dead rows' space is used again
    for (let hour = 0; hour < 5; hour++) {
      await saveHours(1)
      await maintainEmbeddedDatabase(database.db, { analyze: false })
    }
    // without it, each hour adds an hour of states (60 × 20 kB): six hours would be six times the first
    expect(await sizeOf('engine_state')).toBeLessThan(afterOneHour * 1.5)
  }, 60_000)

  it('keeps its write-ahead log near 100 MB, not the 1 GB PostgreSQL keeps by default', async () => {
    const setting = async (name: string) => ((await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0]![name]
    expect(await setting('max_wal_size')).toBe('96MB')
    expect(await setting('min_wal_size')).toBe('32MB')
  })

  it('gives the planner statistics of the event history', async () => {
    const { id } = await makers(database.db).circle()
    const [device] = await database.db.insert(devices).values({ userId: id, name: 'Hall', location: 'Hall', deviceId: 'MSH-MAINT1' }).returning()
    await database.db
      .insert(motionEvents)
      .values(Array.from({ length: 2_000 }, (_, i) => ({ deviceId: device!.id, userId: id, timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)), motionDetected: i % 2 === 0 })))
    const statistics = async () =>
      Number(((await database.db.execute(sql`select count(*)::int as n from pg_stats where tablename = 'motion_events'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n)
    expect(await statistics()).toBe(0)
    await maintainEmbeddedDatabase(database.db, { analyze: true })
    expect(await statistics()).toBeGreaterThan(0)
  })
})
