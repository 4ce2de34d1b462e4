// Out in the night. Going out is no cause for alarm, so no quiet alert comes while the person is out. But
// then a person who walks out of the front door in the night and does not come back (confused, or fallen
// on the path), or who went out in the day and is still not home deep in the night (fallen in the street,
// taken to hospital), was never reported at all: the fixed two-hour rule would have found both, blind as
// it is to the door. This watches for both, on what this home's last six weeks say is usual:
//  - went out in the night: someone seen inside on the way to the front door, at a time of night at which
//    they have not gone out in the last six weeks (an hour either side), and nothing inside 30 min later;
//  - not back: still out at a time of night at which they have not been out in the last six weeks.
// What is usual is learned from outings that have ended, per local quarter hour; the night is the one
// read from this home's days (sleep.ts), within fixed clock bounds. Each is said once, while that night
// lasts. In the logs and the invented homes nobody ever leaves in the night, and the only late outing
// nothing before covered was the first night of a week away (decision 0052, METHOD.md).
import type { DailyState } from './daily'
import { LEARNING_DAYS } from './learning'
import { dayMinute, forEachQuarter, localClock, MINUTE_MS, type LocalClock } from './local-time'
import { DEFAULT_NIGHT, usualNight } from './sleep'
import { isPresenceDoubtful, type PresenceState } from './presence'
import { nightOutAlert } from './night-out-text'
import type { AlertCandidate, EngineState } from './types'

export { NIGHT_OUT_KEY } from './night-out-text'

export const NIGHT_OUT_RULES = {
  /** A departure counts as in the night from this long after the usual bedtime… */
  leaveAfterBedMinutes: 60,
  /** …to this long before the usual getting up */
  leaveBeforeRiseMinutes: 90,
  /** Out this long, with nothing seen inside, before either is reported */
  leftForMinutes: 30,
  /** Still out counts as late from this long after the usual bedtime… */
  lateAfterBedMinutes: 120,
  /** …to this long before the usual getting up */
  lateBeforeRiseMinutes: 60,
  /** Seen this close (either side) to the same time of day, it is usual */
  nearMinutes: 60,
  /** What is usual is what the last this many days have seen */
  memoryDays: 42,
  /** A usual night read shorter than this is no night to go by (a cat about the house at night reads as her up): the default one is */
  shortestNightMinutes: 4 * 60,
  /** Whatever the night read says, a departure counts as in the night only between these local times (minutes of the day)… */
  leaveClock: [22 * 60 + 30, 5 * 60 + 30] as const,
  /** …and being out as late only between these */
  lateClock: [23 * 60 + 30, 6 * 60] as const,
  /** Someone seen inside this long before a door in the night was on their way out; with no one, it may be the wind or a bouncing switch */
  seenBeforeDoorMinutes: 10,
  /** Said while the outing is younger than this: a stay away of days is one alert, not one a night */
  sayForMinutes: { left: 12 * 60, late: 24 * 60 },
}

const QUARTERS = 96
const NEVER = -1

export interface NightOutWatch {
  /** The local day this watch began: it says nothing until it has watched LEARNING_DAYS days */
  sinceDay: number
  /** The last evidence of someone inside before the latest front-door report (ms): was anyone on their way out */
  beforeDoor?: number | null
  /** The latest evidence of someone inside while the person was out (ms): a visitor gone, she sat on unseen */
  insideWhileOut?: number | null
  /** The latest instant the home could not be heard, or Hearthwatch was not watching (ms): a return may have gone unheard */
  blindAt?: number | null
  /** Per local quarter hour, the latest local day an outing began in it; NEVER if none */
  departed: number[]
  /** Per local quarter hour, the latest local day the person was out in it */
  out: number[]
}

export function newNightOutWatch(day: number): NightOutWatch {
  return { sinceDay: day, departed: new Array<number>(QUARTERS).fill(NEVER), out: new Array<number>(QUARTERS).fill(NEVER) }
}

const quarterOf = (clock: LocalClock) => Math.floor(clock.minuteOfDay / 15)

