// A front door whose hub forwards only openings, and one 'closed' that reaches the server once (a hub's
// start-up state, a re-pair, someone testing it). One release used to mark the door as a sensor that
// reports releases for good, so every later 'open' after an 'open' read as the same state said again:
// her outings stopped counting, and 29 min after she went out the family got 'Possible fall in the hall'.
import { describe, expect, it } from 'vitest'
import { newDeviceHealth } from './offline'
import { isRestated, noteUse } from './restated'
import { quietAlerts, replay } from './test-replay'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome, type RoutineBlock } from './synthetic-home'
import { MINUTE_MS } from './local-time'
import type { EngineEvent, EngineHome } from './types'

const TZ = 'UTC'
const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, TZ)
const HOME = syntheticHome(TZ)
const byTime = (events: EngineEvent[]) => [...events].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
const door = (ms: number, active: boolean, deviceKey = 'front-door'): EngineEvent => ({ deviceKey, kind: 'door', room: 'entrance', timestamp: new Date(ms), active })

/** The synthetic day with two short outings in the afternoon: out 13:59, back 14:45, out again 15:10, back 16:00 */
const hm = (hour: number, minute = 0) => hour * 60 + minute
const TWO_OUTINGS: RoutineBlock[] = [
  ...DEFAULT_DAY.filter(([from]) => from < hm(13, 59) || from >= hm(16)),
  [hm(13, 59), hm(14), 'front-door', 1],
  [hm(14, 45), hm(14, 46), 'front-door', 1],
  [hm(14, 46), hm(15, 8), 'living-pir', 4],
  [hm(15, 8), hm(15, 9), 'hall-pir', 1],
  [hm(15, 10), hm(15, 11), 'front-door', 1],
]
const days = (from: number, to: number, blocks: RoutineBlock[] = DEFAULT_DAY) => Array.from({ length: to - from }, (_, i) => dayEvents(START + from + i, blocks, TZ)).flat()

describe("a front door that sends only 'open', and one 'closed' once", () => {
  // ten days of openings only, a stray 'closed' at noon on day 10, then days with two short outings
  const events = byTime([...days(0, 10), ...days(10, 13, TWO_OUTINGS), door(local(10, 12), false)])
  const run = replay(HOME, events, local(0, 0), local(13, 0), null, 1)

  it('raises no quiet alert on the days after it', () => {
    expect(quietAlerts(run).filter(({ at }) => at >= local(10, 0)).map(({ alert }) => alert.title)).toEqual([])
  })

  it('still counts each opening as a passage: her outings go on being seen', () => {
    // one outing a day before (13:59–16:00), two a day from day 10
    expect(run.state.daily.history.slice(-3).map((d) => d.outings)).toEqual([2, 2, 2])
  })
})

describe("a front door replaced while she is out, the new sensor's 'closed' on pairing its only release", () => {
  const renamedFrom = local(10, 15)
  const home: EngineHome = { ...HOME, devices: [...HOME.devices.filter((d) => d.key !== 'front-door'), { key: 'front-door-2', kind: 'door', room: 'entrance' }] }
  const rename = (e: EngineEvent) => (e.deviceKey === 'front-door' && e.timestamp.getTime() >= renamedFrom ? { ...e, deviceKey: 'front-door-2' } : e)
  const events = byTime([...days(0, 14).map(rename), door(renamedFrom + 20_000, false, 'front-door-2')])
  const run = replay(home, events, local(0, 0), local(14, 0), null, 1)

  it('takes her outings on the days after as outings, with no quiet alert', () => {
    expect(quietAlerts(run).filter(({ at }) => at >= local(10, 0)).map(({ alert }) => alert.title)).toEqual([])
    expect(run.state.daily.history.slice(-3).map((d) => d.outings)).toEqual([1, 1, 1])
  })
})

describe('when releases are the sensor’s habit', () => {
  const T = local(20, 10)
  const report = (active: boolean): EngineEvent => door(T, active)
  /** A door that has reported each of its last `n` uses as an opening and its close */
  const alternating = (n: number) => {
    const device = newDeviceHealth()
    for (let i = 0; i < n; i++) noteUse(device, report(i % 2 === 1))
    return device
  }

  it("a door whose uses are mostly opened-and-closed says 'open' again when it is left open", () => {
    expect(isRestated(alternating(10), report(true), T, { at: T - 50 * MINUTE_MS, active: true })).toBe(true)
  })

  it("forgets one stray 'closed' among openings", () => {
    const device = newDeviceHealth()
    for (let i = 0; i < 12; i++) noteUse(device, report(true))
    noteUse(device, report(false))
    for (let i = 0; i < 4; i++) noteUse(device, report(true))
    expect(isRestated(device, report(true), T, { at: T - 50 * MINUTE_MS, active: true })).toBe(false)
  })

  it("an 'open' hours after the sensor last said anything is news, not its heartbeat", () => {
    expect(isRestated(alternating(10), report(true), T, { at: T - 22 * 60 * MINUTE_MS, active: true })).toBe(false)
  })
})
