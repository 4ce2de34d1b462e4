// A front door that bangs every few minutes with pauses of more than 2 min forms no unbroken run
// (door-chatter.test.ts): each bang was a passage, and a person who stopped moving beside it was 'at the
// door' or 'out' for as long as it banged, so no quiet alert ever came.
import { describe, expect, it } from 'vitest'
import { DOOR_BANG_RULES, isDoorBanging } from './door-bangs'
import { MINUTE_MS } from './local-time'
import { HOME, local, routine } from './offline-test-kit'
import { newPresence } from './presence'
import { quietAlerts, replay } from './test-replay'
import type { EngineEvent } from './types'

const DAYS = 8
const HOUR = 60 * MINUTE_MS
const door = (at: number, active: boolean): EngineEvent => ({ deviceKey: 'front-door', kind: 'door', room: 'entrance', timestamp: new Date(at), active })
const hall = (at: number): EngineEvent => ({ deviceKey: 'hall-pir', kind: 'motion', room: 'hall', timestamp: new Date(at), active: true })
/** The front door opened and closed 5 s later, again every `fromMinutes` to `toMinutes` (a seeded draw), from `from` to `to` */
function banging(from: number, to: number, fromMinutes = 3, toMinutes = 10): EngineEvent[] {
  const events: EngineEvent[] = []
  let seed = 7
  for (let t = from; t < to; ) {
    events.push(door(t, true), door(t + 5000, false))
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    t += (fromMinutes + (toMinutes - fromMinutes) * (seed / 2 ** 31)) * MINUTE_MS
  }
  return events
}
const sorted = (events: EngineEvent[]) => events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())

describe('a front door that bangs now and then', () => {
  // day 8 as usual until 10:00 (the living room, last seen 09:45), then she does not move again
  const stoppedAt = local(DAYS, 10)
  const life = routine(DAYS + 1).filter((e) => e.timestamp.getTime() < stoppedAt)
  const lastMoved = Math.max(...life.map((e) => e.timestamp.getTime()))
  const bangsFrom = local(DAYS, 10) + 5 * MINUTE_MS

  it('every 3-10 min from 10:05: she is at home, not at the door, and found on the 12-hour rule', () => {
    const events = sorted([...life, ...banging(bangsFrom, local(DAYS + 1, 6))])
    const early = replay(HOME, events, local(0, 0), local(DAYS, 10) + 35 * MINUTE_MS, null, 5)
    // the fourth bang came by 10:25: from then she is at home (before session 21: 'door' until 06:00 the next day)
    expect(early.status.presence).toBe('home')
    const run = replay(HOME, events, local(DAYS, 10) + 35 * MINUTE_MS, local(DAYS + 1, 6), early.state, 5)
    expect(run.status.presence).toBe('home')
    const [first] = quietAlerts(run)
    // before: no quiet alert at all in the 20 h
    expect(first).toBeDefined()
    expect((first!.at - lastMoved) / MINUTE_MS).toBeLessThanOrEqual(12 * 60 + 10)
    expect(first!.alert.metadata).toMatchObject({ firingRoom: 'entrance', lastRoom: 'living' })
  })

  it('every 3-14 min, so that some pauses would send her out: she is at home all the same', () => {
    const run = replay(HOME, sorted([...life, ...banging(bangsFrom, local(DAYS + 1, 6), 3, 14)]), local(0, 0), local(DAYS + 1, 6), null, 5)
    expect(run.status.atHome).toBe(true)
    const [first] = quietAlerts(run)
    expect(first).toBeDefined()
    expect((first!.at - lastMoved) / MINUTE_MS).toBeLessThanOrEqual(12 * 60 + 10)
  })

  it.each([20, 40])('with a lull of %i min after every 20 bangs: each lull does not start her quiet again, found on the 12-hour rule', (lull) => {
    const events: EngineEvent[] = []
    let seed = 7
    for (let t = bangsFrom, n = 1; t < local(DAYS + 1, 8); n++) {
      events.push(door(t, true), door(t + 5000, false))
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      t += (n % 20 === 0 ? lull : 3 + 7 * (seed / 2 ** 31)) * MINUTE_MS
    }
    const run = replay(HOME, sorted([...life, ...events]), local(0, 0), local(DAYS + 1, 8), null, 5)
    const [first] = quietAlerts(run)
    // before: none in the 22 h (each lull counted the quiet from the door's last bang)
    expect(first).toBeDefined()
    expect((first!.at - lastMoved) / MINUTE_MS).toBeLessThanOrEqual(12 * 60 + 10)
    expect(first!.alert.metadata).toMatchObject({ lastMovementAt: new Date(lastMoved).toISOString() })
  })

  it('once it stops banging, the quiet is judged on the usual limits from its last bang: found within hours', () => {
    const stop = local(DAYS, 15)
    const bangs = banging(bangsFrom, stop)
    const run = replay(HOME, sorted([...life, ...bangs]), local(0, 0), stop + 6 * HOUR, null, 5)
    const lastBang = bangs.at(-1)!.timestamp.getTime()
    const after = quietAlerts(run).filter(({ at }) => at > stop)
    expect(after.length).toBeGreaterThanOrEqual(1)
    expect((after[0]!.at - lastBang) / MINUTE_MS).toBeLessThanOrEqual(3 * 60)
    expect(after[0]!.alert.metadata).not.toHaveProperty('firingRoom')
  })

  it('a short trip is still a trip, and an outing with a second one after it is still out', () => {
    // out at 10:05 for 4 min, back in (the hall) and out again at 10:30 for the afternoon
    const trip = sorted([...life, door(bangsFrom, true), door(bangsFrom + 4 * MINUTE_MS, true), hall(bangsFrom + 5 * MINUTE_MS), door(local(DAYS, 10) + 30 * MINUTE_MS, true)])
    expect(replay(HOME, trip, local(0, 0), local(DAYS, 12), null, 5).status.presence).toBe('away')
    // out at 10:05, back at 12:00 and out again 3 min later, nobody seen inside between: three passages, from out
    const twice = sorted([...life, door(bangsFrom, true), door(local(DAYS, 12), true), door(local(DAYS, 12) + 3 * MINUTE_MS, true)])
    const run = replay(HOME, twice, local(0, 0), local(DAYS, 13), null, 5)
    expect(run.status.presence).toBe('away')
    expect(run.status.awaySince).toBe(bangsFrom)
    expect(quietAlerts(run)).toHaveLength(0)
  })

  it('banging while she is out leaves her out, and she is back when she is seen inside', () => {
    const out = local(DAYS, 10) + 5 * MINUTE_MS
    const events = sorted([...life, door(out, true), ...banging(out + 30 * MINUTE_MS, local(DAYS, 14)), hall(local(DAYS, 14) + 30 * MINUTE_MS)])
    const away = replay(HOME, events, local(0, 0), local(DAYS, 13), null, 5)
    expect(away.status.atHome).toBe(false)
    expect(away.status.awaySince).toBe(out)
    expect(replay(HOME, events, local(DAYS, 13), local(DAYS, 15), away.state, 5).status.presence).toBe('home')
  })

  it('a fourth passage needs no one seen inside since the first, each within a quarter of an hour of the one before', () => {
    expect(DOOR_BANG_RULES).toEqual({ bangs: 4, withinMinutes: 15 })
    // seen in the hall between the second and the third: each passage is a passage again, and she went out by the fourth
    const at = (m: number) => bangsFrom + m * MINUTE_MS
    const seen = sorted([...life, door(at(0), true), door(at(5), true), hall(at(6)), door(at(10), true), door(at(15), true), door(at(20), true)])
    const run = replay(HOME, seen, local(0, 0), local(DAYS, 11), null, 5)
    expect(run.status.presence).toBe('away')
    expect(run.status.awaySince).toBe(at(20))
  })

  it('out, back and out again within minutes, nothing inside sensed between: out for the afternoon, no quiet alert', () => {
    // contacts-s65 on 29 Jan: out at 15:01, back at 15:06, out again at 15:11 until 18:32, nothing inside between
    // (before: the third passage was a banging door, she was at home, and a quiet alert came 2 h 40 min after it)
    const passage = (at: number) => [door(at, true), door(at + 5000, false)]
    const [out, back, again, home] = [bangsFrom, bangsFrom + 5 * MINUTE_MS, bangsFrom + 10 * MINUTE_MS, local(DAYS, 13) + 30 * MINUTE_MS]
    const events = sorted([...life, ...passage(out), ...passage(back), ...passage(again), ...passage(home), hall(home + 2 * MINUTE_MS)])
    const run = replay(HOME, events, local(0, 0), local(DAYS, 13), null, 5)
    expect(run.status.presence).toBe('away')
    expect(run.status.awaySince).toBe(again + 5000)
    const after = replay(HOME, events, local(DAYS, 13), local(DAYS, 15), run.state, 5)
    // none while she is out (once home she does not move again: the hall's alert after it is right)
    expect(quietAlerts(run).concat(quietAlerts(after)).filter(({ at }) => at > out && at < home)).toHaveLength(0)
    expect(after.status.presence).toBe('home')
  })
})

