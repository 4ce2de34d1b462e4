// Drift over days rather than minutes: the last few days against the weeks before them, one measure at
// a time (getting up, night-time bathroom visits, kitchen visits, overall activity, time out). A day
// counts as drifting when it is beyond both a meaningful amount and the person's own day-to-day
// spread; several drifting days out of the last five make a pattern change.
import type { DaySummary } from './daily'
import { kitPart, MIXED_KIT, type KitPart } from './sensor-kit'
import type { AlertCandidate, AlertSeverity } from './types'
import { formatClock, formatDuration } from './format'
import { describeLessActivity } from './pattern-change-text'

export type PatternKind = 'later_rising' | 'night_bathroom' | 'fewer_kitchen_visits' | 'less_activity' | 'more_time_away'

export interface PatternDrift {
  kind: PatternKind
  /** Median of the last `recentDays` days (what decides whether the drift is an alert, and how strong) */
  recent: number
  /**
   * Median of the drifting days alone: what the description quotes for them. With 2 of 5 days drifting
   * the median of all five is an ordinary day's ("2 h 6 min a day on 2 of the last 5 days" when those
   * two days were away 4 h), so it cannot be said of the drifting days. `recent` when none drift.
   */
  onDriftingDays: number
  baseline: number
  /** Recent days beyond the person's usual range, out of recentDays */
  driftingDays: number
  recentDays: number
  baselineDays: number
  severity: AlertSeverity
  confidence: number
  isAlert: boolean
}

interface Measure {
  kind: PatternKind
  /** +1 when higher is the worry, -1 when lower is */
  direction: 1 | -1
  value: (day: DaySummary) => number | null
  /** Smallest change that matters: absolute, or relative to the usual level */
  minChange: number
  relative: boolean
  /** The sensors its day lines depend on (sensor-kit.ts): a change in others leaves it compared */
  sensors: KitPart
  /**
   * The day-to-day spread chance alone gives a count this size, at `center` on the usual `days` (absent: none is
   * assumed). The usual days' own spread may be narrower by luck: ten days of a fridge opened 6-9 times read as
   * 'usually 5.9, within 0.7', and four days of 3-5 openings as less activity (pet-s97)
   */
  chance?: (center: number, days: DaySummary[]) => number
}

/** Days at home long enough to judge how active a day was */
const JUDGEABLE_HOME_MINUTES = 6 * 60
const perHomeDay = (count: number, day: DaySummary) =>
  day.homeMinutes >= JUDGEABLE_HOME_MINUTES ? (count / day.homeMinutes) * 16 * 60 : null

const LESS_ACTIVITY: Measure = { kind: 'less_activity', direction: -1, value: (d) => perHomeDay(d.activations, d), minChange: 0.35, relative: true, sensors: 'home' }

export const MEASURES: Measure[] = [
  { kind: 'later_rising', direction: 1, value: (d) => d.riseMinute, minChange: 45, relative: false, sensors: 'night' },
  { kind: 'night_bathroom', direction: 1, value: (d) => d.nightBathroomVisits, minChange: 1, relative: false, sensors: 'night' },
  { kind: 'fewer_kitchen_visits', direction: -1, value: (d) => perHomeDay(d.kitchenVisits, d), minChange: 0.35, relative: true, sensors: 'kitchen' },
  LESS_ACTIVITY,
  { kind: 'more_time_away', direction: 1, value: (d) => d.awayMinutes, minChange: 120, relative: false, sensors: 'home' },
]

/**
 * What the 'less activity' check counts (decision 0145): every activation inside ('all'); in a home with a pet only those
 * of the sensors it cannot set off ('sure', activity-score-pet.ts activityCountOf), as a cat roaming while she barely
 * moves is no activity of hers, nor a week with the cat away less of it; with a pet and no such sensor inside, nothing
 * ('none': every report may be the pet's, so it is not checked)
 */
export type ActivityCount = 'all' | 'sure' | 'none'

/**
 * A day closed before its sure count was kept (or with other marked sensors: daily.ts) is no day for it, never a zero.
 * The count is a few openings of a fridge or a cupboard a day: counted by chance (Poisson) with mean center × h / 960 on
 * h minutes at home, its spread per 16 hours at home is √(center × 960 / h), h the usual days' median
 */
const SURE_ACTIVITY: Measure = {
  ...LESS_ACTIVITY,
  value: (d) => (d.sureActivations === undefined ? null : perHomeDay(d.sureActivations, d)),
  chance: (center, days) => Math.sqrt((center * 16 * 60) / Math.max(JUDGEABLE_HOME_MINUTES, median(days.map((day) => day.homeMinutes)))),
}
const MEASURES_OF: Record<ActivityCount, Measure[]> = {
  all: MEASURES,
  sure: MEASURES.map((measure) => (measure === LESS_ACTIVITY ? SURE_ACTIVITY : measure)),
  none: MEASURES.filter((measure) => measure !== LESS_ACTIVITY),
}

/** The measures looked at in a home whose activity is counted as `count` says */
export const measuresOf = (count: ActivityCount = 'all') => MEASURES_OF[count]

