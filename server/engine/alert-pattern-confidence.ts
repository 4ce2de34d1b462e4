// How sure the Behavioral Patterns tab is of a pattern drawn from an open alert: an unusually long quiet spell, a
// possible fall, out in the night (insights.ts). Each said 90% confidence whatever stood behind it: beside a quiet
// alert raised on the second day of learning, on the learning week's fixed 12 hours and one day of her, as beside one
// raised on weeks of her own days. Such a pattern says 'this is unusual for her'. What backs that is the days watched
// that did not show it; what speaks against it is such alerts that turned out to be her habit:
//
//   confidence = max(0, days watched − alerts against) / (days watched + PRIOR_DAYS)
//
// - a quiet (inactivity, possible fall): the days watched are the days lived at home in the history (daily.ts
//   livedDays: a day away shows nothing of her quiet at home), at most QUIET_MEMORY_DAYS; the alerts against are the
//   quiet alerts she ended herself lately (caution.ts, fading by the day): each was such a quiet, and nothing wrong;
// - out in the night: the nights the night-out watch has watched (at most its memory, NIGHT_OUT_RULES.memoryDays), in
//   none of which she was out at that time, or it would be usual and no alert (night-out.ts).
//
// PRIOR_DAYS is the doubt a claim starts with, so no one day makes it sure: 1 day 0.25, 2 days 0.4, a week 0.7, three
// weeks 0.88, four 0.9.
import { selfEndedAlerts } from './caution'
import { livedDays } from './daily'
import { NIGHT_OUT_RULES } from './night-out'
import type { EngineState } from './types'

const PRIOR_DAYS = 3
/** The quiet model's records halve in about five weeks (quiet-model.ts): four weeks of days is what stands behind a limit */
const QUIET_MEMORY_DAYS = 28

const round2 = (value: number) => Math.round(value * 100) / 100

/** `days` watched that back the pattern, `against` alerts that turned out to be her habit: 0-1 */
export function alertPatternConfidence(days: number, against: number): number {
  if (days <= 0) return 0
  return round2(Math.max(0, days - against) / (days + PRIOR_DAYS))
}

/** An open quiet alert's pattern (unusual inactivity, possible fall), at the state's clock */
export function quietPatternConfidence(state: EngineState): number {
  const days = state.daily.history.slice(-QUIET_MEMORY_DAYS).reduce((sum, day) => sum + livedDays(day), 0)
  return alertPatternConfidence(days, selfEndedAlerts(state, state.clock))
}

/** An open night-out alert's pattern: the nights watched, none with her out at that time */
export function nightOutPatternConfidence(state: EngineState): number {
  const since = state.nightOut?.sinceDay
  const nights = since === undefined ? 0 : Math.min(NIGHT_OUT_RULES.memoryDays, state.daily.current.day - since)
  return alertPatternConfidence(nights, 0)
}
