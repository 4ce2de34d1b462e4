// While the demo is on, its home goes on living: the simulated day's events keep arriving, so Margaret
// does not fall silent (and raise 'No movement') an hour after the server started.
import { gt, max } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { motionEvents } from '../db/schema'
import type { Database } from '../lib/db'
import { captureLog, LEVEL } from '../test/capture-log'
import { freshDatabase } from '../test/test-db'
import { startDemoLife } from './live-demo'
import { seedDemo } from './seed'

// 10:00 in London: the resident is up and about all morning
const STARTED = new Date('2026-03-10T10:00:00Z')
const LATER = new Date(STARTED.getTime() + 90 * 60_000)

let database: Database
beforeAll(async () => {
  database = await freshDatabase()
  await seedDemo(database.db, { log: captureLog().log, url: 'http://localhost:3000', now: STARTED })
}, 120_000)
afterAll(() => database?.close())

const newest = async () => (await database.db.select({ at: max(motionEvents.timestamp) }).from(motionEvents))[0]!.at

describe('the running demo', () => {
  it('adds the simulated events up to now, quietly, and stops when asked', async () => {
    expect((await newest())!.getTime()).toBeLessThanOrEqual(STARTED.getTime())
    const { log, lines } = captureLog()
    const life = startDemoLife({ db: database.db, log, intervalMs: 20, now: () => LATER })
    for (let i = 0; i < 100 && (await newest())!.getTime() <= STARTED.getTime(); i++) await new Promise((r) => setTimeout(r, 50))
    await life.stop()
    const added = await database.db.select().from(motionEvents).where(gt(motionEvents.timestamp, STARTED))
    expect(added.length).toBeGreaterThan(0)
    expect(added.every((e) => e.timestamp.getTime() <= LATER.getTime())).toBe(true)
    // the same minute again adds nothing: each day's simulation is seeded, and only what is newer is added
    const count = added.length
    const again = startDemoLife({ db: database.db, log, intervalMs: 20, now: () => LATER })
    await new Promise((r) => setTimeout(r, 200))
    await again.stop()
    expect(await database.db.select().from(motionEvents).where(gt(motionEvents.timestamp, STARTED))).toHaveLength(count)
    expect(lines.filter((l) => l.level >= LEVEL.info)).toEqual([])
  })
})
