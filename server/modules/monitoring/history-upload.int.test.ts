// A new home's hub sends the history it has kept in several calls, and the scheduler's ticks fall
// between them. Before history-upload.ts, the first call's days were evaluated to now: 'Unusual
// inactivity' was raised on a home being set up, and what the engine learned differed from the same
// history sent at once. A hub whose clock runs late must not keep its new home unwatched. (The ways
// hubs send it: history-upload-cases; the edges of the wait: history-upload-edges.)
import { afterAll, describe, expect, it } from 'vitest'
import { HISTORY_UPLOAD } from './history-upload'
import {
  closeHomes,
  cursorOf,
  DAY,
  expectLearnedAlike,
  history,
  MINUTE,
  newHome,
  outcome,
  SECOND,
  signUp,
  stateNow,
  thirds,
  tick,
  ticksEveryMinute,
  upload,
  useHistorySentAtOnce,
} from './history-upload-test-kit'

afterAll(closeHomes)

const together = useHistorySentAtOnce()

describe("a new home's history sent in several calls", () => {
  it('is learned as the same history sent at once, and raises nothing about the days it covers', async () => {
    expect(together.raised).toEqual([])
    expect(together.state.clock).toBe(signUp + 12 * MINUTE)
    const t = await newHome()
    // three calls ten seconds apart, a tick after each; then the home goes live
    const parts = thirds(history)
    for (let i = 0; i < 3; i++) {
      await upload(t, parts[i]!, signUp + 5 * MINUTE + i * 10 * SECOND)
      await tick(t, signUp + 5 * MINUTE + i * 10 * SECOND + 5 * SECOND)
      // waiting for the rest: nothing read yet, nothing raised
      if (i < 2) {
        expect(await cursorOf(t)).toBe(0)
        expect((await outcome(t, signUp)).raised).toEqual([])
      }
    }
    await ticksEveryMinute(t, 6, 12)
    const split = await outcome(t, signUp + 12 * MINUTE)
    expect(split.state.clock).toBe(signUp + 12 * MINUTE)
    expectLearnedAlike(split, together)
    // each sensor's use and gaps (not when a tick first saw it: the first event's time, or a tick's)
    expect(split.use).toEqual(together.use)
  }, 60_000)

  it('is waited for through a pause shorter than two minutes between calls, and no longer', async () => {
    const t = await newHome()
    await upload(t, history.filter((e) => e.timestamp.getTime() < signUp - 10 * DAY), signUp + 5 * MINUTE)
    // ticks during the pause: the engine waits for the rest, its cursor where it was
    for (const s of [10, 70, 110]) await tick(t, signUp + 5 * MINUTE + s * SECOND)
    expect(await cursorOf(t)).toBe(0)
    // more than two minutes without a call: the home is judged now, on what it has
    await tick(t, signUp + 5 * MINUTE + HISTORY_UPLOAD.pauseMs + SECOND)
    expect((await stateNow(t)).clock).toBe(signUp + 5 * MINUTE + HISTORY_UPLOAD.pauseMs + SECOND)
  }, 60_000)

  it('is not waited for when the server is told to wait for no pause (HUB_HISTORY_PAUSE_MS=0)', async () => {
    const t = await newHome()
    await upload(t, history.filter((e) => e.timestamp.getTime() < signUp - 10 * DAY), signUp + 5 * MINUTE)
    await tick(t, signUp + 5 * MINUTE + 10 * SECOND, { historyPauseMs: 0 })
    expect((await stateNow(t)).clock).toBe(signUp + 5 * MINUTE + 10 * SECOND)
  }, 60_000)

  it('ends within half an hour for a hub whose clock runs late, whose live events all look like history', async () => {
    const t = await newHome()
    const late = 20 * MINUTE
    const start = signUp + 5 * MINUTE
    // a call every minute, each carrying the last minute's events and a kitchen report stamped twenty minutes early
    let judgedAt: number | null = null
    for (let m = 0; m <= 40 && judgedAt === null; m++) {
      const at = start + m * MINUTE
      const part = history.filter((e) => e.timestamp.getTime() >= signUp - 2 * DAY + (m - 1) * MINUTE && e.timestamp.getTime() < signUp - 2 * DAY + m * MINUTE)
      await upload(t, [...part, { sensorKey: 'kitchen', timestamp: new Date(at - late), motionDetected: true }], at)
      await tick(t, at + 30 * SECOND)
      if ((await stateNow(t)).clock === at + 30 * SECOND) judgedAt = at + 30 * SECOND
    }
    expect(judgedAt).not.toBeNull()
    expect(judgedAt! - start).toBeLessThanOrEqual(HISTORY_UPLOAD.maxMs + MINUTE)
    expect(judgedAt! - start).toBeGreaterThanOrEqual(HISTORY_UPLOAD.maxMs - MINUTE)
  }, 60_000)
})
