// What kind of rest a quiet spell began in, read from where and when it began: asleep in the usual night,
// dozing on a seat in the evening, an early night, lying down, resting on a mat. Each gets its own margins
// and waits in inactivity.ts.
import { dayMinute, localClock, realMinutesUntil } from './local-time'
import { isFallRiskRoom } from './rooms'
import { usualNight } from './sleep'
import type { QuietLimit } from './quiet-model'
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
  const from = dayMinute(bedMinute - 60)
  const to = dayMinute(riseMinute - 60)
  return from <= to ? start >= from && start < to : start >= from || start < to
}

/** A spell this long before the usual bedtime may be her night only after a room she has gone to bed from (see wakefulBeforeBed) */
export const BEFORE_BED_MINUTES = 60
/** A night counts as begun from a room when it began this close to the usual bedtime (not a night drink read as the night's start) */
const EVENING_NIGHT_MINUTES = 120
/**
 * A room she passes on her way to bed and does not go to bed from: last before her sleep on 0-3 of 60 nights in
 * every home of switches whose annotations were read (sessions 45 and 51), where the bathroom was last on 9-18
 */
const WAY_TO_BED_ROOM = 'toilet'
/** Nights begun from a room before it counts as one she goes to bed from */
const BED_ROOM_NIGHTS = 2
/** Nights whose room is known before any room is judged by them */
const BED_ROOM_MIN_NIGHTS = 14

/**
 * A spell begun in the hour before the usual bedtime, after the toilet or after a room that her recent nights have
 * seldom or never begun from (the kitchen cupboard, the fridge): she was still up, and the awake limits apply (wakefulLimit), not
 * the wait for her getting-up time (decision 0102). A kit of switches cannot see her go to bed; what it can see is
 * where she goes to bed from (daily.ts bedRoom)
 */
export function wakefulBeforeBed(state: EngineState, startMs: number, room: string): boolean {
  // the bedroom, and the rooms she goes to bed from unseen (the bathroom, the hall on her way): always possibly her
  // night. The night's reading catches a bedtime from the bathroom on 4-6 of 60 nights where she went to bed from it
  // on 9-18, so its count would call it a room she never goes to bed from
  if (room === 'bedroom' || (isFallRiskRoom(room) && room !== WAY_TO_BED_ROOM)) return false
  // a seat mat: a doze in the armchair may run on into her night (house C's couch, 2 h)
  if (state.lastMat === true) return false
  const history = state.daily.history
  const { bedMinute } = usualNight(history)
  const untilBed = realMinutesUntil(startMs, bedMinute, state.timeZone)
  if (untilBed <= 0 || untilBed > BEFORE_BED_MINUTES) return false
  // the toilet is on her way to bed, not where she goes to bed from (decision 0138): the toilet, her teeth in the
  // bathroom, then the bedroom. The night's reading cannot say so (it counts the toilet for nights begun from the
  // bathroom after an evening sit read as the night), so no count: after it she is still up
  // Where a motion sensor watches the living room and none the bedroom (contacts and one sensor in the living room),
  // still up she would be seen sitting on soon after it: nothing since is her gone to bed unseen, with her teeth
  // behind the bathroom door left open, as after the bathroom (mixed-s151 4 Mar: the flush at 22:00, to bed at 22:09,
  // an alert at 22:41 on the toilet's awake limit, which her sits seen in the living room keep short)
  if (room === WAY_TO_BED_ROOM) return state.upSeenBedUnseen !== true
  const near = (minute: number) => Math.abs(((((minute - bedMinute) % 1440) + 2160) % 1440) - 720) <= EVENING_NIGHT_MINUTES
  const rooms = history.filter((day) => day.bedRoom !== undefined && day.bedMinute !== null && near(day.bedMinute)).map((day) => day.bedRoom)
  if (rooms.length < BED_ROOM_MIN_NIGHTS) return false
  return rooms.filter((from) => from === room).length < BED_ROOM_NIGHTS
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

/** Still up before the usual bedtime (wakefulBeforeBed), the limit is never below the same context's this long and twice this long before the spell began */
export const WAKEFUL_EARLIER_MINUTES = 60

/**
 * Still up in the hour before the usual bedtime (wakefulBeforeBed): the records there and later, when she is
 * usually in bed, come from few spells (a drink on her way to bed), and a 45-min floor would call a late sit in
 * the kitchen a fall. The limit is at least the same context's an hour and two hours before the spell began,
 * when she is usually up. `limitAt`: the limit at a local minute of the day (any value, taken modulo a day)
 */
export function wakefulLimit(limitAt: (minute: number) => QuietLimit, minuteOfDay: number, startMinute: number): QuietLimit {
  const now = limitAt(minuteOfDay)
  const earlier = [limitAt(startMinute - WAKEFUL_EARLIER_MINUTES), limitAt(startMinute - 2 * WAKEFUL_EARLIER_MINUTES)]
  const longest = Math.max(now.limitMinutes, ...earlier.map((limit) => limit.limitMinutes))
  // only the wait is the evening's: what the alert says is usual 'after the kitchen around now' stays now's
  return { ...now, limitMinutes: longest }
}

/** The half day either side of the middle of her usual night: the evening a spell began in, the morning after (nightHeldHere) */
const NIGHT_SIDE_MINUTES = 12 * 60

/**
 * The morning after a night begun from a room no sensor sees her leave for bed, in a home whose bedroom no motion
 * sensor watches and whose living room one does (the small kit's bathroom: her teeth, then the bedroom unseen): the
 * longest quiet after this room around now ran through the middle of her usual night, so it was a night's sleep begun
 * from here, and this spell, begun in the evening before the usual night, has run through it too. From her usual
 * getting-up time to half a day after the middle of the night it is judged as her sleep is: quiet until an hour after
 * that time. A night begun early (21:50, where the record is a night begun at her usual 22:50) outran that record 4 min
 * after her usual 08:20 and raised 'possible fall in the bathroom' (small-s151 4 Feb 08:24; she rose at 08:33). Before
 * her usual getting-up time nothing changes: from the middle of the night on, it moved ten evening bathroom falls
 * already found at 03:44-08:00 to her getting-up time (s190 28 Jan 20:20: 444 -> 751 min) and small-s153's median up.
 * `usualLongestMinutes`: the record the limit now stands on; `quietMinutes`: this spell so far
 */
export function nightHeldHere(state: EngineState, minuteOfDay: number, quietMinutes: number, usualLongestMinutes: number): boolean {
  // where a sensor sees her go to bed, her bedroom's spells say it (isEarlyNight); mit-1's bedroom switches: its daytime p90 606 -> 677
  if (state.upSeenBedUnseen !== true) return false
  const { bedMinute, riseMinute } = usualNight(state.daily.history)
  const middle = bedMinute + dayMinute(riseMinute - bedMinute) / 2
  const sinceMiddle = dayMinute(minuteOfDay - middle)
  return sinceMiddle >= dayMinute(riseMinute - middle) && sinceMiddle < NIGHT_SIDE_MINUTES && usualLongestMinutes >= sinceMiddle && quietMinutes >= sinceMiddle && quietMinutes - sinceMiddle < NIGHT_SIDE_MINUTES
}
