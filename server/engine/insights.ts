// What the dashboard and the insight endpoints show, computed from the engine's state alone: the health
// score, behavioural patterns and the dashboard's activity score. Every number compares the person with
// their own recent weeks; a part with not enough history for that is named in `unscored` (its number is a
// neutral 70 for the shape's sake, which the dashboard does not show), and so is the overall score until
// every part has one.
import { formatHomeDateTime } from '../../contracts/home-time'
import type { BehavioralPattern, HealthScore, HealthScorePart } from '../../contracts/insights'
import { nightOutPatternConfidence, quietPatternConfidence } from './alert-pattern-confidence'
import { activityCountOf } from './activity-score-pet'
import { livedDays, type DaySummary } from './daily'
import type { AlertSeverity, EngineHome, EngineState } from './types'
import { formatDuration } from './format'
import { NIGHT_OUT_KEY } from './night-out'
import { describeDrift, findDrifts, type ActivityCount, type PatternDrift, type PatternKind } from './pattern-change'
import { notYetNotice, pauseNotice } from './pattern-pause'
import { isLearningAt } from './learning'
import { scoresWaitText, sleepNeedsText } from './score-waits'
import { nightsSeen, SLEEP_NIGHTS_NEEDED, usualNight } from './sleep'

export type { BehavioralPattern, HealthScore }
export { activityScore } from './activity-score'

/** Shown while there is too little history to compare with */
export const NEUTRAL_SCORE = 70
const RECENT_DAYS = 7
/** Why social engagement is never scored in a home without a front-door sensor: its outings cannot be seen */
export const NO_DOOR_SOCIAL = 'Social engagement is not scored: no front-door sensor is fitted, so outings cannot be seen.'
/** The same, in the part's place on the Health Score tab */
const NO_DOOR_PART = 'No front-door sensor'
/** Why activity level is never scored in a home with a pet and no sensor inside it cannot set off: any report may be the pet's */
export const PET_NO_SURE_ACTIVITY = 'Activity level is not scored: with a pet at home, these sensors cannot tell its movement from theirs.'
const PET_NO_SURE_PART = 'No sensor a pet cannot set off'
const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)))
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null)
const spread = (values: number[]) => {
  const m = mean(values)
  return m === null || values.length < 2 ? null : Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1))
}
const present = <T>(values: (T | null)[]) => values.filter((value): value is T => value !== null)
/**
 * Activations per 16 hours at home on a day long enough at home: in a home with a pet (`count` 'sure') those of the
 * sensors it cannot set off alone, a day closed before they were counted being no day for it (null, never a zero)
 */
const perHomeDay = (count: ActivityCount) => (day: DaySummary) => {
  const activations = count === 'sure' ? day.sureActivations : day.activations
  return day.homeMinutes >= 360 && activations !== undefined ? (activations / day.homeMinutes) * 16 * 60 : null
}
/** Days closed with the count the activity level reads (decision 0145): in a pet home, those with a sure count */
const countedDays = (history: DaySummary[], count: ActivityCount) => (count === 'sure' ? history.filter((day) => day.sureActivations !== undefined).length : history.length)

const ADVICE: Record<PatternKind, string[]> = {
  later_rising: ['Ask how they have been sleeping and whether mornings feel harder', 'Check for new medication or low mood'],
  night_bathroom: ['Mention the night-time visits to their GP: an infection, diabetes or a medicine can cause them', 'Make sure the way to the bathroom is lit at night'],
  fewer_kitchen_visits: ['Check they are eating and drinking regularly', 'Consider meal deliveries or a shared meal'],
  less_activity: ['Call or visit to see how they are', 'Ask about pain, tiredness or low mood'],
  more_time_away: ['Check where the extra time out is spent', 'If outings are unexpected, ask whether they get lost or stranded'],
}

/** `count`: what a day's activity is counted on (pattern-change.ts); 'none', a pet and nothing inside it cannot set off, is never scored */
function activityLevel(history: DaySummary[], risks: string[], advice: string[], count: ActivityCount): number | null {
  if (count === 'none') return null
  const rates = present(history.map(perHomeDay(count)))
  const recent = mean(rates.slice(-RECENT_DAYS))
  const baseline = mean(rates.slice(-RECENT_DAYS - 28, -RECENT_DAYS))
  if (recent === null || baseline === null || baseline <= 0 || rates.length < RECENT_DAYS + 3) return null
  const ratio = recent / baseline
  if (ratio < 0.75) {
    risks.push(`Activity at home is down ${Math.round((1 - ratio) * 100)} % on the last week compared with the weeks before`)
    advice.push(...ADVICE.less_activity)
  }
  return clamp(100 * Math.min(1, ratio))
}

/**
 * Null until SLEEP_NIGHTS_NEEDED nights of the last week are read: the score starts at 100 and loses only what the
 * nights show, so one night gave 100 and two gave '75' in a learning week (a home whose bedroom sensor had never
 * reported), a number no night could have lowered rather than a measure
 */