/**
 * `alertDays` of the last `recentDays` beyond the usual range raise a pattern change; once raised, it
 * stays while `keepDays` still are (one ordinary day among five does not end a drift, nor should the
 * next late one announce it again)
 */
export const PATTERN_RULES = { recentDays: 5, alertDays: 4, keepDays: 3, minBaselineDays: 10, baselineDays: 28, spreadFactor: 1.5 }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Days whose `part` was counted with `kit` (any, when unknown); never a day that part's sensors changed in */
export function daysCountedWith(history: DaySummary[], part: KitPart, kit: string | undefined): DaySummary[] {
  return history.filter((day) => {
    const counted = kitPart(day.kit, part)
    return counted !== MIXED_KIT && (counted === undefined || kit === undefined || counted === kit)
  })
}

/**
 * Days counted with the same sensors as the latest whole day, for the part of the home `part` reads: a sensor
 * deleted, moved or added there starts the comparison again, and the day it changed in (or a sensor was off
 * for a battery) is compared with nothing
 */
function sameKit(history: DaySummary[], part: KitPart): DaySummary[] {
  const latest = history.findLast((day) => kitPart(day.kit, part) !== MIXED_KIT)
  return daysCountedWith(history, part, kitPart(latest?.kit, part))
}

/** Usable days a measure needs: the recent ones and the fewest baseline ones */
export const DAYS_NEEDED = PATTERN_RULES.recentDays + PATTERN_RULES.minBaselineDays
const enoughDays = (values: readonly unknown[]) => values.length >= DAYS_NEEDED
export const usableDays = (measure: Measure, days: DaySummary[]) => days.map((day) => measure.value(day)).filter((value): value is number => value !== null)

/**
 * The sensors changed lately, so `kind` cannot be compared with the usual routine for a while though the days
 * are there: an open pattern change stays as it was said rather than being told as over (engine.ts), and the
 * insights say it waits (pattern-pause.ts)
 */
export function isPausedBySensorChange(history: DaySummary[], kind: string, count: ActivityCount = 'all'): boolean {
  const measure = measuresOf(count).find((m) => m.kind === kind)
  return !!measure && enoughDays(usableDays(measure, history)) && !enoughDays(usableDays(measure, sameKit(history, measure.sensors)))
}

const baselineOf = <T>(usable: T[]) => usable.slice(-PATTERN_RULES.recentDays - PATTERN_RULES.baselineDays, -PATTERN_RULES.recentDays)

/**
 * The measures no change can be looked for in (besides those paused by a change of sensors): too few days
 * counted yet (`days` of DAYS_NEEDED), or none of it seen in the weeks before (`noneSeen`: no kitchen
 * visits, so fewer cannot be told). The insights say so rather than 'No unusual patterns found'
 */
export interface UncheckedMeasure {
  kind: PatternKind
  days: number
  noneSeen: boolean
}

export function uncheckedMeasures(history: DaySummary[], count: ActivityCount = 'all'): UncheckedMeasure[] {
  return measuresOf(count).filter((measure) => !isPausedBySensorChange(history, measure.kind, count)).flatMap((measure): UncheckedMeasure[] => {
    const usable = usableDays(measure, sameKit(history, measure.sensors))
    if (!enoughDays(usable)) return [{ kind: measure.kind, days: usable.length, noneSeen: false }]
    return measure.relative && median(baselineOf(usable)) <= 0 ? [{ kind: measure.kind, days: usable.length, noneSeen: true }] : []
  })
}

function driftOf(measure: Measure, history: DaySummary[], open: boolean): PatternDrift | null {
  const days = sameKit(history, measure.sensors)
  const usable = usableDays(measure, days)
  if (!enoughDays(usable)) return null
  const recent = usable.slice(-PATTERN_RULES.recentDays)
  const baseline = baselineOf(usable)
  const center = median(baseline)
  const seen = 1.4826 * median(baseline.map((value) => Math.abs(value - center)))
  const spread = measure.chance ? Math.max(seen, measure.chance(center, baselineOf(days.filter((day) => measure.value(day) !== null)))) : seen
  const change = measure.relative ? measure.minChange * Math.abs(center) : measure.minChange
  if (measure.relative && center <= 0) return null
  const bound = center + measure.direction * Math.max(change, PATTERN_RULES.spreadFactor * spread)
  const beyond = (value: number) => (measure.direction > 0 ? value > bound : value < bound)
  const drifting = recent.filter(beyond)
  const driftingDays = drifting.length
  const recentMedian = median(recent)
  const isAlert = driftingDays >= (open ? PATTERN_RULES.keepDays : PATTERN_RULES.alertDays) && beyond(recentMedian)
  const strength = Math.abs(recentMedian - center) / Math.max(change, 1e-9)
  const severity: AlertSeverity = isAlert && (strength >= 2 || driftingDays === recent.length) ? 'medium' : 'low'
  const confidence = Math.min(1, (driftingDays / recent.length) * Math.min(1, baseline.length / 10) + (isAlert ? 0.1 : 0))
  return {
    kind: measure.kind,
    recent: recentMedian,
    onDriftingDays: drifting.length ? median(drifting) : recentMedian,
    baseline: center,
    driftingDays,
    recentDays: recent.length,
    baselineDays: baseline.length,
    severity,
    confidence: Math.round(confidence * 100) / 100,
    isAlert,
  }
}

