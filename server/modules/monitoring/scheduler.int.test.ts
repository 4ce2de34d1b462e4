import { count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityPatterns, alerts, devices, motionEvents } from '../../db/schema'
import { engineState } from '../../db/platform-schema'
import { connectPostgres, type Database } from '../../lib/db'
import { createLiveBus } from '../../lib/live-bus'
import { makers } from '../../test/make'
import { freshDatabase } from '../../test/test-db'
import { stateOf as decodeStored } from './monitoring.repository'
import { HISTORY_UPLOAD } from './history-upload'
import { runTick } from './scheduler'
import { FORMAT_VERSION } from './state-codec'
import { stateOfRow, storedStateColumns } from './engine-state.repository'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const day0 = Date.UTC(2026, 9, 1)
const silent = { error: () => {}, info: () => {}, debug: () => {} }
const errors: unknown[] = []
const log = { ...silent, error: (o: unknown) => errors.push(o) }

let database: Database & { url?: string }
let second: Database | undefined
let quietHome: string
let brokenHome: string

/** Ten days of someone up from 07:00 to 22:00, moving every 10 minutes, then silence from 10:00 */
async function lifeThenSilence(db: Database['db'], clientId: string) {
  const [living] = await db.insert(devices).values({ userId: clientId, name: 'Living', location: 'Living Room', deviceId: `MSH-${clientId.slice(0, 8).toUpperCase()}` }).returning()
  const rows = []
  for (let d = 0; d < 11; d++) {
    const end = d === 10 ? 10 * HOUR : 22 * HOUR
    for (let t = 7 * HOUR; t <= end; t += 10 * 60_000) {
      rows.push({ deviceId: living!.id, userId: clientId, timestamp: new Date(day0 + d * DAY + t), motionDetected: true, createdAt: new Date(day0) })
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(motionEvents).values(rows.slice(i, i + 1000))
  return living!.id
}

async function storedStateOf(clientId: string) {
  const [row] = await database.db.select(storedStateColumns).from(engineState).where(eq(engineState.userId, clientId))
  return row ? decodeStored(row) : undefined
}

beforeAll(async () => {
  database = await freshDatabase()
  const make = makers(database.db)
  quietHome = (await make.circle()).id
  brokenHome = (await make.circle()).id
  await lifeThenSilence(database.db, quietHome)
  // on PostgreSQL a second connection pool plays a second server process on the same database
  if (database.url) second = await connectPostgres(database.url)
})
afterAll(async () => {
  await second?.close()
  await database.close()
})

describe('the engine scheduler', () => {
  it('raises one inactivity alert for an unusual quiet spell, however many instances tick at once', async () => {
    const live = await createLiveBus()
    const now = () => new Date(day0 + 10 * DAY + 14 * HOUR)
    const tick = (db: Database['db'], instanceId: string) => runTick({ db, live, log, now, intervalMs: 60_000, instanceId })
    const other = second?.db ?? database.db
    const results = await Promise.all([tick(database.db, 'a'), tick(other, 'b'), tick(other, 'c')])
    expect(results.reduce((n, r) => n + r.evaluated, 0)).toBe(2)
    const open = await database.db.select().from(alerts).where(eq(alerts.userId, quietHome))
    expect(open).toHaveLength(1)
    expect(open[0]).toMatchObject({ type: expect.stringMatching(/inactivity|emergency/), isResolved: false })
    expect(open[0]!.description).toMatch(/No movement for/)

    // a minute later: still quiet, still one alert
    const later = () => new Date(day0 + 10 * DAY + 14 * HOUR + 60_000)
    await runTick({ db: database.db, live, log, now: later, intervalMs: 60_000, instanceId: 'a' })
    const [counted] = await database.db.select({ n: count() }).from(alerts).where(eq(alerts.userId, quietHome))
    expect(counted!.n).toBe(1)
  })

  it('closes the alert by itself once movement resumes', async () => {
    const live = await createLiveBus()
    const [living] = await database.db.select().from(devices).where(eq(devices.userId, quietHome))
    await database.db.insert(motionEvents).values({ deviceId: living!.id, userId: quietHome, timestamp: new Date(day0 + 10 * DAY + 14 * HOUR + 90_000), motionDetected: true, createdAt: new Date(day0) })
    const now = () => new Date(day0 + 10 * DAY + 14 * HOUR + 3 * 60_000)
    await runTick({ db: database.db, live, log, now, intervalMs: 60_000, instanceId: 'a' })
    const [alert] = await database.db.select().from(alerts).where(eq(alerts.userId, quietHome))
    expect(alert).toMatchObject({ isResolved: true, resolvedBy: null, metadata: expect.objectContaining({ autoResolved: true }) })
  })

  it('keeps going when one circle fails', async () => {
    // a state the engine cannot use, and one that cannot even be unpacked
    await database.db.update(engineState).set({ packedState: null, state: { version: 1, broken: true } }).where(eq(engineState.userId, brokenHome))
    const damagedHome = (await makers(database.db).circle()).id
    await database.db.insert(engineState).values({ userId: damagedHome, packedState: Uint8Array.from([FORMAT_VERSION, 1, 2, 3]) })
    const live = await createLiveBus()
    const now = () => new Date(day0 + 10 * DAY + 15 * HOUR)
    const result = await runTick({ db: database.db, live, log, now, intervalMs: 60_000, instanceId: 'a' })
    expect(result).toEqual({ evaluated: 1, failed: 2 })
    expect(errors).toHaveLength(2)
    // all three released for the next tick; the damaged state is left as it was, not overwritten
    const rows = await database.db.select().from(engineState).where(inArray(engineState.userId, [quietHome, brokenHome, damagedHome]))
    expect(rows.map((row) => [row.lastEvaluatedAt, row.claimedBy])).toEqual([
      [now(), null],
      [now(), null],
      [now(), null],
    ])
    // node-postgres answers a Buffer, PGlite a Uint8Array
    expect([...(rows.find((row) => row.userId === damagedHome)?.packedState ?? [])]).toEqual([FORMAT_VERSION, 1, 2, 3])
  })

  it('writes the learned routine of each hour that closes to activity_patterns', async () => {
    // the ticks above crossed 14:00 → 15:00 (local = UTC here): the 14:00 slot of that weekday is written
    const rows = await database.db.select().from(activityPatterns).where(eq(activityPatterns.userId, quietHome))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ hour: 14, dayOfWeek: new Date(day0 + 10 * DAY).getUTCDay() })
    expect(rows[0]!.expectedActivity).toBeGreaterThan(0)
  })

  it("starts a new circle's learning from its history, even when the history is still arriving at the first tick", async () => {
    const live = await createLiveBus()
    const arriving = (await makers(database.db).circle()).id
    const [hall] = await database.db.insert(devices).values({ userId: arriving, name: 'Hall', location: 'Hall', deviceId: `MSH-${arriving.slice(0, 8).toUpperCase()}` }).returning()
    const tickAt = day0 + 10 * DAY + 14 * HOUR
    // three weeks of history, stored a moment before the tick (not yet settled)
    const rows = Array.from({ length: 21 }, (_, d) => ({ deviceId: hall!.id, userId: arriving, timestamp: new Date(day0 - 11 * DAY + d * DAY + 9 * HOUR), motionDetected: true, createdAt: new Date(tickAt - 500) }))
    await database.db.insert(motionEvents).values(rows)
    const stateOf = async () => (await storedStateOf(arriving)) as { startedAt: number } | null
    await runTick({ db: database.db, live, log, now: () => new Date(tickAt), intervalMs: 60_000, instanceId: 'a' })
    expect(await stateOf()).toBeFalsy()
    // history, stored as it came: a hub may send more of it, so the engine waits until its calls pause (history-upload.ts)
    await runTick({ db: database.db, live, log, now: () => new Date(tickAt + 60_000), intervalMs: 60_000, instanceId: 'a' })
    expect(await stateOf()).toBeFalsy()
    await runTick({ db: database.db, live, log, now: () => new Date(tickAt + HISTORY_UPLOAD.pauseMs + 1_000), intervalMs: 60_000, instanceId: 'a' })
    expect((await stateOf())?.startedAt).toBe(rows[0]!.timestamp.getTime())
    await live.close()
  })

  it('picks up a state stored as jsonb before migration 0006 and from then on keeps it packed', async () => {
    const live = await createLiveBus()
    const learned = (await storedStateOf(quietHome)) as { clock: number; quiet: { all: { max: number[] } } }
    await database.db.update(engineState).set({ packedState: null, state: learned }).where(eq(engineState.userId, quietHome))
    const at = day0 + 10 * DAY + 16 * HOUR
    await runTick({ db: database.db, live, log, now: () => new Date(at), intervalMs: 60_000, instanceId: 'a' })
    const [row] = await database.db.select().from(engineState).where(eq(engineState.userId, quietHome))
    expect(row!.state).toBeNull()
    const moved = stateOfRow(row!) as typeof learned
    expect(moved.clock).toBe(at)
    expect(moved.quiet.all.max).toEqual(learned.quiet.all.max)
    await live.close()
  })
})
