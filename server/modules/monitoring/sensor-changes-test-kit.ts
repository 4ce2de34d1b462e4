// The set-up of the tests of a learned home whose sensors the family changes: the demo's resident with
// three weeks of history, then lived on tick by tick through the real scheduler step (evaluateBatch)
// against the real database, the sensors changed through the devices service. A start several tests share
// is built once and each of them given a copy of its database (useSharedStart).
import { eq } from 'drizzle-orm'
import { afterAll } from 'vitest'
import { alerts, motionEvents, users } from '../../db/schema'
import { engineState } from '../../db/platform-schema'
import { DEMO_DEVICES } from '../../demo/seed'
import { generateDemoEvents, type DemoEvent } from '../../demo/routine'
import type { EngineState } from '../../engine/types'
import { createLiveBus } from '../../lib/live-bus'
import { freshDatabase } from '../../test/test-db'
import { scheduledHome, type ScheduledHome } from '../../test/scheduled-home'
import { editDevice, removeDevice } from '../devices/devices.service'
import type { UserRow } from '../users/users.repository'
import { evaluateBatch } from './monitoring.service'
import { stateOfRow } from './engine-state.repository'

export const MIN = 60_000
export const HOUR = 60 * MIN
export const DAY = 24 * HOUR
/** the engine has learned the home by then: 21 days of history before it */
export const LEARNED = Date.UTC(2026, 2, 23, 0)
/** a tick every half hour, the engine told so (a longer gap would be its own outage, not held against a sensor) */
export const STEP = 30 * MIN

export type Key = (typeof DEMO_DEVICES)[number]['key']

export interface Sim {
  t: ScheduledHome
  actor: UserRow
  now: number
  /** every event of the demo's resident from the start of history to the end of the test, by time */
  events: DemoEvent[]
  /** which registered sensors (device ids) see what each demo sensor sees; empty: nobody hears it */
  route: Record<string, string[]>
}

let open: Sim[] = []
/** Closes the homes learnedHome made (each test file's afterEach) */
export async function closeSims() {
  for (const s of open) await s.t.close()
  open = []
}

/** A home with the demo's sensors and 21 days of its resident's life learned, at LEARNED */
export async function learnedHome(seed = 7, days = 14): Promise<Sim> {
  const t = await scheduledHome(DEMO_DEVICES.map((d) => ({ name: d.name, location: d.location, deviceId: d.deviceId, kind: d.kind })))
  const [actor] = await t.database.db.select().from(users).where(eq(users.id, t.home))
  await t.database.db.update(users).set({ timeZone: 'UTC' }).where(eq(users.id, t.home))
  const events = generateDemoEvents({ from: new Date(LEARNED - 21 * DAY), to: new Date(LEARNED + days * DAY), timeZone: 'UTC', seed })
  const route = Object.fromEntries(DEMO_DEVICES.map((d) => [d.key, [t.sensor[d.name]!]]))
  const sim: Sim = { t, actor: actor as UserRow, now: LEARNED, events, route }
  open.push(sim)
  const history = events.filter((e) => e.timestamp.getTime() < LEARNED - MIN)
  await t.database.db.insert(motionEvents).values(
    history.map((e) => ({ deviceId: sim.route[e.sensorKey]![0]!, userId: t.home, timestamp: e.timestamp, motionDetected: e.motionDetected, createdAt: new Date(LEARNED - DAY) })),
  )
  await t.database.db.insert(engineState).values({ userId: t.home })
  await tick(sim, LEARNED)
  return sim
}

/** One scheduler step at `at`, the events up to it stored first as a hub would have sent them */
export async function tick(sim: Sim, at: number) {
  await evaluateBatch({ db: sim.t.database.db, live: sim.t.live }, [sim.t.home], new Date(at), (_, err) => {
    throw err
  }, STEP)
  sim.now = at
}

