// The dashboard's activity score (GET /api/dashboard/stats, 0-100, normal at 60 or above): is today's
// activity so far lower than this person's routine allows for, given the hours they were at home?
// 100 while the day so far is within how this person's days usually run; below that only as far as
// the shortfall stands out of the spread their past days have shown at this hour of the day (decision
// 0046). A night has a handful of expected events and a morning moves with the getting-up time: such
// hours vary a lot from day to day, so they cannot pull the score under 60 on their own, while a day
// with far fewer events than the hours at home call for does.
import { localClock, type LocalClock } from './local-time'
import { petBlindness, sureKeysOf } from './activity-score-pet'
import { expectedActivity } from './routine'
import type { EngineHome, EngineState } from './types'

/** Shown while nothing of the routine or of the time at home has been learned */
export const NEUTRAL_ACTIVITY_SCORE = 70
/** Each standard deviation of shortfall beyond the usual costs this much: two of them reach 60, the edge of normal */
const POINTS_PER_SD = 20
/** A share of the hour the person is usually at home below this is taken as this (an hour usually spent out says little of an hour in) */
const MIN_USUAL_HOME_SHARE = 0.25
/** Each day the spread learned of past days counts for this much less: about three weeks of memory */
const DAILY_FORGETTING = 0.95
/** Until this many days are learned at an hour, the routine's own hour-by-hour spread stands in for the learned one */
const MIN_LEARNED_DAYS = 3
/** A day that ran further than this many spreads from the usual teaches only as much as one this far: an ill week does not become what is usual, a lasting change does in weeks */
const LEARN_CLIP_SD = 2

/** How the day so far usually departs from the routine's expectation, per local hour of the day (at hh:00) */
export interface DaySpread {
  mean: number[]
  variance: number[]
  /** Effective number of days behind each hour */
  weight: number[]
}

export function newDaySpread(): DaySpread {
  const zeros = () => new Array<number>(24).fill(0)
  return { mean: zeros(), variance: zeros(), weight: zeros() }
}

/**
 * Per local hour, the share of it the person is usually at home: the engine's minutes at home per hour
 * (quiet model, faded day by day) against the hour with most, which is a night hour for anyone who
 * sleeps at home. Null before an hour at home has been counted.
 */
function usualHomeShare(state: EngineState): number[] | null {
  const minutes = state.quiet.homeMinutes
  const most = Math.max(...minutes)
  if (!(most >= 60)) return null
  return minutes.map((m) => Math.max(MIN_USUAL_HOME_SHARE, Math.min(1, m / most)))
}

export interface DayEvidence {
  /** Activations inside today so far (the front door's left out, as from the day's count) */
  count: number
  /** What the routine expects of the time at home today so far */
  expected: number
  /** The variance of that expectation from the routine's hour-by-hour spread (hours taken apart) */
  hourVariance: number
}

/**
 * Today's count against what the routine expects of the minutes at home so far; null with nothing learned yet.
 * `sure`: in a home with a pet, the sensors a pet cannot set off (activity-score-pet.ts): only they are counted,
 * today's and the routine's alike, as what the cat sets off is no activity of hers. Null: every sensor but the doors
 */
export function dayEvidence(state: EngineState, clock: LocalClock, doorKeys: ReadonlySet<string>, sure: ReadonlySet<string> | null = null): DayEvidence | null {
  const share = usualHomeShare(state)
  const devices = Object.entries(state.routine.devices).filter(([key]) => (sure ? sure.has(key) : !doorKeys.has(key)))
  if (!share || devices.length === 0) return null
  const current = state.daily.current
  const isToday = current.day === clock.day
  // a state saved before the sure count was kept: today's count of them is not known
  const count = !isToday ? 0 : sure ? current.sureActivations : current.activations
  if (count === undefined) return null
  const homeByHour = isToday ? (current.homeByHour ?? null) : null
  let expected = 0
  let hourVariance = 0
  for (let hour = 0; hour <= clock.hour; hour++) {
    // minutes at home in this hour today (an old state without them: every minute so far)
    const minutesHome = homeByHour ? (homeByHour[hour] ?? 0) : hour < clock.hour ? 60 : clock.minuteOfDay % 60
    if (minutesHome <= 0) continue
    let mean = 0
    let sd = 0
    for (const [, device] of devices) {
      const slot = expectedActivity(device, clock.dayOfWeek, hour)
      mean += slot.mean
      // the sensors of a home fire together (one person walking through it): their spreads add up, not their variances
      sd += Math.sqrt(slot.variance)
    }
    const usual = share[hour] ?? 1
    // the routine counts hours spent out as zeros: per hour at home it is mean / usual share, and its
    // spread that of a mixture (out: 0; in: the rest), sd² / share − rate² × (1 − share)
    const rate = mean / usual
    const fraction = Math.min(1, minutesHome / 60)
    expected += rate * fraction
    hourVariance += Math.max(0, (sd * sd) / usual - rate * rate * (1 - usual)) * fraction
  }
  return { count, expected, hourVariance }
}

