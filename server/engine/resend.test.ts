// A hub that reconnects and sends the last hour again: exact copies, copies whose times are a second off
// (a hub re-reading its log in whole seconds), or the same readings under new event ids. The database
// drops an exact copy under the same event id; the others are stored and reach the engine. Before, only a
// copy of a device's very last report was known: the day's activations grew by 17–19 %, and the copies
// were counted in the hour they arrived in, so 08:00 'expected' activity that never happened.
import { describe, expect, it } from 'vitest'
import { evaluate } from './engine'
import { COPY_RULES, isCopy } from './late-events'
import { newDeviceHealth } from './offline'
import { MINUTE_MS } from './local-time'
import { replay, type Replay } from './test-replay'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import type { EngineEvent, EngineState } from './types'

const TZ = 'UTC'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, TZ)
const events = Array.from({ length: 12 }, (_, i) => dayEvents(START + i, DEFAULT_DAY, TZ)).flat()
const resentAt = local(10, 8, 5)
const until = local(11, 9)

/** Everything delivered as it happens; at 08:05 on day 10, the hour 07:00–08:00 delivered again, `shiftMs` off */
function run(shiftMs: number | null): Replay {
  const before = replay(HOME, events, local(0, 0), resentAt - MINUTE_MS, null, 1)
  const copies =
    shiftMs === null
      ? []
      : events.filter((e) => e.timestamp.getTime() >= local(10, 7) && e.timestamp.getTime() < local(10, 8)).map((e) => ({ ...e, timestamp: new Date(e.timestamp.getTime() + shiftMs) }))
  const live = events.filter((e) => e.timestamp.getTime() > resentAt - MINUTE_MS && e.timestamp.getTime() <= resentAt)
  const tick = evaluate(before.state, [...live, ...copies], new Date(resentAt), HOME)
  return replay(HOME, events, resentAt, until, tick.state, 1)
}

const dayCounts = (r: Replay) => {
  const day = r.state.daily.history.at(-1)!
  return { activations: day.activations, kitchen: day.kitchenVisits, bathroom: day.bathroomVisits, outings: day.outings }
}
/** What the routine learned for each device at 07:00 and 08:00 on day 10's weekday */
const routineAt = (r: Replay) => {
  const weekday = new Date(local(10, 8)).getUTCDay()
  return Object.fromEntries(Object.entries(r.state.routine.devices).map(([key, d]) => [key, [d.mean[weekday * 24 + 7], d.mean[weekday * 24 + 8]]]))
}

describe('the hour 07:00–08:00 sent again at 08:05', () => {
  const plain = run(null)

  for (const [label, shift] of [['as it was', 0], ['a second later', 1000], ['a second earlier', -1000], ['two seconds later', 2000]] as const) {
    it(`${label}: the day's counts and the learned routine are those of the day without it`, () => {
      const resent = run(shift)
      expect(dayCounts(resent)).toEqual(dayCounts(plain))
      expect(routineAt(resent)).toEqual(routineAt(plain))
      expect(resent.alerts.map(({ at, alert }) => [at, alert.title])).toEqual(plain.alerts.map(({ at, alert }) => [at, alert.title]))
    })
  }

  it('still counts a reading of the same sensor 3 s from another', () => {
    const resent = run(3000)
    expect(dayCounts(resent).activations).toBeGreaterThan(dayCounts(plain).activations)
  })
})

describe('an event delivered late, after its hour has closed', () => {
  it('is not counted in the hour it arrives in', () => {
    const late = events.find((e) => e.deviceKey === 'kitchen-pir' && e.timestamp.getTime() >= local(10, 7, 30))!
    const withheld = events.filter((e) => e !== late)
    const before = replay(HOME, withheld, local(0, 0), resentAt - MINUTE_MS, null, 1)
    const tick = evaluate(before.state, [late], new Date(resentAt), HOME)
    const lateRun = replay(HOME, withheld, resentAt, until, tick.state, 1)
    const plainRun = replay(HOME, withheld, local(0, 0), until, null, 1)
    expect(routineAt(lateRun)['kitchen-pir']).toEqual(routineAt(plainRun)['kitchen-pir'])
  })
})

describe('the reports kept to know a copy', () => {
  it('are few, and a state stored before them loads and goes on', () => {
    const r = run(1000)
    for (const device of Object.values(r.state.devices)) expect(device.recentReports?.length ?? 0).toBeLessThanOrEqual(COPY_RULES.keepCount)
    const old = structuredClone(r.state)
    for (const device of Object.values(old.devices)) delete device.recentReports
    // stored as plain JSON (state-codec.ts packs its numbers and gives back the same)
    const stored = JSON.parse(JSON.stringify(old)) as EngineState
    const living: EngineEvent = { deviceKey: 'living-pir', kind: 'motion', room: 'living', timestamp: new Date(local(11, 9, 1)), active: true }
    const next = evaluate(stored, [living], new Date(local(11, 9, 2)), HOME)
    expect(next.state.devices['living-pir']?.recentReports).toEqual([local(11, 9, 1)])
  })
})

describe('what is a copy', () => {
  const mat = (ms: number, active: boolean): EngineEvent => ({ deviceKey: 'couch', kind: 'pressure', room: 'living', timestamp: new Date(ms), active })
  const T = local(10, 20)

  it('a mat pressed, released and pressed again within 2 s is three readings (house C\'s couch mat pulses so)', () => {
    const device = newDeviceHealth()
    expect([mat(T, true), mat(T + 1000, false), mat(T + 1000, true), mat(T + 2000, false)].map((e) => isCopy(device, e, e.timestamp.getTime()))).toEqual([false, false, false, false])
  })

  it('the same reading a second off, with nothing of the sensor between, is a copy', () => {
    const device = newDeviceHealth()
    for (const e of [mat(T, true), mat(T + 30_000, false)]) isCopy(device, e, e.timestamp.getTime())
    expect(isCopy(device, mat(T + 1000, true), T + 1000)).toBe(true)
    expect(isCopy(device, mat(T + 29_000, false), T + 29_000)).toBe(true)
  })
})