/**
 * An outing from `leftAt` to `backAt` has ended: its start and the quarter hours it spanned are usual now.
 * Not a door in the night nobody walked to (a gust, a bouncing switch), nor one in the night after which
 * someone was seen inside (a visitor who left while she sat on unseen): learned, they would hide a real
 * departure at that time for six weeks
 */
export function learnOuting(watch: NightOutWatch, daily: DailyState, leftAt: number, backAt: number, timeZone: string) {
  // (a day's outing is learned whatever fired inside meanwhile: a stay away of days often has a glitch in it)
  if (isNightDeparture(daily, localClock(leftAt, timeZone)) && (!seenOnTheWayOut(watch, leftAt) || (watch.insideWhileOut ?? 0) > leftAt)) return
  const left = localClock(leftAt, timeZone)
  watch.departed[quarterOf(left)] = left.day
  // a long stay away spans every quarter within its first day; its later days add nothing
  const until = Math.min(backAt, leftAt + 24 * 60 * MINUTE_MS)
  forEachQuarter(leftAt, until, timeZone, (clock) => {
    watch.out[quarterOf(clock)] = Math.max(watch.out[quarterOf(clock)] ?? NEVER, clock.day)
  })
  if (backAt > until) {
    const back = localClock(backAt, timeZone)
    for (let q = 0; q < QUARTERS; q++) watch.out[q] = Math.max(watch.out[q] ?? NEVER, back.day)
  }
}

/** The usual night, or the default one when what was read is too short to be a night's sleep */
function nightOf(daily: DailyState): { bedMinute: number; riseMinute: number } {
  const read = usualNight(daily.history)
  const length = dayMinute(read.riseMinute - read.bedMinute)
  return length >= NIGHT_OUT_RULES.shortestNightMinutes ? read : DEFAULT_NIGHT
}

/** Whether `book` has a day within the memory, in a quarter hour near `quarter` */
function seenNear(book: number[], quarter: number, day: number): boolean {
  const reach = NIGHT_OUT_RULES.nearMinutes / 15
  for (let d = -reach; d <= reach; d++) {
    if ((book[(quarter + d + QUARTERS) % QUARTERS] ?? NEVER) >= day - NIGHT_OUT_RULES.memoryDays) return true
  }
  return false
}

/** Whether `minuteOfDay` lies from `from` to `to` (minutes of the day, possibly across midnight) */
function within(minuteOfDay: number, from: number, to: number): boolean {
  const start = dayMinute(from)
  const end = dayMinute(to)
  return start <= end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end
}

export interface NightOut {
  kind: 'left' | 'late'
  /** Home only on the word of a mat or of motion a pet can make since the door (presence.ts): she may have gone out */
  inDoubt?: boolean
  leftAt: number
  outMinutes: number
  /** Days of outings behind 'usual' (at most the memory) */
  daysWatched: number
}

/** Someone was seen inside shortly before the door of a departure at `leftAt` */
const seenOnTheWayOut = (watch: NightOutWatch, leftAt: number) => leftAt - (watch.beforeDoor ?? -Infinity) <= NIGHT_OUT_RULES.seenBeforeDoorMinutes * MINUTE_MS

function isNightDeparture(daily: DailyState, left: LocalClock): boolean {
  const night = nightOf(daily)
  return (
    within(left.minuteOfDay, night.bedMinute + NIGHT_OUT_RULES.leaveAfterBedMinutes, night.riseMinute - NIGHT_OUT_RULES.leaveBeforeRiseMinutes) &&
    within(left.minuteOfDay, ...NIGHT_OUT_RULES.leaveClock)
  )
}

/**
 * Whether the person, out since `leftAt`, is out in the night as they have not been in the last six weeks.
 * `inDoubt`: not known to be out, only that nothing but a mat or motion a pet can make has moved since the
 * door: a door in the night is judged as a departure all the same (a cat about the house must not hide
 * it), but being out late is not said on so little
 */
