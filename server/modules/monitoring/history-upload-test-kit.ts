// The set-up shared by the tests of a new home's history (history-upload.ts): homes signed up on a fresh
// database, the demo's resident's three weeks, a hub's calls, the scheduler's ticks, and what the engine
// learned, with each home's sensors named alike so that two homes can be compared.
import { eq } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { beforeAll, expect, vi } from 'vitest'
import { alerts, motionEvents } from '../../db/schema'
import { engineState } from '../../db/platform-schema'
import { DEMO_DEVICES } from '../../demo/seed'
import { generateDemoEvents } from '../../demo/routine'
import { engineStatus } from '../../engine/engine'
import type { EngineState } from '../../engine/types'
import type { Db } from '../../lib/db'
import { scheduledHome, type ScheduledHome } from '../../test/scheduled-home'
import { evaluateBatch } from './monitoring.service'
import { stateOfRow } from './engine-state.repository'

export const DAY = 86_400_000
export const MINUTE = 60_000
export const SECOND = 1000
export const signUp = Date.UTC(2026, 2, 20, 12)
export const demoSensors = DEMO_DEVICES.map((d) => ({ name: d.key as string, location: d.location, deviceId: d.deviceId, kind: d.kind }))
// a seventh sensor, on a second hub
export const landing = { name: 'landing', location: 'Landing', deviceId: 'MSH-LANDING1', kind: 'motion' as const }
// three weeks of the demo's resident, up to five minutes after sign-up (the hub is fitted then)
export const history = generateDemoEvents({ from: new Date(signUp - 21 * DAY), to: new Date(signUp + 5 * MINUTE), timeZone: 'UTC', seed: 11 })
export type Ev = { sensorKey: string; timestamp: Date; motionDetected: boolean }

const homes: ScheduledHome[] = []
/** A home made here or by the test, closed with the others by closeHomes */
export async function unsignedHome(sensors: typeof demoSensors = demoSensors) {
  const t = await scheduledHome(sensors)
  homes.push(t)
  return t
}

/** Closes every home made here (each test file's afterAll) */
export async function closeHomes() {
  for (const t of homes.splice(0)) await t.close()
}

/** A home signed up at `signedUpAt`: the engine has looked at it before anything reported */
export async function newHome(sensors: typeof demoSensors = demoSensors, { signedUpAt = signUp } = {}) {
  const t = await unsignedHome(sensors)
  await t.database.db.insert(engineState).values({ userId: t.home })
  await tick(t, signedUpAt)
  return t
}

export const tick = (t: ScheduledHome, at: number, opts: { historyPauseMs?: number; intervalMs?: number; limits?: { perCircle: number; perBatch: number } } = {}) =>
  evaluateBatch({ db: t.database.db, live: t.live, historyPauseMs: opts.historyPauseMs }, [t.home], new Date(at), (_, err) => { throw err }, opts.intervalMs ?? 60_000, opts.limits)

export const ticksEveryMinute = async (t: ScheduledHome, fromMin: number, toMin: number) => {
  for (let m = fromMin; m <= toMin; m++) await tick(t, signUp + m * MINUTE)
}

/** A hub's call: these events stored at `storedAt` */
export const upload = (t: ScheduledHome, part: readonly Ev[], storedAt: number) =>
  part.length === 0
    ? Promise.resolve()
    : t.database.db.insert(motionEvents).values(
        part.map((e) => ({ deviceId: t.sensor[e.sensorKey]!, userId: t.home, timestamp: e.timestamp, motionDetected: e.motionDetected, createdAt: new Date(storedAt) })),
      )

/** Three calls ten seconds apart from `from`, a tick five seconds after each */
export async function inThreeCalls(t: ScheduledHome, parts: readonly (readonly Ev[])[], from = signUp + 5 * MINUTE) {
  for (let i = 0; i < 3; i++) {
    await upload(t, parts[i]!, from + i * 10 * SECOND)
    await tick(t, from + i * 10 * SECOND + 5 * SECOND)
  }
}

export async function cursorOf(t: ScheduledHome) {
  const [row] = await t.database.db.select({ cursor: engineState.lastEventId }).from(engineState).where(eq(engineState.userId, t.home))
  return Number(row!.cursor)
}

export async function stateNow(t: ScheduledHome) {
  const [row] = await t.database.db.select().from(engineState).where(eq(engineState.userId, t.home))
  return stateOfRow(row!) as EngineState
}

/** What the engine learned, with the sensors named (ids differ per home), what it raised, and its learning status */
export async function outcome(t: ScheduledHome, at: number) {
  const state = await stateNow(t)
  let json = JSON.stringify(state)
  for (const [name, id] of Object.entries(t.sensor)) json = json.replaceAll(id, name)
  const named = JSON.parse(json) as EngineState
  const raised = await t.database.db.select({ type: alerts.type, title: alerts.title, isResolved: alerts.isResolved }).from(alerts).where(eq(alerts.userId, t.home))
  const status = engineStatus(named, at)
  const use = Object.fromEntries(Object.entries(named.devices).map(([name, { addedAt: _, ...d }]) => [name, d]))
  return { state: named, raised, routine: named.routine, daily: named.daily, use, learning: { isLearning: status.isLearning, learningDay: status.learningDay } }
}

/**
 * The baseline the files hold a history sent in parts to: the whole of it stored in one call at +5 min,
 * then a tick a minute to +12 min. Learned before the file's tests (the object is filled in then).
 */
export function useHistorySentAtOnce() {
  const together = {} as Awaited<ReturnType<typeof outcome>>
  beforeAll(async () => {
    const t = await newHome()
    await upload(t, history, signUp + 5 * MINUTE)
    await ticksEveryMinute(t, 6, 12)
    Object.assign(together, await outcome(t, signUp + 12 * MINUTE))
  }, 60_000)
  return together
}

/** The same alerts raised, the same days and the same routine learned */
export function expectLearnedAlike(split: Awaited<ReturnType<typeof outcome>>, baseline: Awaited<ReturnType<typeof outcome>>) {
  expect(split.raised).toEqual(baseline.raised)
  expect(split.daily).toEqual(baseline.daily)
  expect(split.routine).toEqual(baseline.routine)
}

export const thirds = <T>(list: readonly T[]) => {
  const n = Math.ceil(list.length / 3)
  return [list.slice(0, n), list.slice(n, 2 * n), list.slice(2 * n)]
}


/** Counts the history-upload query (history-upload.ts) among a database's statements */
export function countHistoryQueries(db: Db) {
  const dialect = new PgDialect()
  let count = 0
  const original = db.execute.bind(db)
  const spy = vi.spyOn(db, 'execute').mockImplementation(((query: Parameters<typeof db.execute>[0]) => {
    try {
      if (dialect.sqlToQuery(query as never).sql.includes('select created_at from')) count++
    } catch {
      /* a raw string: not ours */
    }
    return original(query)
  }) as typeof db.execute)
  return { get count() { return count }, reset() { count = 0 }, restore: () => spy.mockRestore() }
}

