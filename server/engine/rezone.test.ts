import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { MINUTE_MS } from './local-time'
import { rezoneState, rotated, zoneShiftMinutes } from './rezone'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import type { EngineEvent, EngineHome, EngineState } from './types'

const TOKYO = 'Asia/Tokyo'
const START = dayIndexOf('2024-05-06')
const HOUR_MS = 60 * MINUTE_MS

/** Feeds `events` in 5-minute ticks from `fromMs` to `toMs`; returns the state and the first quiet alert's time */
function run(state: EngineState, home: EngineHome, events: EngineEvent[], fromMs: number, toMs: number) {
  let index = 0
  let firstQuietAlert: number | null = null
  for (let t = fromMs + 5 * MINUTE_MS; t <= toMs; t += 5 * MINUTE_MS) {
    const batch: EngineEvent[] = []
    while (index < events.length && (events[index]?.timestamp.getTime() ?? Infinity) <= t) batch.push(events[index++] as EngineEvent)
    const result = evaluate(state, batch, new Date(t), home)
    if (firstQuietAlert === null && result.alerts.some((a) => a.type === 'inactivity' || a.type === 'emergency')) firstQuietAlert = t
  }
  return firstQuietAlert
}

/**
 * Three weeks of a routine lived in `homeZone`, learned under `learnedZone`, then day 21 in `homeZone`
 * until `cutMinute` and no movement after; `onSwitch` sees the state when the zone is set right
 */
function incident(homeZone: string, learnedZone: string, cutMinute: number, onSwitch: (state: EngineState) => void = () => {}) {
  const localTime = (day: number, minute: number) => localInstant(START + day, minute, homeZone)
  const history = Array.from({ length: 21 }, (_, i) => dayEvents(START + i, DEFAULT_DAY, homeZone)).flat()
  const from = localTime(0, 0)
  const switchAt = localTime(21, 0)
  const state = createState(new Date(from), syntheticHome(learnedZone))
  run(state, syntheticHome(learnedZone), history, from, switchAt)
  onSwitch(state)
  const cut = localTime(21, cutMinute)
  const today = dayEvents(START + 21, DEFAULT_DAY, homeZone).filter((e) => e.timestamp.getTime() <= cut)
  const alertAt = run(state, syntheticHome(homeZone), today, switchAt, cut + 8 * HOUR_MS)
  return { state, minutesToAlert: alertAt === null ? Infinity : (alertAt - cut) / MINUTE_MS }
}
/** The old behaviour: the zone's name changes and the tables stay at the old hours */
const relabel = (zone: string) => (state: EngineState) => {
  state.timeZone = zone
}
/** Home at 16:00, in the living room (DEFAULT_DAY): the afternoon's short quiet spells should apply */
const AFTER_COMING_HOME = 16 * 60 + 30

// three weeks replayed two or three times per test: about a second on a quiet machine, several on a busy CI one
describe('a home whose time zone is corrected after learning', { timeout: 60_000 }, () => {
  it('turns a table around its ring', () => {
    expect(rotated([1, 2, 3, 4], 1)).toEqual([4, 1, 2, 3])
    expect(rotated([1, 2, 3, 4], -1)).toEqual([2, 3, 4, 1])
    expect(rotated([5], 2, 4)).toEqual([0, 0, 5, 0])
  })

  it('measures the move between two zones at an instant, daylight saving included', () => {
    expect(zoneShiftMinutes('UTC', TOKYO, Date.UTC(2024, 4, 6))).toBe(540)
    expect(zoneShiftMinutes('Europe/London', 'UTC', Date.UTC(2024, 6, 1))).toBe(-60)
    expect(zoneShiftMinutes('Europe/London', 'UTC', Date.UTC(2024, 0, 1))).toBe(0)
    expect(zoneShiftMinutes('UTC', 'Asia/Kathmandu', Date.UTC(2024, 0, 1))).toBe(345)
  })

  it('keeps what it learned at the hours it happened, so a quiet afternoon alerts as if the zone had always been right', () => {
    const always = incident(TOKYO, TOKYO, AFTER_COMING_HOME)
    const corrected = incident(TOKYO, 'UTC', AFTER_COMING_HOME)
    const relabelled = incident(TOKYO, 'UTC', AFTER_COMING_HOME, relabel(TOKYO))
    expect(always.minutesToAlert).toBeLessThan(60)
    expect(corrected.minutesToAlert).toBe(always.minutesToAlert)
    // 9 h off, the afternoon is judged by the night's long spells (held back to the borrow cap since session 9; hours before)
    expect(relabelled.minutesToAlert).toBeGreaterThan(always.minutesToAlert + 15)
    const distance = (a: number[], b: number[]) => a.reduce((sum, value, bin) => sum + Math.abs(value - (b[bin] ?? 0)), 0)
    const allMax = (run: { state: EngineState }) => run.state.quiet.all.max
    expect(distance(allMax(always), allMax(corrected))).toBeLessThan(distance(allMax(always), allMax(relabelled)) / 5)
  })

  it('moves bedtimes, getting-up times and the weekly routine with it', () => {
    const berlin = 'Europe/Berlin'
    const always = incident(berlin, berlin, AFTER_COMING_HOME)
    const corrected = incident(berlin, 'Europe/London', AFTER_COMING_HOME)
    const relabelled = incident(berlin, 'Europe/London', AFTER_COMING_HOME, relabel(berlin))
    const dayBefore = (run: { state: EngineState }) => run.state.daily.history.find((d) => d.day === START + 19)
    const lastRise = (run: { state: EngineState }) => dayBefore(run)?.riseMinute
    expect(lastRise(always)).toBeGreaterThan(6 * 60)
    expect(lastRise(corrected)).toBe(lastRise(always))
    expect(lastRise(relabelled)).toBe((lastRise(always) ?? 0) - 60)
    const lastBed = (run: { state: EngineState }) => dayBefore(run)?.bedMinute
    expect(lastBed(corrected)).toBe(lastBed(always))
    // The weekly routine: the kitchen's busy hours stay the kitchen's busy hours
    const kitchen = (run: { state: EngineState }) => run.state.routine.devices['kitchen-pir']?.mean ?? []
    const busiest = (means: number[]) => means.indexOf(Math.max(...means))
    expect(busiest(kitchen(corrected))).toBe(busiest(kitchen(always)))
    expect(busiest(kitchen(relabelled))).toBe(busiest(kitchen(always)) - 1)
  })

  it("moves the activity score's usual day so far and today's hours at home with it (decision 0046)", () => {
    const at = localInstant(START, 12 * 60, 'UTC')
    const state = createState(new Date(at), syntheticHome('UTC'))
    state.daySpread = { mean: Array.from({ length: 24 }, (_, h) => (h === 7 ? -30 : 0)), variance: new Array<number>(24).fill(0), weight: new Array<number>(24).fill(0) }
    state.daily.current.homeByHour = Array.from({ length: 24 }, (_, h) => (h === 7 ? 60 : 0))
    rezoneState(state, 'Europe/Berlin', at) // summer: two hours ahead
    expect(state.daySpread.mean.indexOf(-30)).toBe(9)
    expect(state.daily.current.homeByHour?.indexOf(60)).toBe(9)
  })
})
