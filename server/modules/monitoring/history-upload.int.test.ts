// A new home's hub sends the history it has kept in several calls, and the scheduler's ticks fall
// between them. Before history-upload.ts, the first call's days were evaluated to now: 'Unusual
// inactivity' was raised on a home being set up, and what the engine learned differed from the same
// history sent at once. A hub whose clock runs late must not keep its new home unwatched.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alerts, motionEvents } from '../../db/schema'
import { engineState } from '../../db/platform-schema'
import { DEMO_DEVICES } from '../../demo/seed'
import { generateDemoEvents, type DemoEvent } from '../../demo/routine'
import type { EngineState } from '../../engine/types'
import { scheduledHome, type ScheduledHome } from '../../test/scheduled-home'
import { HISTORY_UPLOAD } from './history-upload'
import { evaluateBatch } from './monitoring.service'
import { stateOf } from './monitoring.repository'

const DAY = 86_400_000
const MINUTE = 60_000
const SECOND = 1000
const signUp = Date.UTC(2026, 2, 20, 12)
const sensors = DEMO_DEVICES.map((d) => ({ name: d.key, location: d.location, deviceId: d.deviceId, kind: d.kind }))
// three weeks of the demo's resident, up to five minutes before the hub is fitted
const history = generateDemoEvents({ from: new Date(signUp - 21 * DAY), to: new Date(signUp + 5 * MINUTE), timeZone: 'UTC', seed: 11 })

const homes: ScheduledHome[] = []
async function newHome() {
  const t = await scheduledHome(sensors)
  homes.push(t)
  // signed up: the engine has looked at it before anything reported
  await t.database.db.insert(engineState).values({ userId: t.home })
  await tick(t, signUp)
  return t
}
afterAll(async () => {
  for (const t of homes) await t.close()
})

const tick = (t: ScheduledHome, at: number, historyPauseMs?: number) =>
  evaluateBatch({ db: t.database.db, live: t.live, historyPauseMs }, [t.home], new Date(at), (_, err) => { throw err }, 60_000)

/** A hub's call: the events stored at `storedAt` */
const upload = (t: ScheduledHome, part: DemoEvent[], storedAt: number) =>
  t.database.db.insert(motionEvents).values(
    part.map((e) => ({ deviceId: t.sensor[e.sensorKey]!, userId: t.home, timestamp: e.timestamp, motionDetected: e.motionDetected, createdAt: new Date(storedAt) })),
  )

/** The home's state with its sensors named as in the demo (each home's sensors have their own ids) and what it raised */
async function outcome(t: ScheduledHome) {
  const [row] = await t.database.db.select().from(engineState).where(eq(engineState.userId, t.home))
  let json = JSON.stringify(stateOf({ packed: row!.packedState, legacy: row!.state }))
  for (const [name, id] of Object.entries(t.sensor)) json = json.replaceAll(id, name)
  const raised = await t.database.db.select({ type: alerts.type, title: alerts.title }).from(alerts).where(eq(alerts.userId, t.home))
  return { state: JSON.parse(json) as EngineState, raised, cursor: Number(row!.lastEventId) }
}

let together: Awaited<ReturnType<typeof outcome>>
beforeAll(async () => {
  const t = await newHome()
  await upload(t, history, signUp + 5 * MINUTE)
  for (let m = 6; m <= 12; m++) await tick(t, signUp + m * MINUTE)
  together = await outcome(t)
}, 60_000)

describe("a new home's history sent in several calls", () => {
  it('is learned as the same history sent at once, and raises nothing about the days it covers', async () => {
    expect(together.raised).toEqual([])
    expect(together.state.clock).toBe(signUp + 12 * MINUTE)
    const t = await newHome()
    // three calls ten seconds apart, a tick after each; then the home goes live
    const third = Math.ceil(history.length / 3)
    for (let i = 0; i < 3; i++) {
      await upload(t, history.slice(i * third, (i + 1) * third), signUp + 5 * MINUTE + i * 10 * SECOND)
      await tick(t, signUp + 5 * MINUTE + i * 10 * SECOND + 5 * SECOND)
      // waiting for the rest: nothing read yet, nothing raised
      if (i < 2) expect(await outcome(t)).toMatchObject({ cursor: 0, raised: [] })
    }
    for (let m = 6; m <= 12; m++) await tick(t, signUp + m * MINUTE)
    const split = await outcome(t)
    expect(split.raised).toEqual([])
    expect(split.state.clock).toBe(signUp + 12 * MINUTE)
    expect(split.state.routine).toEqual(together.state.routine)
    expect(split.state.daily).toEqual(together.state.daily)
    // each sensor's use and gaps (not when a tick first saw it: the first event's time, or a tick's)
    const use = (state: EngineState) => Object.fromEntries(Object.entries(state.devices).map(([name, { addedAt: _, ...d }]) => [name, d]))
    expect(use(split.state)).toEqual(use(together.state))
  }, 60_000)

  it('is waited for through a pause shorter than two minutes between calls, and no longer', async () => {
    const t = await newHome()
    const firstHalf = history.filter((e) => e.timestamp.getTime() < signUp - 10 * DAY)
    await upload(t, firstHalf, signUp + 5 * MINUTE)
    // ticks during the pause: the engine waits for the rest, its cursor where it was
    for (const s of [10, 70, 110]) await tick(t, signUp + 5 * MINUTE + s * SECOND)
    expect((await outcome(t)).cursor).toBe(0)
    // more than two minutes without a call: the home is judged now, on what it has
    await tick(t, signUp + 5 * MINUTE + HISTORY_UPLOAD.pauseMs + SECOND)
    expect((await outcome(t)).state.clock).toBe(signUp + 5 * MINUTE + HISTORY_UPLOAD.pauseMs + SECOND)
  }, 60_000)

  it('is not waited for when the server is told to wait for no pause (HUB_HISTORY_PAUSE_MS=0)', async () => {
    const t = await newHome()
    await upload(t, history.filter((e) => e.timestamp.getTime() < signUp - 10 * DAY), signUp + 5 * MINUTE)
    await tick(t, signUp + 5 * MINUTE + 10 * SECOND, 0)
    expect((await outcome(t)).state.clock).toBe(signUp + 5 * MINUTE + 10 * SECOND)
  }, 60_000)

  it("ends within half an hour for a hub whose clock runs late, whose live events all look like history", async () => {
    const t = await newHome()
    const late = 20 * MINUTE
    const start = signUp + 5 * MINUTE
    // a call every minute, each carrying the last minute's events stamped twenty minutes early
    let judgedAt: number | null = null
    for (let m = 0; m <= 40 && judgedAt === null; m++) {
      const at = start + m * MINUTE
      const part = history.filter((e) => e.timestamp.getTime() >= signUp - 2 * DAY + (m - 1) * MINUTE && e.timestamp.getTime() < signUp - 2 * DAY + m * MINUTE)
      await upload(t, [...part, { sensorKey: 'kitchen', timestamp: new Date(at - late), motionDetected: true } as DemoEvent], at)
      await tick(t, at + 30 * SECOND)
      if ((await outcome(t)).state.clock === at + 30 * SECOND) judgedAt = at + 30 * SECOND
    }
    expect(judgedAt).not.toBeNull()
    expect(judgedAt! - start).toBeLessThanOrEqual(HISTORY_UPLOAD.maxMs + MINUTE)
    expect(judgedAt! - start).toBeGreaterThanOrEqual(HISTORY_UPLOAD.maxMs - MINUTE)
  }, 60_000)
})
