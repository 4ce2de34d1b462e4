// The wait for a new home's history (history-upload.ts, decision 0053) at its edges, against the real
// database: an existing home's backlog, a state begun again, an alert raised before the history, the pause
// and the half hour to the millisecond, the demo seeded at night, live reports never held back, and that
// a live home never pays for the check.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { alerts, devices, motionEvents, users } from '../../db/schema'
import { engineState } from '../../db/platform-schema'
import { seedDemo } from '../../demo/seed'
import { evaluate } from '../../engine/engine'
import type { EngineState } from '../../engine/types'
import { captureLog } from '../../test/capture-log'
import { freshDatabase } from '../../test/test-db'
import { HISTORY_UPLOAD } from './history-upload'
import {
  closeHomes,
  countHistoryQueries,
  cursorOf,
  DAY,
  demoSensors,
  type Ev,
  history,
  inThreeCalls,
  landing,
  MINUTE,
  newHome,
  outcome,
  SECOND,
  signUp,
  stateNow,
  thirds,
  tick,
  ticksEveryMinute,
  unsignedHome,
  upload,
} from './history-upload-test-kit'
import { evaluateBatch, homeOf } from './monitoring.service'
import { loadCircle } from './monitoring.repository'
import { stateOfRow } from './engine-state.repository'

afterAll(closeHomes)