function sleepQuality(history: DaySummary[], risks: string[], advice: string[]): number | null {
  const nights = history.slice(-RECENT_DAYS)
  const visits = mean(present(nights.map((d) => d.nightBathroomVisits)))
  const rises = present(nights.map((d) => d.riseMinute))
  const beds = present(nights.map((d) => d.bedMinute))
  if (rises.length < SLEEP_NIGHTS_NEEDED) return null
  let score = 100
  if (visits !== null && visits > 1) {
    score -= Math.min(40, 12 * (visits - 1))
    if (visits >= 2) {
      risks.push(`${visits.toFixed(1)} bathroom visits a night on average this week`)
      advice.push(...ADVICE.night_bathroom)
    }
  }
  const riseSpread = spread(rises)
  if (riseSpread !== null) score -= Math.min(25, riseSpread / 4)
  const bedSpread = spread(beds)
  if (bedSpread !== null) score -= Math.min(15, bedSpread / 6)
  const usual = usualNight(history)
  const hours = (usual.riseMinute - usual.bedMinute) / 60
  if (usual.nights >= 3 && (hours < 5 || hours > 11)) {
    score -= Math.min(25, (hours < 5 ? 5 - hours : hours - 11) * 10)
    risks.push(`Nights usually last about ${formatDuration(hours * 60)} (${hours < 6 ? 'short' : 'long'})`)
  }
  return clamp(score)
}

/**
 * Outings over the last week's days lived at home: a day she spent wholly away (a stay in hospital, a week
 * with her son) has no door to count, and five of them told a family back from one 'Rarely goes out: 0.3
 * outings a day this week', with 'Arrange visits if going out has become hard'
 */
function socialEngagement(history: DaySummary[], risks: string[], advice: string[]): number | null {
  const recent = history.slice(-RECENT_DAYS).filter((day) => livedDays(day) >= 1)
  if (recent.length < 3) return null
  const outings = mean(recent.map((d) => d.outings)) ?? 0
  const awayHours = (mean(recent.map((d) => d.awayMinutes)) ?? 0) / 60
  const score = clamp(50 * Math.min(1, outings) + 50 * Math.min(1, awayHours / 3))
  if (outings < 0.3) {
    risks.push(`Rarely goes out: ${outings.toFixed(1)} outings a day this week`)
    advice.push('Encourage a daily walk, a club or a visit', 'Arrange visits if going out has become hard')
  } else if (score < 50) {
    // goes out, but briefly: a low score says why
    risks.push(`Little time out of the home: about ${formatDuration(awayHours * 60)} a day this week`)
    advice.push('Encourage longer outings: a walk, a club or a visit')
  }
  return score
}

/** Null before any part of the routine can be compared with the weeks before (pattern-change.ts: 15 days) */
function routineStability(drifts: PatternDrift[]): number | null {
  if (drifts.length === 0) return null
  const unsettled = drifts.reduce((sum, drift) => sum + drift.driftingDays / drift.recentDays, 0)
  return clamp(100 - (100 * unsettled) / drifts.length - drifts.filter((d) => d.isAlert).length * 10)
}

/**
 * The parts blended, 0.3, 0.3, 0.25 and 0.15; one no sensor of the home can show (activity with a pet and nothing inside
 * it cannot set off, outings without a front door) left out and the others' weights scaled to one. Null until each
 * other part is known: a blend with stand-in 70s would mean nothing
 */
function overallOf(activity: number | null, sleep: number | null, stability: number | null, social: number | null, seesActivity: boolean, seesOutings: boolean) {
  if (sleep === null || stability === null || (activity === null && seesActivity) || (social === null && seesOutings)) return null
  if (activity === null) return clamp(social === null ? (0.3 * sleep + 0.25 * stability) / 0.55 : (0.3 * sleep + 0.25 * stability + 0.15 * social) / 0.7)
  return clamp(social === null ? (0.3 * activity + 0.3 * sleep + 0.25 * stability) / 0.85 : 0.3 * activity + 0.3 * sleep + 0.25 * stability + 0.15 * social)
}

/**
 * `unresolved`: the types of the home's alerts still unresolved, as stored. The engine keeps a quiet alert open until
 * movement ends it (to remind, and not raise it again), also after someone in the circle has resolved it: such an
 * alert is not said to be open then. Absent: every alert the engine holds open counts.
 */
