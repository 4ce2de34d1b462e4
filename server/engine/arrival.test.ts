// Came in, nothing since (arrival.ts). The front door while she is out brings her back only once something
// inside moves, and the quiet alerts watch only a person known to be home: before this, a fall on the way in
// raised nothing until 'Not back home tonight' that night. The synthetic day: out 14:00-16:00, back in by the
// front door at 16:00 and seen in the hall at 16:02.
import { describe, expect, it } from 'vitest'
import { ARRIVAL_KEY, arrivalLimit } from './arrival'
import { MINUTE_MS } from './local-time'
import { HOME, local, routine } from './offline-test-kit'
import { newPresence } from './presence'
import { quietAlerts, replay, type Replay } from './test-replay'
import type { EngineEvent } from './types'

const DAYS = 10
const at = (day: number, hour: number, minute = 0) => local(day, hour) + minute * MINUTE_MS
const report = (deviceKey: string, ms: number, active = true): EngineEvent => {
  const [kind, room] = deviceKey === 'front-door' ? (['door', 'entrance'] as const) : (['motion', deviceKey.split('-')[0] ?? 'hall'] as const)
  return { deviceKey, kind, room, timestamp: new Date(ms), active }
}
const door = (ms: number): EngineEvent[] => [report('front-door', ms), report('front-door', ms + 5000, false)]
const sorted = (events: EngineEvent[]) => events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
/** Her usual days before day `day`, that day up to 16:00 (she is out from 14:00), then `then` */
const backOn = (day: number, then: EngineEvent[]) => sorted([...routine(day + 1).filter((e) => e.timestamp.getTime() < at(day, 15, 59)), ...then])
const arrivals = (run: Replay) => run.alerts.filter(({ alert }) => alert.dedupeKey === ARRIVAL_KEY)