describe('the wait, its edges, and what it costs', () => {
  it('an existing home adding a second hub with a week of backlog: the same whether sent in calls or at once (late either way, as 0053 says), nothing raised', async () => {
    const sensors = [...demoSensors, landing]
    // a week of the landing sensor, patterned on the bedroom's
    const backlog: Ev[] = history.filter((e) => e.sensorKey === 'bedroom' && e.timestamp.getTime() >= signUp - 7 * DAY).map((e) => ({ ...e, sensorKey: 'landing' }))
    const outcomes = []
    for (const split of [false, true]) {
      // live for three weeks (stored as they happened), the engine caught up to +12 min
      const t = await newHome(sensors, { signedUpAt: signUp - 22 * DAY })
      await upload(t, history.filter((e) => e.timestamp.getTime() < signUp - 10 * DAY), signUp - 10 * DAY)
      await tick(t, signUp - 10 * DAY)
      await upload(t, history.filter((e) => e.timestamp.getTime() >= signUp - 10 * DAY), signUp + 5 * MINUTE)
      await ticksEveryMinute(t, 6, 12)
      if (split) {
        const parts = thirds(backlog)
        await inThreeCalls(t, parts, signUp + 13 * MINUTE)
      } else {
        await upload(t, backlog, signUp + 13 * MINUTE)
        for (const s of [5, 15, 25]) await tick(t, signUp + 13 * MINUTE + s * SECOND)
      }
      await ticksEveryMinute(t, 14, 20)
      outcomes.push(await outcome(t, signUp + 20 * MINUTE))
    }
    const [once, split] = outcomes
    expect(split!.raised).toEqual(once!.raised)
    expect(split!.raised.filter((a) => !a.isResolved)).toEqual([])
    expect(split!.routine).toEqual(once!.routine)
    expect(split!.daily).toEqual(once!.daily)
  }, 90_000)

  it('a home whose state was reset (null state) catches up over several batches to now, as one evaluation would, raising nothing, and never waits', async () => {
    const now = signUp + 30 * MINUTE
    const t = await unsignedHome()
    // three weeks stored two days ago and live since; the person last seen 25 min ago (reach > 10 min old)
    const events = history.filter((e) => e.timestamp.getTime() < now - 25 * MINUTE)
    await upload(t, events.filter((e) => e.timestamp.getTime() < signUp - 2 * DAY), signUp - 2 * DAY)
    await upload(t, events.filter((e) => e.timestamp.getTime() >= signUp - 2 * DAY), now - 25 * MINUTE)
    await t.database.db.insert(engineState).values({ userId: t.home, state: null })
    const queries = countHistoryQueries(t.database.db)
    const limits = { perCircle: 1_500, perBatch: 6_000 }
    for (let i = 0; i < 8; i++) await tick(t, now, { limits })
    const batches = queries.count
    queries.restore()
    const state = await stateNow(t)
    expect(state.clock).toBe(now)
    const circle = (await loadCircle(t.database.db, t.home))!
    const home = homeOf({ timeZone: 'UTC' }, circle.devices.map((d) => ({ ...d, hubKey: null })), [], new Date(now))
    const byId = new Map(home.devices.map((d) => [d.key, d]))
    const rows = await t.database.db.select().from(motionEvents).where(eq(motionEvents.userId, t.home)).orderBy(motionEvents.id)
    const once = evaluate(null, rows.map((r) => ({ deviceKey: r.deviceId, kind: byId.get(r.deviceId)!.kind, room: byId.get(r.deviceId)!.room, timestamp: r.timestamp, active: r.motionDetected })), new Date(now), home).state
    expect(state.routine).toEqual(once.routine)
    expect(state.daily).toEqual(once.daily)
    expect(await t.database.db.select().from(alerts).where(eq(alerts.userId, t.home))).toEqual([])
    // no event of it was stored lately as history: the check never asked the database
    expect(batches).toBe(0)
  }, 90_000)

  it('a low-battery alert raised before the history arrived stays open through the wait and after, raised once', async () => {
    const t = await unsignedHome()
    await t.database.db.update(devices).set({ batteryLevel: 8 }).where(eq(devices.id, t.sensor.kitchen!))
    await t.database.db.insert(engineState).values({ userId: t.home })
    await tick(t, signUp)
    const battery = () => t.database.db.select({ key: alerts.dedupeKey, isResolved: alerts.isResolved }).from(alerts).where(and(eq(alerts.userId, t.home), eq(alerts.dedupeKey, `battery:${t.sensor.kitchen}`)))
    const before = await battery()
    expect(before).toEqual([{ key: `battery:${t.sensor.kitchen}`, isResolved: false }])
    const parts = thirds(history)
    for (let i = 0; i < 3; i++) {
      await upload(t, parts[i]!, signUp + 5 * MINUTE + i * 10 * SECOND)
      await tick(t, signUp + 5 * MINUTE + i * 10 * SECOND + 5 * SECOND)
      expect((await stateNow(t)).open[`battery:${t.sensor.kitchen}`]).toBeDefined()
    }
    await ticksEveryMinute(t, 6, 12)
    expect(await battery()).toEqual(before)
    expect((await stateNow(t)).open[`battery:${t.sensor.kitchen}`]).toBeDefined()
    const all = await t.database.db.select({ key: alerts.dedupeKey }).from(alerts).where(eq(alerts.userId, t.home))
    expect(all.map((a) => a.key)).toEqual([`battery:${t.sensor.kitchen}`])
  }, 60_000)

  it('the wait ends at its edges: a pause of exactly 2 min is still waited for, 2 min + 1 ms is not', async () => {
    const t = await newHome()
    const stored = signUp + 5 * MINUTE
    await upload(t, history.filter((e) => e.timestamp.getTime() < signUp - 10 * DAY), stored)
    await tick(t, stored + HISTORY_UPLOAD.pauseMs)
    expect(await cursorOf(t)).toBe(0)
    await tick(t, stored + HISTORY_UPLOAD.pauseMs + 1)
    // judged now on history that ended ten days ago: what it raises then is right for that data
    expect((await stateNow(t)).clock).toBe(stored + HISTORY_UPLOAD.pauseMs + 1)
  }, 60_000)

  it('the 30-minute bound: calls a minute apart are waited for up to 30 min after the first was stored, judged just after', async () => {
    const t = await newHome()
    const start = signUp + 5 * MINUTE
    // 31 calls of old history, a minute apart, in time order
    const old = history.filter((e) => e.timestamp.getTime() < signUp - 2 * DAY)
    const per = Math.ceil(old.length / 32)
    let judgedAt: number | null = null
    for (let m = 0; m <= 31 && judgedAt === null; m++) {
      await upload(t, old.slice(m * per, (m + 1) * per), start + m * MINUTE)
      const at = m === 30 ? start + HISTORY_UPLOAD.maxMs : m === 31 ? start + HISTORY_UPLOAD.maxMs + 1 : start + m * MINUTE + 30 * SECOND
      await tick(t, at)
      if ((await stateNow(t)).clock === at) judgedAt = at
      // nothing said while waiting (judged, its history ending two days ago, it may rightly say something)
      else expect(await t.database.db.select().from(alerts).where(eq(alerts.userId, t.home))).toEqual([])
    }
    expect(judgedAt).toBe(start + HISTORY_UPLOAD.maxMs + 1)
  }, 90_000)

  it('the demo seeded at 03:00 (its resident asleep, the newest event hours old) is judged at once, raising nothing: its history was stored as it happened', async () => {
    const database = await freshDatabase()
    try {
      const seededAt = new Date('2026-03-10T03:00:00Z')
      await seedDemo(database.db, { log: captureLog().log, url: 'http://localhost:3000', now: seededAt })
      // stored as they happened (seed.ts), as a hub live all along would have: no history still arriving
      const [stored] = (await database.db.execute(sql`select count(*)::int as n from motion_events where created_at <> timestamp`) as unknown as { rows: { n: number }[] }).rows
      expect(stored!.n).toBe(0)
      const [client] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@hearthwatch.local'))
      const [newest] = (await database.db.execute(sql`select max(timestamp) as t from motion_events`) as unknown as { rows: { t: string | Date }[] }).rows
      const newestAt = new Date(newest!.t).getTime()
      await database.db.insert(engineState).values({ userId: client!.id })
      const live = (await import('../../lib/live-bus')).createLiveBus
      const bus = await live()
      const clocks: (number | null)[] = []
      for (const s of [30, 90, 119, 150]) {
        const at = seededAt.getTime() + s * SECOND
        await evaluateBatch({ db: database.db, live: bus }, [client!.id], new Date(at), (_, err) => { throw err }, 60_000)
        const [row] = await database.db.select().from(engineState).where(eq(engineState.userId, client!.id))
        clocks.push((stateOfRow(row!) as EngineState | null)?.clock ?? null)
      }
      await bus.close()
      expect(newestAt).toBeLessThan(seededAt.getTime() - 10 * MINUTE)
      // judged from the first tick: a new user who opens the demo at once sees its home, not 'Receiving the hub's history'
      expect(clocks).toEqual([30, 90, 119, 150].map((s) => seededAt.getTime() + s * SECOND))
      expect(await database.db.select().from(alerts).where(eq(alerts.userId, client!.id))).toEqual([])
    } finally {
      await database.close()
    }
  }, 120_000)

  it('MQTT-like live reports for a new home (gaps over 10 min between them) are never held back, and never run the upload query', async () => {
    const t = await newHome()
    const queries = countHistoryQueries(t.database.db)
    const reportsAt = new Set([5, 6, 22, 23, 40])
    for (let m = 5; m <= 45; m++) {
      if (reportsAt.has(m)) await upload(t, [{ sensorKey: 'living-room', timestamp: new Date(signUp + m * MINUTE), motionDetected: true }], signUp + m * MINUTE)
      await tick(t, signUp + m * MINUTE + 30 * SECOND)
      expect((await stateNow(t)).clock).toBe(signUp + m * MINUTE + 30 * SECOND)
    }
    expect(queries.count).toBe(0)
    queries.restore()
  }, 60_000)

  it('cost: a live home never runs the upload query, moving, asleep, after the scheduler stopped for a while, or on a long interval', async () => {
    const t = await newHome()
    await upload(t, history, signUp + 5 * MINUTE)
    await ticksEveryMinute(t, 6, 12)
    const queries = countHistoryQueries(t.database.db)
    // moving: a report a minute
    for (let m = 13; m <= 20; m++) {
      await upload(t, [{ sensorKey: 'kitchen', timestamp: new Date(signUp + m * MINUTE), motionDetected: true }], signUp + m * MINUTE)
      await tick(t, signUp + m * MINUTE + 30 * SECOND)
    }
    // asleep: nothing for an hour
    for (let m = 21; m <= 80; m++) await tick(t, signUp + m * MINUTE + 30 * SECOND)
    expect(queries.count).toBe(0)
    // the scheduler stopped for 15 min (a restart, a power cut); then ENGINE_INTERVAL_MS of 15 min (a
    // self-hoster saving a Pi's CPU): the first version asked the database for every home on every such tick
    await tick(t, signUp + 95 * MINUTE)
    await tick(t, signUp + 96 * MINUTE)
    for (let i = 1; i <= 4; i++) await tick(t, signUp + 96 * MINUTE + i * 15 * MINUTE, { intervalMs: 15 * MINUTE })
    expect(queries.count).toBe(0)
    queries.restore()
    // and the counter does see the query, where a new home's history arrives (else the zeros above prove nothing)
    const fresh = await newHome()
    const counted = countHistoryQueries(fresh.database.db)
    await upload(fresh, history.slice(0, 500), signUp + 5 * MINUTE)
    await tick(fresh, signUp + 5 * MINUTE + 10 * SECOND)
    expect(counted.count).toBeGreaterThan(0)
    counted.restore()
  }, 90_000)
})
