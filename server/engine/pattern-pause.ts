// While the sensors a measure depends on changed lately, its days cannot be compared with the usual routine
// (pattern-change.ts) and no pattern change can be found in it: the Behavioral Patterns say so, with the day
// it is compared again, rather than leave a family to read the silence as 'nothing unusual'.
import type { BehavioralPattern } from '../../contracts/insights'
import type { DailyState } from './daily'
import { LEARNING_QUIET_LIMIT_MINUTES } from './learning'
import { DAY_MS } from './local-time'
import { DAYS_NEEDED, daysCountedWith, isPausedBySensorChange, MEASURES, measuresOf, uncheckedMeasures, usableDays, type ActivityCount, type PatternKind } from './pattern-change'
import { kitPart } from './sensor-kit'

export interface PausedCheck {
  kind: PatternKind
  /** The local day from whose start it is compared again, if each day until then counts */
  resumesDay: number
}

/** The measures paused by a change of sensors, and when each is compared again; `count`: what activity is counted on (pattern-change.ts) */
export function pausedChecks(daily: DailyState, count: ActivityCount = 'all'): PausedCheck[] {
  return measuresOf(count).filter((measure) => isPausedBySensorChange(daily.history, measure.kind, count)).map((measure) => {
    const sensors = kitPart(daily.kit, measure.sensors)
    const counted = usableDays(measure, daysCountedWith(daily.history, measure.sensors, sensors)).length
    // today counts unless these sensors changed during it; a day counts once it has closed
    const first = daily.current.day + (kitPart(daily.current.kit, measure.sensors) === sensors ? 0 : 1)
    return { kind: measure.kind, resumesDay: first + Math.max(1, DAYS_NEEDED - counted) }
  })
}

const WORDS: Record<PatternKind, string> = {
  later_rising: 'getting up',
  night_bathroom: 'night-time bathroom visits',
  fewer_kitchen_visits: 'kitchen visits',
  less_activity: 'activity at home',
  more_time_away: 'time away',
}

/** The checks read from her nights (sensor-kit 'night'): they wait for nights whose sleep was seen, not days */
const NIGHT_KINDS: ReadonlySet<PatternKind> = new Set(MEASURES.filter((measure) => measure.sensors === 'night').map((measure) => measure.kind))

const andWords = (words: string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`)
// a local day is its date wherever the reader is: read at UTC, never in the server's zone
const DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' })
const dateOf = (day: number) => DATE.format(new Date(day * DAY_MS))

/**
 * What a family does about a check that cannot run: nothing, as the watching goes on. Not said as 'a fall'
 * in the learning week, when no fall alert is raised yet and only a very long silence is (the dashboard's
 * status says so too)
 */
const meanwhile = (isLearning: boolean) =>
  isLearning
    ? `Nothing to do: until the routine is learned, only a silence of ${LEARNING_QUIET_LIMIT_MINUTES / 60} hours or more at home raises an alert.`
    : 'Nothing to do: alerts for a long quiet spell or a fall carry on meanwhile.'

export const PAUSED_ANOMALY = 'routine_checks_paused'
export const NOT_YET_ANOMALY = 'routine_still_being_learned'

/** 'Routine checks paused while the new sensor set-up is learned: kitchen visits compared again from 12 Dec; getting up from 18 Dec.' */
export function pauseNotice(daily: DailyState, isLearning = false, count: ActivityCount = 'all'): BehavioralPattern | null {
  const paused = pausedChecks(daily, count)
  if (paused.length === 0) return null
  const days = [...new Set(paused.map((check) => check.resumesDay))].sort((a, b) => a - b)
  const groups = days.map((day) => ({ words: andWords(paused.filter((check) => check.resumesDay === day).map((check) => WORDS[check.kind])), date: dateOf(day) }))
  const when = groups.length === 1 ? `${groups[0]?.words}, compared again from ${groups[0]?.date}` : groups.map((group, i) => `${group.words} ${i === 0 ? 'compared again ' : ''}from ${group.date}`).join('; ')
  return {
    severity: 'low',
    // it is known, not guessed
    confidence: 1,
    anomalyType: PAUSED_ANOMALY,
    description: `Routine checks paused while the new sensor set-up is learned: ${when}.`,
    recommendations: [meanwhile(isLearning)],
  }
}

/**
 * 'Not enough days yet to look for changes in getting up (9 of the 15 days needed) …': the checks that cannot
 * run yet, which left the tab saying 'No unusual patterns found' through a home's first two weeks (every
 * check) and for good where a part of the routine is never read (house C's getting up)
 */
export function notYetNotice(daily: DailyState, isLearning = false, count: ActivityCount = 'all'): BehavioralPattern | null {
  // in a home with a pet, 'activity at home' counts the days with a count of what it cannot set off (days closed before it was kept are none)
  const unchecked = uncheckedMeasures(daily.history, count)
  if (unchecked.length === 0) return null
  const few = unchecked.filter((check) => !check.noneSeen)
  // getting up and the night's visits count the nights whose sleep was seen, the others the days: each says which, and how
  // many more it needs (a night not seen or a day mostly out counts for some checks and not others: the fewest and the most)
  const fewText = (['days', 'nights'] as const)
    .map((unit) => {
      const group = few.filter((check) => NIGHT_KINDS.has(check.kind) === (unit === 'nights'))
      if (group.length === 0) return ''
      const counts = group.map((check) => check.days)
      const range = (a: number, b: number) => (a === b ? `${a}` : `${a} to ${b}`)
      const sofar = range(Math.min(...counts), Math.max(...counts))
      const more = range(DAYS_NEEDED - Math.max(...counts), DAYS_NEEDED - Math.min(...counts))
      const what = unit === 'nights' ? 'nights of sleep seen' : 'days'
      return `Not enough ${what} yet to look for changes in ${andWords(group.map((check) => WORDS[check.kind]))} (${sofar} of the ${DAYS_NEEDED} ${unit} needed so far, ${more} more to go).`
    })
    .filter(Boolean)
    .join(' ')
  const none = unchecked.filter((check) => check.noneSeen).map((check) => WORDS[check.kind])
  const noneText = none.length ? `No ${andWords(none)} seen in the weeks before, so fewer cannot be told.` : ''
  return {
    severity: 'low',
    confidence: 1,
    anomalyType: NOT_YET_ANOMALY,
    description: [fewText, noneText].filter(Boolean).join(' '),
    recommendations: [meanwhile(isLearning)],
  }
}
