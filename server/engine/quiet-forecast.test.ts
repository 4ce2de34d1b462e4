// The forecast of when a quiet alert would come is checked against the engine itself: the state at a
// moment is copied, the scheduler's ticks go on minute by minute with nothing moving, and the first quiet
// alert must come at the first tick from the forecast on.
import { describe, expect, it } from 'vitest'
import { cloneState, evaluate } from './engine'
import { MINUTE_MS } from './local-time'
import { quietAlertForecast } from './quiet-forecast'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import { catEvents, herDays, petAt } from './test-pet'
import { quietAlerts, replay } from './test-replay'
import type { EngineEvent, EngineHome, EngineState } from './types'

const TZ = 'Europe/London'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06')
const local = (day: number, minute: number) => localInstant(START + day, minute, TZ)
const routine = (days: number) => Array.from({ length: days }, (_, i) => dayEvents(START + i, DEFAULT_DAY, TZ)).flat()

/** The first quiet alert the scheduler raises ticking every minute from `from`, nothing moving, or null within `hours` */
function firstQuietAlert(state: EngineState, home: EngineHome, from: number, hours = 20): { at: number; type: string } | null {
  const copy = cloneState(state)
  for (let at = from + MINUTE_MS; at <= from + hours * 60 * MINUTE_MS; at += MINUTE_MS) {
    const quiet = evaluate(copy, [], new Date(at), home).alerts.find((alert) => alert.type === 'inactivity' || alert.type === 'emergency')
    if (quiet) return { at, type: quiet.type }
  }
  return null
}

/** States at each of `cuts`, reached by ticking through `events` every 5 min from `fromMs` */
function statesAt(home: EngineHome, events: EngineEvent[], fromMs: number, cuts: number[]): EngineState[] {
  let state: EngineState | null = null
  let at = fromMs
  let index = 0
  const states: EngineState[] = []
  for (const cut of cuts) {
    const run = replay(home, events.slice(index), at, cut, state, 5)
    // replay ticks at `at` + 5 min steps: the cut itself closes the stretch, with what came up to it
    const last = run.state.clock < cut ? evaluate(run.state, events.filter((e) => e.timestamp.getTime() > run.state.clock && e.timestamp.getTime() <= cut), new Date(cut), home).state : run.state
    state = last
    at = cut
    index = events.findIndex((e) => e.timestamp.getTime() > cut)
    if (index < 0) index = events.length
    states.push(cloneState(last))
  }
  return states
}

describe('when a quiet alert would come if nothing moves', () => {
  it('comes at the tick the engine raises it, at every hour of a learned day (asleep, after the bathroom, in the day, in the evening)', () => {
    const events = routine(16)
    // every 41 min over a day and a half: each hour, both sides of sleep, and a cut inside each kind of spell
    const cuts = Array.from({ length: 52 }, (_, i) => local(14, 6 * 60 + 3 + i * 41))
    const states = statesAt(HOME, events, local(0, 0), cuts)
    let compared = 0
    cuts.forEach((cut, i) => {
      const state = states[i] as EngineState
      const forecast = quietAlertForecast(state, HOME, cut)
      // out (14:00–16:00 each day): no quiet alert while they are, so none is forecast
      if (state.presence.mode !== 'home' || state.open.inactivity || state.open.emergency) return expect(forecast).toBeNull()
      const actual = firstQuietAlert(state, HOME, cut)
      expect(forecast, `cut ${new Date(cut).toISOString()}`).not.toBeNull()
      expect(actual, `cut ${new Date(cut).toISOString()}`).not.toBeNull()
      // the ticks come each minute from the cut: the first at or after the forecast raises it
      const delay = ((actual?.at ?? 0) - (forecast?.movementAt ?? 0)) / MINUTE_MS
      expect(delay, `cut ${new Date(cut).toISOString()}: forecast ${new Date(forecast?.movementAt ?? 0).toISOString()}, alert ${new Date(actual?.at ?? 0).toISOString()}`).toBeGreaterThanOrEqual(0)
      expect(delay).toBeLessThan(1)
      expect(forecast?.sureSignAt).toBeNull()
      compared++
    })
    expect(compared).toBeGreaterThan(45)
  })

  it('says nothing while the person is out, and nothing once the alert is open', () => {
    const leaves = [...dayEvents(START + 14, DEFAULT_DAY, TZ).filter((e) => e.timestamp.getTime() < local(14, 10 * 60))]
    const door = (minute: number): EngineEvent => ({ deviceKey: 'front-door', kind: 'door', room: 'hall', timestamp: new Date(local(14, minute)), active: true })
    const [out] = statesAt(HOME, [...routine(14), ...leaves, door(10 * 60 + 1)], local(0, 0), [local(14, 11 * 60)])
    expect(out?.presence.mode).toBe('away')
    expect(quietAlertForecast(out as EngineState, HOME, local(14, 11 * 60))).toBeNull()

    const [home] = statesAt(HOME, [...routine(14), ...leaves], local(0, 0), [local(14, 10 * 60)])
    const forecast = quietAlertForecast(home as EngineState, HOME, local(14, 10 * 60))
    expect(forecast).not.toBeNull()
    const after = replay(HOME, [], local(14, 10 * 60), (forecast?.movementAt ?? 0) + 2 * MINUTE_MS, cloneState(home as EngineState), 1)
    expect(quietAlerts(after)).toHaveLength(1)
    expect(quietAlertForecast(after.state, HOME, (forecast?.movementAt ?? 0) + 2 * MINUTE_MS)).toBeNull()
  })

  it('promises nothing while every sensor of the home is switched off, as the ticks raise nothing then', () => {
    const leaves = [...dayEvents(START + 14, DEFAULT_DAY, TZ).filter((e) => e.timestamp.getTime() < local(14, 10 * 60))]
    const [home] = statesAt(HOME, [...routine(14), ...leaves], local(0, 0), [local(14, 10 * 60)])
    expect(quietAlertForecast(home as EngineState, HOME, local(14, 10 * 60))).not.toBeNull()
    expect(quietAlertForecast(home as EngineState, { ...HOME, devices: [] }, local(14, 10 * 60))).toBeNull()
  })

  it('with a pet about, is when the quiet of everything the pet cannot use alerts, the pet still moving', () => {
    const home: EngineHome = { ...syntheticHome('UTC'), pets: true, devices: [...syntheticHome('UTC').devices, { key: 'fridge', kind: 'contact', room: 'kitchen' }] }
    const cut = petAt(20, 12, 30)
    const days = herDays(21).filter((e) => e.timestamp.getTime() <= cut)
    const cat = catEvents(petAt(0, 0), petAt(22, 0))
    const events = [...days, ...cat.filter((e) => e.timestamp.getTime() <= cut)].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
    const [state] = statesAt(home, events, petAt(0, 0), [cut])
    const forecast = quietAlertForecast(state as EngineState, home, cut)
    expect(forecast?.sureSignAt).not.toBeNull()
    // nothing moving at all, not even the cat, would be noticed sooner
    expect(forecast?.movementAt).toBeLessThan(forecast?.sureSignAt ?? 0)
    // the cat goes on moving: motion never lets the quiet grow, only the sure signs' silence does
    const later = replay(home, cat.filter((e) => e.timestamp.getTime() > cut), cut, cut + 20 * 60 * MINUTE_MS, cloneState(state as EngineState), 1)
    const [first] = quietAlerts(later)
    const delay = ((first?.at ?? 0) - (forecast?.sureSignAt ?? 0)) / MINUTE_MS
    expect(delay).toBeGreaterThanOrEqual(0)
    expect(delay).toBeLessThan(1)
  })
})
