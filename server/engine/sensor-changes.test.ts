// Sensors the family changes, as the engine takes them (found by a review of session 25's first version):
// a sensor off for a battery change, or changed for good, and the pattern changes already open; a state
// from before the day lines kept their sensors; a sensor that never reported, switched off and on.
import { describe, expect, it } from 'vitest'
import { sensorKit, type DaySummary } from './daily'
import { createState, evaluate } from './engine'
import { DAY_MS } from './local-time'
import { patternFindings } from './pattern-change'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import { ordinaryDay } from './test-days'
import { replay } from './test-replay'
import type { EngineHome, EngineState } from './types'

const TZ = 'Europe/London'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, TZ)
const without = (key: string): EngineHome => ({ ...HOME, devices: HOME.devices.filter((d) => d.key !== key) })

const summary = ordinaryDay

/** A state on day 0 at 00:00 that has lived 40 days (out of learning) with `history` as its closed days */
function lived(history: DaySummary[]): EngineState {
  const state = createState(new Date(local(0, 0)), HOME)
  state.startDay -= 40
  state.startedAt -= 40 * DAY_MS
  state.daily.history = history
  return state
}

describe('pattern changes and the sensors a day was counted with', () => {
  const K = sensorKit(HOME.devices)
  /** 25 days up at 07:00, the last 5 at 09:00: 'Getting up later' is open */
  function risingLate() {
    const history = Array.from({ length: 30 }, (_, i) => summary(START - 30 + i, { riseMinute: i < 25 ? 420 + ((i % 3) - 1) * 10 : 540, kit: K }))
    const state = lived(history)
    state.daily.kit = K
    state.daily.current.kit = K
    state.open['pattern:later_rising'] = { type: 'pattern_change', severity: 'medium', raisedAt: local(-1, 0, 5) }
    state.patterns = patternFindings(history, new Set(['later_rising']))
    expect(state.patterns.map((p) => p.dedupeKey)).toEqual(['pattern:later_rising'])
    return state
  }

  /** A sensor switched off at 12:10 and on again at 12:20 on day 0 (a battery change); the ticks up to just after midnight */
  function offTenMinutes() {
    let state = risingLate()
    state = evaluate(state, [], new Date(local(0, 12)), HOME).state
    state = evaluate(state, [], new Date(local(0, 12, 10)), without('hall-pir')).state
    state = evaluate(state, [], new Date(local(0, 12, 20)), HOME).state
    return evaluate(state, [], new Date(local(1, 0, 5)), HOME)
  }

  it('a sensor switched off for ten minutes does not close an open pattern change as "back within the usual routine"', () => {
    // the day just closed is 'mixed': nothing is compared with it, so nothing is known to be back to usual
    expect(offTenMinutes().resolvedHow['pattern:later_rising']).not.toBe('The last days are back within the usual routine.')
  })

  it('the same drift is not announced again as a new alert the night after', () => {
    const next = evaluate(offTenMinutes().state, [], new Date(local(2, 0, 5)), HOME)
    // now: 'Getting up later: around 09:00 on 5 of the last 5 days, usually 07:00.' raised a second time
    expect(next.alerts.map((a) => a.dedupeKey)).not.toContain('pattern:later_rising')
  })

  it('a sensor added for good keeps an open pattern change open while its days cannot be compared, rather than told as over', () => {
    let state = risingLate()
    const more: EngineHome = { ...HOME, devices: [...HOME.devices, { key: 'landing-pir', kind: 'motion', room: 'hall' }] }
    const resolved: string[] = []
    for (let day = 0; day < 4; day++) {
      const tick = evaluate(state, [], new Date(local(day + 1, 0, 5)), more)
      resolved.push(...tick.resolved)
      state = tick.state
    }
    expect(resolved).not.toContain('pattern:later_rising')
    expect(state.open['pattern:later_rising']).toBeDefined()
  })

  it('a state from before the kit was kept: deleting the kitchen sensor does not read as fewer kitchen visits', () => {
    // 30 days closed before today's upgrade (no kit), with three kitchen visits a day
    const state = lived(Array.from({ length: 30 }, (_, i) => summary(START - 30 + i)))
    const noKitchen = without('kitchen-pir')
    const ordinary = (day: number) => dayEvents(START + day, DEFAULT_DAY, TZ)
    // day 0 and 1 with every sensor; the kitchen sensor deleted on day 2 at 09:00; a week on
    let run = replay(HOME, [...ordinary(0), ...ordinary(1), ...ordinary(2)].filter((e) => e.timestamp.getTime() <= local(2, 9)), local(0, 0), local(2, 9), state, 15)
    const after = Array.from({ length: 8 }, (_, i) => ordinary(2 + i)).flat().filter((e) => e.deviceKey !== 'kitchen-pir' && e.timestamp.getTime() > local(2, 9))
    run = replay(noKitchen, after, local(2, 9), local(10, 0, 15), run.state, 15)
    expect(run.state.daily.history.at(-1)?.kitchenVisits).toBe(0)
    expect(run.alerts.map(({ alert }) => alert.dedupeKey)).not.toContain('pattern:fewer_kitchen_visits')
  })
})

describe('a sensor switched off and on again', () => {
  it('one that never reported is not called "never reported" the moment it is switched on again', () => {
    // the new bathroom sensor is registered on day 0 but switched off an hour later until day 3 (not yet fitted)
    const ordinary = (day: number) => dayEvents(START + day, DEFAULT_DAY, TZ).filter((e) => e.deviceKey !== 'bathroom-pir')
    const events = [0, 1, 2, 3].flatMap(ordinary)
    let run = replay(HOME, events.filter((e) => e.timestamp.getTime() <= local(0, 9)), local(0, 8), local(0, 9), null, 5)
    run = replay(without('bathroom-pir'), events.filter((e) => e.timestamp.getTime() > local(0, 9) && e.timestamp.getTime() <= local(3, 10)), local(0, 9), local(3, 10), run.state, 15)
    // switched on at 10:00 on day 3: it has had no chance to report yet
    const on = replay(HOME, events.filter((e) => e.timestamp.getTime() > local(3, 10)), local(3, 10), local(3, 11), run.state, 5)
    expect(on.alerts.map(({ alert }) => alert.dedupeKey)).not.toContain('offline:bathroom-pir')
  })
})