export function assessNightOut(watch: NightOutWatch, daily: DailyState, leftAt: number, now: number, timeZone: string, inDoubt = false): NightOut | null {
  const today = localClock(now, timeZone)
  const daysWatched = today.day - watch.sinceDay
  if (daysWatched < LEARNING_DAYS) return null
  const outMinutes = (now - leftAt) / MINUTE_MS
  // a short trip (the bins, the post) is no cause: nothing is said before this
  if (outMinutes < NIGHT_OUT_RULES.leftForMinutes) return null
  // someone has been seen inside since (she may be in), or a return may have gone unheard
  if ((watch.insideWhileOut ?? 0) > leftAt || (watch.blindAt ?? 0) > leftAt) return null
  const night = nightOf(daily)
  const left = localClock(leftAt, timeZone)
  const base = { leftAt, outMinutes, daysWatched: Math.min(daysWatched, NIGHT_OUT_RULES.memoryDays), ...(inDoubt ? { inDoubt } : {}) }
  const stillNight = within(today.minuteOfDay, night.bedMinute + NIGHT_OUT_RULES.leaveAfterBedMinutes, night.riseMinute)
  if (isNightDeparture(daily, left)) {
    // a door in the night nobody walked to is no outing; one said is said while that night lasts
    if (!seenOnTheWayOut(watch, leftAt)) return null
    if (stillNight && outMinutes < NIGHT_OUT_RULES.sayForMinutes.left) {
      if (!seenNear(watch.departed, quarterOf(left), left.day)) return { kind: 'left', ...base }
      // a usual departure (the dog's walk): said only if they are out later than usual
    } else if (outMinutes >= NIGHT_OUT_RULES.sayForMinutes.late) return null
  } else if (outMinutes >= NIGHT_OUT_RULES.sayForMinutes.late) return null
  if (inDoubt) return null
  const lateNow =
    within(today.minuteOfDay, night.bedMinute + NIGHT_OUT_RULES.lateAfterBedMinutes, night.riseMinute - NIGHT_OUT_RULES.lateBeforeRiseMinutes) &&
    within(today.minuteOfDay, ...NIGHT_OUT_RULES.lateClock)
  if (lateNow && !seenNear(watch.out, quarterOf(today), today.day)) return { kind: 'late', ...base }
  return null
}

/** Out since when, or null: out, or home only in doubt since a door (then `inDoubt`) */
function outSince(presence: PresenceState): { since: number; inDoubt: boolean } | null {
  if (presence.mode === 'away' && presence.awaySince !== null) return { since: presence.awaySince, inDoubt: false }
  const since = presence.matOnlySince ?? null
  return isPresenceDoubtful(presence) && since !== null ? { since, inDoubt: true } : null
}

/** Back in: at home, and not only in doubt (an alert raised then ends when a sure sign of them comes) */
export const isBackIn = (presence: PresenceState) => presence.awaySince === null && !isPresenceDoubtful(presence)

/** The alert to raise now that they are out in the night as they have not been lately, or null */
export function nightOutFinding(state: EngineState, now: number, pets: boolean): AlertCandidate | null {
  const out = outSince(state.presence)
  if (!state.nightOut || !out) return null
  const found = assessNightOut(state.nightOut, state.daily, out.since, now, state.timeZone, out.inDoubt)
  return found ? nightOutAlert(found, state.timeZone, pets) : null
}

/** A front-door report: who was last seen inside before it, to tell a person walking out from a gust */
export function nightOutOnDoor(state: EngineState) {
  if (state.nightOut) state.nightOut.beforeDoor = state.lastInsideAt
}

/** Evidence of someone inside while the person is out (not motion a pet can make: the cat is not her) */
export function nightOutOnInside(state: EngineState, at: number) {
  if (state.nightOut && state.presence.mode === 'away') state.nightOut.insideWhileOut = Math.max(state.nightOut.insideWhileOut ?? 0, at)
}

/** The home could not be heard, or Hearthwatch was not watching, until `at` */
export function nightOutBlind(state: EngineState, at: number) {
  if (state.nightOut) state.nightOut.blindAt = Math.max(state.nightOut.blindAt ?? 0, at)
}