describe('counting bangs', () => {
  const T0 = local(DAYS, 10)
  /** The bangs a door makes `minutesApart` from each other, from a home the person is in: whether each is called banging */
  const calls = (minutes: number[]) => {
    const presence = newPresence()
    return minutes.map((m) => isDoorBanging(presence, T0 + m * MINUTE_MS))
  }

  it('the first three bangs are passages; from the fourth the door is banging', () => {
    expect(calls([0, 5, 10, 15, 20])).toEqual([false, false, false, true, true])
  })

  it('a bang 15 min after the one before still counts; reports 2 min apart are still one bang', () => {
    expect(calls([0, 15, 30, 45])).toEqual([false, false, false, true])
    // 0 and 2 are one bang: the fourth comes at 17, not 12
    expect(calls([0, 2, 7, 12, 17])).toEqual([false, false, false, false, true])
  })

  it('a door opened and closed within 2 min is one bang, not two', () => {
    // opened at 0, closed at 1: one bang; opened at 5, closed at 6: the second; 10 the third; the fourth comes at 15
    expect(calls([0, 1, 5, 6, 10, 15])).toEqual([false, false, false, false, false, true])
  })

  it('a second report at the very instant of a bang of a banging door (a copy) is banging too, not a passage', () => {
    expect(calls([0, 5, 10, 15, 15])).toEqual([false, false, false, true, true])
  })

  it('a report older than the latest bang is left to the late-event rules and does not set the count back in time', () => {
    const presence = newPresence()
    for (const m of [0, 5, 10, 15]) isDoorBanging(presence, T0 + m * MINUTE_MS)
    // a report from minute 7 arriving late is no bang of its own
    expect(isDoorBanging(presence, T0 + 7 * MINUTE_MS)).toBe(false)
    // and the next bang is still within 15 min of the latest one (minute 15), not of the late report
    expect(presence.bangs?.lastAt).toBe(T0 + 15 * MINUTE_MS)
    expect(isDoorBanging(presence, T0 + 29 * MINUTE_MS)).toBe(true)
  })
})