export function healthScore(state: EngineState, unresolved?: ReadonlySet<string>, home?: EngineHome): HealthScore {
  const history = state.daily.history
  const risks: string[] = []
  const advice: string[] = []
  // with a pet, activity is what it cannot set off (decision 0145); absent `home`: every activation, as in a home without one
  const count = home ? activityCountOf(home) : 'all'
  const seesActivity = count !== 'none'
  const drifts = findDrifts(history, new Set(), count)
  const activity = activityLevel(history, risks, advice, count)
  const sleep = sleepQuality(history, risks, advice)
  const stability = routineStability(drifts)
  // no front door fitted (`home` given): no outing is ever seen, and '0.0 outings a day' would be no measure of her
  const seesOutings = !home || home.devices.some((device) => device.kind === 'door')
  const social = seesOutings ? socialEngagement(history, risks, advice) : null
  for (const drift of drifts) {
    if (!drift.isAlert || drift.kind === 'less_activity' || drift.kind === 'night_bathroom') continue
    risks.push(describeDrift(drift))
    advice.push(...ADVICE[drift.kind])
  }
  for (const [key, open] of Object.entries(state.open)) {
    if (key === NIGHT_OUT_KEY) risks.push('They went out in the night, or are out late, and are not back')
    else if ((open.type === 'inactivity' || open.type === 'emergency') && (!unresolved || unresolved.has(open.type))) {
      // the scores read weeks of routine, and stay green on a day she has not moved: what to do now comes first
      risks.push(open.type === 'emergency' ? 'A possible fall alert is open' : 'An unusual inactivity alert is open')
      advice.unshift('Check on them now: an alert about their quiet is still open (see Alerts)')
    }
  }
  const parts = { activityLevel: activity, sleepQuality: sleep, routineStability: stability, socialEngagement: social }
  const partsUnscored = (Object.keys(parts) as (keyof typeof parts)[]).filter((part) => parts[part] === null)
  // the overall score waits for every part; one never known (no front door, a pet and nothing sure) is left out of it
  const overall = overallOf(activity, sleep, stability, social, seesActivity, seesOutings)
  const unscored: HealthScorePart[] = overall === null ? ['overallScore', ...partsUnscored] : partsUnscored
  // last: what the scores found comes before what they cannot say yet (activity, in a pet home, in days with a sure count)
  const waits = scoresWaitText(
    unscored.filter((part) => (seesOutings || part !== 'socialEngagement') && (seesActivity || part !== 'activityLevel')),
    activity === null ? countedDays(history, count) : history.length,
    nightsSeen(history),
  )
  if (waits) advice.push(waits)
  if (!seesActivity) advice.push(PET_NO_SURE_ACTIVITY)
  if (!seesOutings) advice.push(NO_DOOR_SOCIAL)
  const why = { ...(seesActivity ? {} : { activityLevel: PET_NO_SURE_PART }), ...(seesOutings ? {} : { socialEngagement: NO_DOOR_PART }) }
  return {
    overallScore: overall ?? NEUTRAL_SCORE,
    activityLevel: activity ?? NEUTRAL_SCORE,
    sleepQuality: sleep ?? NEUTRAL_SCORE,
    routineStability: stability ?? NEUTRAL_SCORE,
    socialEngagement: social ?? NEUTRAL_SCORE,
    riskFactors: [...new Set(risks)],
    recommendations: [...new Set(advice)],
    unscored,
    ...(Object.keys(why).length ? { unscoredWhy: why } : {}),
    // the nights sleep quality still waits for, in the tab's place for it as in the recommendation (score-waits.ts)
    ...(sleep === null ? { unscoredNeeds: { sleepQuality: sleepNeedsText(nightsSeen(history)) } } : {}),
  }
}

/** `home`: with a pet, 'less activity' counts what it cannot set off (decision 0145); absent, every activation */
export function behavioralPatterns(state: EngineState, home?: EngineHome): BehavioralPattern[] {
  const count = home ? activityCountOf(home) : 'all'
  const patterns: BehavioralPattern[] = findDrifts(state.daily.history, new Set(), count)
    .filter((drift) => drift.driftingDays >= 2)
    .map((drift) => ({
      severity: drift.isAlert ? drift.severity : 'low',
      confidence: drift.confidence,
      anomalyType: drift.kind,
      description: describeDrift(drift),
      recommendations: ADVICE[drift.kind],
    }))
  const quiet = state.open.inactivity ?? state.open.emergency
  if (quiet) {
    patterns.unshift({
      severity: quiet.severity,
      // as sure as the days of her behind it (alert-pattern-confidence.ts), not a fixed 0.9
      confidence: quietPatternConfidence(state),
      anomalyType: quiet.type === 'emergency' ? 'possible_fall' : 'unusual_inactivity',
      // on the home's clock, with its zone: never read as the reader's own time (decision 0020)
      description: `An unusually long quiet spell is going on (alert raised ${formatHomeDateTime(new Date(quiet.raisedAt), state.timeZone)}).`,
      recommendations: ['Call them now', 'If there is no answer, ask someone nearby to check on them'],
    })
  }
  const out = state.open[NIGHT_OUT_KEY]
  if (out) {
    patterns.unshift({
      severity: out.severity,
      confidence: nightOutPatternConfidence(state),
      anomalyType: 'out_in_the_night',
      description: `Out in the night and not back (alert raised ${formatHomeDateTime(new Date(out.raisedAt), state.timeZone)}).`,
      recommendations: ['Call them now', 'If you do not know where they are and there is no answer, ask someone nearby to look for them'],
    })
  }
  const rank: Record<AlertSeverity, number> = { critical: 0, high: 1, medium: 2, low: 3 }
  patterns.sort((a, b) => rank[a.severity] - rank[b.severity] || b.confidence - a.confidence)
  // last: what is found comes before what cannot be looked at yet
  const learning = isLearningAt(state, state.clock)
  const notices = [pauseNotice(state.daily, learning, count), notYetNotice(state.daily, learning, count)].filter((notice): notice is BehavioralPattern => notice !== null)
  return [...patterns, ...notices]
}