const doorsOf = (home?: EngineHome) => new Set(home?.devices.filter((d) => d.kind === 'door').map((d) => d.key))

/**
 * At hh:00 (`at`), before the routine learns the hour just ended: how far the day so far ran from the
 * routine's expectation, learned for that hour of the day. Called from the hour's close; the day's first
 * hour has nothing behind it yet.
 */
export function learnDaySpread(state: EngineState, at: number, doorKeys: ReadonlySet<string>, sure: ReadonlySet<string> | null = null) {
  const clock = localClock(at, state.timeZone)
  if (clock.hour === 0 || clock.minuteOfDay % 60 !== 0) return
  const evidence = dayEvidence(state, clock, doorKeys, sure)
  if (!evidence) return
  // the sure sensors' day runs its own way from their routine (a handful of fridge openings, not a hundred sightings)
  const spread = sure ? (state.sureDaySpread ??= newDaySpread()) : (state.daySpread ??= newDaySpread())
  const hour = clock.hour
  const weight = (spread.weight[hour] ?? 0) * DAILY_FORGETTING + 1
  const mean = spread.mean[hour] ?? 0
  const sd = usualSpread(spread, hour, evidence)
  const deviation = evidence.count - evidence.expected
  const delta = Math.max(-LEARN_CLIP_SD * sd, Math.min(LEARN_CLIP_SD * sd, deviation - mean))
  const rate = 1 / weight
  spread.mean[hour] = round3(mean + rate * delta)
  spread.variance[hour] = round3((1 - rate) * ((spread.variance[hour] ?? 0) + rate * delta * delta))
  spread.weight[hour] = round3(weight)
}

const round3 = (value: number) => Math.round(value * 1000) / 1000

/** The usual spread of the day so far at hh:00: the days learned (the routine's own while they are few), never below a count's own chance */
function usualSpread(spread: DaySpread | undefined, hour: number, evidence: DayEvidence): number {
  const days = spread?.weight[hour] ?? 0
  const variance = days >= MIN_LEARNED_DAYS ? (spread?.variance[hour] ?? 0) : evidence.hourVariance
  // a count is at least as uncertain as a Poisson count with this mean: a few expected events prove little
  return Math.sqrt(Math.max(variance, evidence.expected, 1))
}

/**
 * Today's activity so far against what this person's routine expects of the hours at home, 0-100:
 * 100 within the usual, 20 points lower for each usual spread short of it.
 */
export function activityScore(state: EngineState, now: Date, home?: EngineHome): number {
  return measuredActivityScore(state, now, home) ?? NEUTRAL_ACTIVITY_SCORE
}

/**
 * activityScore, or null where nothing of the routine or of the time at home is learned (no sensor inside, or none heard
 * long enough), or, in a home with a pet, where the sensors cannot tell the pet's movement from hers now (petBlindness)
 */
export function measuredActivityScore(state: EngineState, now: Date, home?: EngineHome): number | null {
  if (home && petBlindness(state, home, now.getTime()) !== null) return null
  const sure = home?.pets === true ? sureKeysOf(home) : null
  const clock = localClock(now.getTime(), state.timeZone)
  const evidence = dayEvidence(state, clock, doorsOf(home), sure)
  if (!evidence) return null
  // between hh:00 and the next hour, the two hours' usual departures, in proportion (the day's last hour: its own)
  const next = clock.hour === 23 ? 23 : clock.hour + 1
  const part = (clock.minuteOfDay % 60) / 60
  const spread = sure ? state.sureDaySpread : state.daySpread
  const meanAt = (hour: number) => ((spread?.weight[hour] ?? 0) >= MIN_LEARNED_DAYS ? (spread?.mean[hour] ?? 0) : 0)
  const usualDeviation = (1 - part) * meanAt(clock.hour) + part * meanAt(next)
  const sd = (1 - part) * usualSpread(spread, clock.hour, evidence) + part * usualSpread(spread, next, evidence)
  const shortfall = (evidence.expected + usualDeviation - evidence.count) / sd
  return Math.max(0, Math.min(100, Math.round(100 - POINTS_PER_SD * Math.max(0, shortfall))))
}
