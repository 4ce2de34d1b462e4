// What kind of rest a quiet spell began in, read from where and when it began: asleep in the usual night,
// dozing on a seat in the evening, an early night, lying down, resting on a mat. Each gets its own margins
// and waits in inactivity.ts.
import { localClock, realMinutesUntil } from './local-time'
import { isFallRiskRoom } from './rooms'
import { usualNight } from './sleep'
import type { EngineState } from './types'

/** A seat's spell this long before the usual bedtime is an evening doze: the rest margin applies */
export const EVENING_DOZE_HOURS = 6
/** A spell begun in the bedroom this long before the usual bedtime is an early night: sleep's margins apply */
export const EARLY_NIGHT_HOURS = 3
/** Resting on a seat or bed mat: pressed last and not released. Not where falls happen: a toilet seat held for long is no safe rest */
export const isOnMat = (state: EngineState) => state.lastOnMat === true && state.lastRoom !== null && !isFallRiskRoom(state.lastRoom)

/**
 * Whether a quiet spell began in the usual night (from an hour before the usual bedtime to an hour
 * before the usual getting-up time): sleep lengths vary more than daytime habits, so such a spell gets
 * a wider margin, and the first hour after the usual getting-up time keeps the daytime one.
 */
export function beganAsleep(state: EngineState, startMs: number): boolean {
  const { bedMinute, riseMinute } = usualNight(state.daily.history)
  const start = localClock(startMs, state.timeZone).minuteOfDay
  const from = (((bedMinute - 60) % 1440) + 1440) % 1440
  const to = (((riseMinute - 60) % 1440) + 1440) % 1440
  return from <= to ? start >= from && start < to : start >= from || start < to
}

/**
 * A doze in the armchair: the spell began on a seat mat (not the bed, not a toilet seat) in the
 * evening, the hours before the usual bedtime. Mats like house C's couch pulse as someone sits down
 * and then stay quiet however long they sit, so "still pressed" cannot tell a rest there.
 */
export function isEveningSeat(state: EngineState, startMs: number): boolean {
  if (state.lastMat !== true || state.lastRoom === null || state.lastRoom === 'bedroom' || isFallRiskRoom(state.lastRoom)) return false
  return isEvening(state, startMs)
}

/**
 * Lying down: the bedroom's motion sensor saw her last, and it sees no one lying still. Naps come on some afternoons
 * only and their records fade between them (an invented home's 92-minute nap was held to 62 min). A bedroom door or a
 * drawer says only that she passed it or used it.
 */
export const isLyingDown = (state: EngineState) => state.lastRoom === 'bedroom' && state.lastMotion === true

/**
 * An early night: the spell began in the bedroom up to EARLY_NIGHT_HOURS before the usual bedtime
 * (tired, unwell). It gets sleep's margins, and once the usual night has begun, sleep's wait for the
 * usual getting-up time. Before, only a spell from an hour before the usual bedtime was sleep: going to
 * bed two hours early was held to the evening's short bedroom visits (an alert after 54 min).
 */
export function isEarlyNight(state: EngineState, startMs: number): boolean {
  return state.lastRoom === 'bedroom' && isEvening(state, startMs, EARLY_NIGHT_HOURS)
}

/** Within `hours` before the usual bedtime */
function isEvening(state: EngineState, startMs: number, hours = EVENING_DOZE_HOURS): boolean {
  return realMinutesUntil(startMs, usualNight(state.daily.history).bedMinute, state.timeZone) <= hours * 60
}
