// Time passing between events: the clock walks forward in quarter hours, counting time at home and out,
// settling a departure at the door, and closing the hour, day and night books (which fade what was
// learned by the days lived at home) as it passes their boundaries.
import type { EngineState } from './types'
import { learnDaySpread } from './activity-score'
import { activityCountOfKeys } from './activity-score-pet'
import { cautionHolds } from './caution'
import { dailyAddTime, dailyAdvance, dailyHomeWasAway, dailyOnOuting, livedDays } from './daily'
import { isLearningAt } from './learning'
import { localClock, MINUTE_MS } from './local-time'
import { devicesAddHomeTime, devicesNotHeard, fadeDevices } from './offline'
import { fadeNightVisits } from './night-visits'
import { patternsAfterDay } from './pattern-change'
import { fadePetWatch } from './pets'
import { isAtHome, presenceTick } from './presence'
import { addHomeTime, DEFAULT_QUIET_LIMIT, fadeQuietModel, type QuietLimitParams } from './quiet-model'
import { advanceRoutine } from './routine'
import { sensorsHeardAt } from './watch'

const QUARTER_MS = 15 * MINUTE_MS

/** Hour, day and night books close as the clock passes their boundaries */
/** The front doors (not activity inside), and in a home with a pet the sensors it cannot set off (activity-score-pet.ts), or null */
export interface CountedKeys {
  doorKeys: ReadonlySet<string>
  sureKeys: ReadonlySet<string> | null
}

function closeBoundaries(state: EngineState, at: number, deviceKeys: string[], { doorKeys, sureKeys }: CountedKeys, heard: boolean, params: QuietLimitParams) {
  const clock = localClock(at, state.timeZone)
  const hourKey = clock.day * 24 + clock.hour
  // an hour ending in time nobody could hear (its reports lost) teaches nothing either: its zeros are no habit of hers
  const lived = heard && !isAwayAllDay(state, deviceKeys, doorKeys)
  // the hour just ended, watched through (not filled in after the engine's own outage): how the day so far ran
  if (lived && state.routine.hourKey === hourKey - 1 && !isLearningAt(state, at)) {
    learnDaySpread(state, at, doorKeys)
    if (sureKeys) learnDaySpread(state, at, doorKeys, sureKeys)
  }
  advanceRoutine(state.routine, hourKey, at, deviceKeys, lived)
  const closed = dailyAdvance(state.daily, clock)
  if (closed) {
    // what was learned fades with the days lived at home: a fortnight away teaches nothing, so it forgets nothing
    const days = livedDays(closed)
    // a home whose quiet alerts keep ending on their own holds what it learned of its quiet (caution.ts)
    fadeQuietModel(state.quiet, cautionHolds(state, at, params) ? 0 : days)
    fadeDevices(state.devices, days)
    if (state.nightVisits) fadeNightVisits(state.nightVisits, days)
    fadePetWatch(state, days)
    const openPatterns = new Set(Object.keys(state.open).filter((key) => key.startsWith('pattern:')).map((key) => key.slice('pattern:'.length)))
    // with a pet, 'less activity' counts what it cannot set off (pattern-change.ts ActivityCount)
    state.patterns = patternsAfterDay(state.daily.history, openPatterns, state.patterns, activityCountOfKeys(sureKeys))
  }
}

/**
 * Out since before the day began and not back yet (a stay in hospital, a week away): the hours closing now
 * teach the weekly routine nothing, as such days fade nothing (livedDays). Learned as zeros, five days away
 * took a quarter off what the routine expected of her afternoons for weeks after (73.8 → 53.4 activations
 * between 08:00 and 22:00 after two weeks of learning), and the dashboard's activity score read her first
 * quiet days back, the ones after a hospital stay, against that. A home watching only its front door takes
 * her out after every door, so it is never taken as away all day
 */
function isAwayAllDay(state: EngineState, deviceKeys: string[], doorKeys: ReadonlySet<string>): boolean {
  if (isAtHome(state.presence) || state.daily.current.homeMinutes > 0) return false
  return deviceKeys.some((key) => !doorKeys.has(key))
}

/**
 * Walks the clock forward in quarter hours, counting time at home and out. No sensor counts as silence the time it could
 * not be heard (`sensorsHeardAt`). `params`: the quiet limits, whose caution decides whether the day's close fades the quiet
 */
export function advanceTo(state: EngineState, to: number, deviceKeys: string[], counted: CountedKeys, unheardUntil: number | null = null, params: QuietLimitParams = DEFAULT_QUIET_LIMIT) {
  let cursor = state.clock
  while (cursor < to) {
    if (presenceTick(state.presence, cursor) === 'left') countOuting(state, state.presence.awaySince, cursor)
    const stop = Math.min((Math.floor(cursor / QUARTER_MS) + 1) * QUARTER_MS, to)
    const minutes = (stop - cursor) / MINUTE_MS
    const hour = localClock(cursor, state.timeZone).hour
    const heard = sensorsHeardAt(state, cursor, unheardUntil)
    // time nobody could hear (its reports lost) is no day's time at home or out: days of it read as days at home doing nothing
    if (heard) dailyAddTime(state.daily, minutes, isAtHome(state.presence), hour)
    else devicesNotHeard(state.devices, stop - cursor)
    if (state.presence.mode === 'home') {
      addHomeTime(state.quiet, cursor, stop, state.timeZone)
      if (heard) devicesAddHomeTime(state.devices, minutes, hour, cursor, state.lastInsideAt)
    }
    cursor = stop
    closeBoundaries(state, cursor, deviceKeys, counted, heard, params)
  }
  state.clock = Math.max(state.clock, to)
  if (presenceTick(state.presence, state.clock) === 'left') countOuting(state, state.presence.awaySince, state.clock)
}

/**
 * An outing, known at `knownAt` (a door that settled; with a pet, the door that brought her back): out
 * from `leftAt`, so today's minutes counted at home in between are moved out (time out was 16-21 min
 * short an outing, and Health Score told a family 'about 37 min a day' out beside Door Activity's 46)
 */
export function countOuting(state: EngineState, leftAt: number | null, knownAt: number) {
  dailyOnOuting(state.daily)
  if (leftAt !== null) dailyHomeWasAway(state.daily, leftAt, knownAt, state.timeZone)
}