describe('a fall on the way in', () => {
  it('is an emergency about half an hour after the door when nothing inside moves, where her returns show in 2 min', () => {
    const run = replay(HOME, backOn(DAYS, door(at(DAYS, 16))), local(0, 0), at(DAYS, 18), null, 1)
    const [raised, ...more] = arrivals(run)
    expect(more).toEqual([])
    // before: nothing (she was taken as out), until 'Not back home tonight' in the small hours
    expect(raised).toBeDefined()
    expect((raised!.at - at(DAYS, 16)) / MINUTE_MS).toBeGreaterThanOrEqual(30)
    expect((raised!.at - at(DAYS, 16)) / MINUTE_MS).toBeLessThanOrEqual(35)
    expect(raised!.alert).toMatchObject({ type: 'emergency', severity: 'high', title: 'Came in, nothing since' })
    expect(raised!.alert.description).toMatch(
      /^The front door opened at 16:00 while they were out, and nothing inside has moved since \(3\d min\)\. On their last 10 returns they were seen inside within [23] min of the door\. They may have fallen on the way in\. Unless someone else came and went, check on them\.$/,
    )
    expect(raised!.alert.metadata).toMatchObject({ cameInAt: new Date(at(DAYS, 16)).toISOString(), returnsSeen: 10, limitMinutes: expect.any(Number) })
    // 30 min past its limit, with still nothing: critical, as a possible fall
    expect(run.escalations.find(({ alert }) => alert.dedupeKey === ARRIVAL_KEY)?.alert.severity).toBe('critical')
    expect(quietAlerts(run).map(({ alert }) => alert.dedupeKey)).toEqual([ARRIVAL_KEY])
  })

  it('also when the hall sensor saw her while the door was still open: she was at the door, not in', () => {
    const events = backOn(DAYS, [report('front-door', at(DAYS, 16)), report('hall-pir', at(DAYS, 16) + 3000), report('front-door', at(DAYS, 16) + 8000, false)])
    const run = replay(HOME, events, local(0, 0), at(DAYS, 18), null, 1)
    expect(arrivals(run)).toHaveLength(1)
  })

  it('the status says the door while it is watched, not only that she is out; and no more once she is seen', () => {
    const waiting = replay(HOME, backOn(DAYS, door(at(DAYS, 16))), local(0, 0), at(DAYS, 16, 20), null, 5)
    // before: only 'away' since 14:00, as if the door had not opened
    expect(waiting.status).toMatchObject({ atHome: false, awaySince: expect.any(Number), cameInAt: at(DAYS, 16) })
    const seen = replay(HOME, backOn(DAYS, [...door(at(DAYS, 16)), report('kitchen-pir', at(DAYS, 16, 10))]), local(0, 0), at(DAYS, 16, 20), null, 5)
    expect(seen.status).toMatchObject({ atHome: true, cameInAt: null })
  })

  it('ends when she moves, saying where', () => {
    const run = replay(HOME, backOn(DAYS, [...door(at(DAYS, 16)), report('kitchen-pir', at(DAYS, 17, 10))]), local(0, 0), at(DAYS, 18), null, 1)
    expect(arrivals(run)).toHaveLength(1)
    expect(run.cleared.filter(({ key }) => key === ARRIVAL_KEY)).toEqual([{ at: at(DAYS, 17, 10), key: ARRIVAL_KEY, how: 'Activity was seen inside at 17:10, in the kitchen.' }])
    expect(run.state.caution).toBeUndefined()
  })

  it('is never raised on her usual days, nor when she comes in and goes out again at once (or a visitor comes and goes)', () => {
    const usual = replay(HOME, routine(DAYS + 1), local(0, 0), at(DAYS + 1, 0), null, 5)
    expect(arrivals(usual)).toEqual([])
    // back at 16:00, out again at 16:03 with nothing inside between, back for good at 18:00
    const again = [...door(at(DAYS, 16)), ...door(at(DAYS, 16, 3)), ...door(at(DAYS, 18)), report('hall-pir', at(DAYS, 18, 2))]
    const events = sorted([...routine(DAYS + 1).filter((e) => e.timestamp.getTime() < at(DAYS, 15, 59) || e.timestamp.getTime() > at(DAYS, 18, 5)), ...again])
    const run = replay(HOME, events, local(0, 0), at(DAYS + 1, 0), null, 5)
    // before the second door counted as her going out again: 'Came in, nothing since' at 16:35
    expect(arrivals(run)).toEqual([])
  })

  it('waits as long as this home needs: she sits unseen 50 min after coming in, so 60 min of nothing is no cause', () => {
    // every day she comes in at 16:00 and is first seen at 16:50 (an unsensed living room)
    const minuteOfDay = (e: EngineEvent) => (e.timestamp.getTime() % (24 * 60 * MINUTE_MS)) / MINUTE_MS
    const late = routine(DAYS + 1).filter((e) => e.kind === 'door' || minuteOfDay(e) < 16 * 60 || minuteOfDay(e) >= 16 * 60 + 50)
    const events = sorted([...late.filter((e) => e.timestamp.getTime() < at(DAYS, 15, 59)), ...door(at(DAYS, 16)), report('living-pir', at(DAYS, 17, 0))])
    const run = replay(HOME, events, local(0, 0), at(DAYS, 18), null, 5)
    expect(arrivals(run)).toEqual([])
    const nothing = replay(HOME, sorted([...late.filter((e) => e.timestamp.getTime() < at(DAYS, 15, 59)), ...door(at(DAYS, 16))]), local(0, 0), at(DAYS, 18), null, 5)
    const [raised] = arrivals(nothing)
    expect((raised!.at - at(DAYS, 16)) / MINUTE_MS).toBeGreaterThanOrEqual(80)
    expect((raised!.at - at(DAYS, 16)) / MINUTE_MS).toBeLessThanOrEqual(90)
  })
})

describe('the limit after the door', () => {
  const gaps = (...minutes: number[]) => ({ ...newPresence(), returnGaps: minutes })
  it.each([
    ['no return seen yet: the default', gaps(), 90],
    ['one return in 2 min: still mostly the default', gaps(2), 78],
    ['five returns within 2 min: the floor plus a little', gaps(2, 1, 2, 0, 1), 32],
    ['house A: once 61 min in the unsensed living room', gaps(61, 2, 1, 20, 3), 91],
    ['never more than 3 h', gaps(200, 1, 1, 1, 1), 180],
  ])('%s', (_, presence, limit) => {
    expect(arrivalLimit(presence).limitMinutes).toBe(limit)
  })
})