/** Every measure's drift, alerting or not (the insights show the mild ones too); `open`: the kinds already raised */
export function findDrifts(history: DaySummary[], open: ReadonlySet<string> = new Set(), count: ActivityCount = 'all'): PatternDrift[] {
  return measuresOf(count).map((measure) => driftOf(measure, history, open.has(measure.kind))).filter((drift): drift is PatternDrift => drift !== null)
}

/** Away this long in a day is away all day (out before getting up or back after bedtime, as on a holiday) */
const AWAY_ALL_DAY_MINUTES = 20 * 60

/** What the drifting days were like (their median), said of those days and only them */
export function describeDrift(drift: PatternDrift): string {
  const days = `${drift.driftingDays} of the last ${drift.recentDays} days`
  const value = drift.onDriftingDays
  switch (drift.kind) {
    case 'later_rising':
      return `Getting up later: around ${formatClock(value)} on ${days}, usually ${formatClock(drift.baseline)}.`
    case 'night_bathroom':
      return `More night-time bathroom visits: ${value.toFixed(1)} a night on ${days}, usually ${drift.baseline.toFixed(1)}.`
    case 'fewer_kitchen_visits':
      // counted per 16 hours at home (a day out has fewer visits and is no drift): 'a day' did not match the day's own count
      return `Fewer kitchen visits: ${value.toFixed(1)} per 16 hours at home on ${days}, usually ${drift.baseline.toFixed(1)}.`
    case 'less_activity':
      return describeLessActivity(value, drift.baseline, days)
    case 'more_time_away':
      // a holiday or a hospital stay: "1 d a day" says nothing to a carer
      if (value >= AWAY_ALL_DAY_MINUTES) return `More time away from home: away all day or nearly on ${days}, usually ${formatDuration(drift.baseline)} a day.`
      return `More time away from home: ${formatDuration(value)} a day on ${days}, usually ${formatDuration(drift.baseline)}.`
  }
}

const TITLES: Record<PatternKind, string> = {
  later_rising: 'Getting up later than usual',
  night_bathroom: 'More night-time bathroom visits',
  fewer_kitchen_visits: 'Fewer kitchen visits',
  less_activity: 'Less activity than usual',
  more_time_away: 'More time away from home',
}

/** Pattern changes to report; `open`: the kinds whose alert is still open (they stay while `keepDays` drift) */
export function patternFindings(history: DaySummary[], open: ReadonlySet<string> = new Set(), count: ActivityCount = 'all'): AlertCandidate[] {
  return findDrifts(history, open, count)
    .filter((drift) => drift.isAlert)
    .map((drift) => ({
      type: 'pattern_change' as const,
      severity: drift.severity,
      title: TITLES[drift.kind],
      description: describeDrift(drift),
      dedupeKey: `pattern:${drift.kind}`,
      metadata: {
        recent: Math.round(drift.recent * 10) / 10,
        onDriftingDays: Math.round(drift.onDriftingDays * 10) / 10,
        baseline: Math.round(drift.baseline * 10) / 10,
        driftingDays: drift.driftingDays,
        recentDays: drift.recentDays,
        baselineDays: drift.baselineDays,
        confidence: drift.confidence,
      },
    }))
}

/**
 * In a home with a pet, 'less activity' has the days to be compared on every activation, but not yet on the sure
 * count alone (days closed before it was kept, or since the marked sensors changed): not yet comparable, as after a
 * change of sensors
 */
function awaitsSureCount(history: DaySummary[], kind: string, count: ActivityCount): boolean {
  if (count !== 'sure' || kind !== LESS_ACTIVITY.kind) return false
  const days = sameKit(history, LESS_ACTIVITY.sensors)
  return enoughDays(usableDays(LESS_ACTIVITY, days)) && !enoughDays(usableDays(SURE_ACTIVITY, days))
}

/**
 * The pattern changes to hold after a day closed: those found, and, of the open ones no longer found, those
 * whose days cannot be compared since the sensors changed, or not yet on what a pet cannot set off (kept as they
 * were said, not told as over)
 */
export function patternsAfterDay(history: DaySummary[], open: ReadonlySet<string>, previous: readonly AlertCandidate[], count: ActivityCount = 'all'): AlertCandidate[] {
  const found = patternFindings(history, open, count)
  const kindOf = (finding: AlertCandidate) => finding.dedupeKey.slice('pattern:'.length)
  const comparable = (kind: string) => !isPausedBySensorChange(history, kind, count) && !awaitsSureCount(history, kind, count)
  const held = previous.filter((p) => open.has(kindOf(p)) && !found.some((f) => f.dedupeKey === p.dedupeKey) && !comparable(kindOf(p)))
  return [...found, ...held]
}