/** Lives on to `until`, a tick every STEP; events routed to the sensors that hear them */
export async function liveTo(sim: Sim, until: number, each?: (at: number) => Promise<void>) {
  for (let at = sim.now + STEP; at <= until; at += STEP) {
    const from = at - STEP
    const rows = sim.events
      .filter((e) => e.timestamp.getTime() >= from - MIN && e.timestamp.getTime() < at - MIN)
      .flatMap((e) => (sim.route[e.sensorKey] ?? []).map((deviceId) => ({ deviceId, userId: sim.t.home, timestamp: e.timestamp, motionDetected: e.motionDetected, createdAt: e.timestamp })))
    if (rows.length > 0) await sim.t.database.db.insert(motionEvents).values(rows)
    await tick(sim, at)
    if (each) await each(at)
  }
}

/**
 * Lives on as liveTo, but only until `found` holds after a tick: answers that tick's time, or null if it
 * never did by `until` (for a test that reads nothing of the home after the tick it looks for)
 */
export async function liveUntil(sim: Sim, until: number, found: (at: number) => Promise<boolean>): Promise<number | null> {
  for (let at = sim.now + STEP; at <= until; at += STEP) {
    await liveTo(sim, at)
    if (await found(at)) return at
  }
  return null
}

/**
 * A start several of a file's tests share (a learned home, lived on to the same point), built by the first
 * test that asks for it. On PostgreSQL its database is then kept, closed, and each test given a clone of it
 * (CREATE DATABASE … TEMPLATE, about as dear as the fresh database learnedHome makes) with the Sim as the
 * build left it: the same rows, engine state and clock as if that test had built the start itself, through
 * the same code, for a fraction of its ticks (a learned home is ~6,000 rows and a learning tick; a day is
 * 48 ticks). On PGlite every test builds it. The kept database is dropped after the file's tests.
 */
export function useSharedStart<T extends object>(build: () => Promise<Sim & T>): () => Promise<Sim & T> {
  let kept: Promise<{ sim: Sim & T; name: string; drop(): Promise<void> } | Sim & T> | null = null
  afterAll(async () => {
    const k = await kept?.catch(() => null)
    if (k && 'drop' in k) await k.drop()
  })
  return async () => {
    if (kept === null) {
      kept = (async () => {
        const sim = await build()
        if (!sim.t.database.keep) return sim
        open = open.filter((s) => s !== sim)
        await sim.t.live.close()
        return { sim, ...(await sim.t.database.keep()) }
      })()
      const first = await kept
      // PGlite: the first test has the home the build made; the next build it again
      if (!('drop' in first)) return first
    }
    const k = await kept
    if (!('drop' in k)) return build()
    const database = await freshDatabase(k.name)
    const live = await createLiveBus()
    const close = async () => {
      await live.close()
      await database.close()
    }
    const route = Object.fromEntries(Object.entries(k.sim.route).map(([key, ids]) => [key, [...ids]]))
    const sim = { ...k.sim, t: { ...k.sim.t, database, live, close }, route }
    open.push(sim)
    return sim
  }
}

export const idOf = (sim: Sim, key: Key) => sim.t.sensor[DEMO_DEVICES.find((d) => d.key === key)!.name]!

export async function alertsOf(sim: Sim) {
  return sim.t.database.db.select().from(alerts).where(eq(alerts.userId, sim.t.home)).orderBy(alerts.createdAt)
}

export async function stateNow(sim: Sim): Promise<EngineState> {
  const [row] = await sim.t.database.db.select().from(engineState).where(eq(engineState.userId, sim.t.home))
  return stateOfRow(row!) as EngineState
}

export const edit = (sim: Sim, id: string, body: Record<string, unknown>) => editDevice({ db: sim.t.database.db, live: sim.t.live }, sim.actor, sim.t.home, id, body as never, null as never)
export const remove = (sim: Sim, id: string) => removeDevice(sim.t.database.db, sim.actor, sim.t.home, id, null as never)

export const form = (key: Key) => {
  const d = DEMO_DEVICES.find((x) => x.key === key)!
  return { name: d.name, location: d.location, deviceId: d.deviceId }
}
export const byKey = (rows: Awaited<ReturnType<typeof alertsOf>>, key: string) => rows.filter((a) => a.dedupeKey === key)
