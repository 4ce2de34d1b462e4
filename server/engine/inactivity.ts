// Unusual quiet at home. The quiet spell is judged against the longest spells this person has had at
// this time of day after being in the same room (so sleep, a long film after dinner or a nap are
// normal where they are habits), never while the person is out. Severity climbs as the spell goes on.
import type { AlertCandidate, AlertSeverity, EngineState } from './types'
import { formatDuration } from './format'
import { metadataOf, usualText } from './quiet-text'
import { dayMinute, localClock, MINUTE_MS, realMinutesUntil } from './local-time'
import { binOf, DEFAULT_QUIET_LIMIT, longestAfterRoom, paceKey, quietLimit, usualIntervalMinutes, type QuietLimit, type QuietLimitParams } from './quiet-model'
import { cautionAt, withCaution } from './caution'
import { returnToBedShows } from './night-visits'
import { isPresenceDoubtful } from './presence'
import { isFallRiskRoom, roomWords } from './rooms'
import { LEARNING_QUIET_LIMIT_MINUTES } from './learning'
import { firingRoom, quietSince } from './chatter'
import { usualNight } from './sleep'
import { abedWithPet, petLateRise } from './pet-rest'
import { minutesToEnd, spellSeenElsewhere, spellWhereSeen } from './pet-path'
import { wayBackState, withWayBack } from './way-back'
import { withHallFrom } from './pet-hall'
import { bedFromBathroomUnseen } from './bed-unseen'
import { withMorningUp } from './morning-up'
import { beganAsleep, isEarlyNight, isEveningSeat, isLyingDown, isOnMat, nightHeldHere, wakefulBeforeBed, wakefulLimit } from './rest-kind'

/** Asleep outside the fall-risk rooms, quiet is normal until this long after the usual getting-up time */
export const RISE_GRACE_MINUTES = 60
/** A usual quiet this long after a fall-risk room at night means the person goes back to bed unseen */
export const RETURN_TO_BED_UNSEEN_MINUTES = 60
const QUARTER_MS = 15 * MINUTE_MS

export { FALL_RISK_ROOMS, isFallRiskRoom } from './rooms'
export { metadataOf, usualText } from './quiet-text'

export interface QuietAssessment {
  /** Since the last movement */
  quietMinutes: number
  /** Of those, the minutes Hearthwatch was watching: what is held against the limit (watch.ts) */
  judgedMinutes: number
  /** The minutes of this quiet Hearthwatch could not watch */
  unwatchedMinutes: number
  /** When the last movement inside was seen (ms): the quiet spell began then */
  lastMovementAt: number
  limitMinutes: number
  usualLongestMinutes: number | null
  usualIntervalMinutes: number | null
  room: string
  evidenceSpells: number
  /** Local hour now */
  hour: number
  /** Local hour of the last movement, when the quiet began (a night-time visit is one that began at night) */
  startHour: number
  isLearning: boolean
  /** Only a seat or bed mat has moved since the front door: maybe out (see PresenceState.matOnlySince) */
  maybeOut: boolean
  /** The room of a sensor that keeps firing, its reports set aside (chatter.ts), or null */
  firingRoom: string | null
  /** The spell began during the usual night */
  asleep: boolean
  /** Resting on a seat or bed mat (see isOnMat), so the rest margins apply */
  onMat: boolean
  /** Sat down on a seat mat in the evening (see isEveningSeat): a doze, so the rest margins apply */
  eveningSeat: boolean
  /** Last seen in the bedroom in the evening, before the usual night (see isEarlyNight): sleep's margins apply */
  earlyNight: boolean
  /** Last seen by the bedroom's motion sensor, outside those (see isLyingDown): the rest margin applies; absent while learning */
  lyingDown?: boolean
  /** The limit is what followed the last sensor itself around this time of day (QuietLimitParams.borrowCapMinutes) */
  ownOnly: boolean
  /** Minutes this limit is longer because this home's quiet alerts kept ending on their own (caution.ts): 0 when something else set it */
  cautionMinutes: number
  /**
   * The usual getting-up time (local minute of the day) when it set the limit: asleep, quiet is normal until
   * an hour after it (RISE_GRACE_MINUTES). Null when the quiet spells themselves set it
   */
  usualRiseMinute?: number | null
  /**
   * Read as her sleep until this many minutes into the spell, and as a visit that never ended since (a bathroom
   * visit at bedtime, read again in the morning): the alert's severity climbs from then, not from the spell's start
   */
  turnedMinutes?: number
  /** Last seen in the hall on her way back to this room, whose limit set it (way-back.ts) */
  wayBackRoom?: string
  /** In a pet home, seen in this room just before a hall report the pet may have made; its limit set it (pet-hall.ts) */
  hallFromRoom?: string
}

/** The quiet spell going on at `now`, or null when the person is not known to be at home */
export function assessQuiet(state: EngineState, now: number, isLearning: boolean, params: QuietLimitParams = DEFAULT_QUIET_LIMIT): QuietAssessment | null {
  if (state.presence.mode !== 'home' || state.lastInsideAt === null || state.lastRoom === null || state.lastDeviceKey === null) return null
  const clock = localClock(now, state.timeZone)
  // a sensor that keeps firing hides anyone in its room: the rest of the home is watched on the safest rule
  const firing = firingRoom(state, now)
  const lastMovementAt = firing !== null ? quietSince(state, state.lastInsideAt) : state.lastInsideAt
  const quietMinutes = (now - lastMovementAt) / MINUTE_MS
  const unwatchedMinutes = Math.min(quietMinutes, state.unwatchedMinutes ?? 0)
  const judgedMinutes = quietMinutes - unwatchedMinutes
  const usualInterval = usualIntervalMinutes(state.quiet, clock.hour)
  const maybeOut = isPresenceDoubtful(state.presence)
  if (isLearning || maybeOut || firing !== null) {
    return {
      quietMinutes,
      judgedMinutes,
      unwatchedMinutes,
      lastMovementAt,
      limitMinutes: LEARNING_QUIET_LIMIT_MINUTES,
      usualLongestMinutes: null,
      usualIntervalMinutes: usualInterval,
      room: state.lastRoom,
      evidenceSpells: 0,
      hour: clock.hour,
      startHour: localClock(lastMovementAt, state.timeZone).hour,
      isLearning,
      maybeOut,
      firingRoom: firing,
      asleep: beganAsleep(state, state.lastInsideAt),
      onMat: false, // only the 12-hour limit applies here
      eveningSeat: false,
      earlyNight: false,
      ownOnly: false,
      cautionMinutes: 0,
    }
  }
  // in a pet home, no sure sign of her since she settled for the night: the movement since may all be the pet's (pet-rest.ts)
  const abed = abedWithPet(state, state.lastInsideAt)
  const wakeful = !abed && beganAsleep(state, state.lastInsideAt) && wakefulBeforeBed(state, state.lastInsideAt, state.lastRoom)
  const asleep = abed || (beganAsleep(state, state.lastInsideAt) && !wakeful)
  const onMat = isOnMat(state)
  const eveningSeat = !asleep && !onMat && isEveningSeat(state, state.lastInsideAt)
  const earlyNight = !asleep && !onMat && isEarlyNight(state, state.lastInsideAt)
  // A home whose quiet alerts keep ending on their own gets longer margins (caution.ts)
  const cautionAdded = cautionAt(state, now, params)
  const lyingDown = !asleep && !onMat && !earlyNight && isLyingDown(state)
  const judge = (caution: number) => judgeLimit(state, quietMinutes, clock.minuteOfDay, { asleep, onMat, eveningSeat, earlyNight, lyingDown, abed, wakeful }, params, caution)
  const { limit, untilUp, limitMinutes, turned } = judge(cautionAdded)
  // what the caution added to this limit: nothing when the wait for the usual getting-up time, the floor or
  // the borrow cap decided it (an alert said 'Hearthwatch now waits 59 min longer' of a limit set by the usual
  // getting-up time alone)
  const cautionMinutes = cautionAdded > 0 ? limitMinutes - judge(0).limitMinutes : 0
  const byRise = untilUp > 0 && untilUp >= limit.limitMinutes && untilUp < params.capMinutes
  // in a pet home, a spell begun by a report that may be the pet wandering in runs on until the spell since she
  // was last seen is overdue too (pet-path.ts)
  const where = spellWhereSeen(state)
  const seen = where ? assessQuiet(where, now, isLearning, params) : null
  const seenEnd = seen ? minutesToEnd(state.lastInsideAt, seen.lastMovementAt, seen.limitMinutes) : 0
  // and one begun by such a report in the bedroom or a room she does not rest in, while she was last seen elsewhere, is
  // overdue once that room's limit is
  const elsewhere = spellSeenElsewhere(state)
  const there = elsewhere ? assessQuiet(elsewhere, now, isLearning, params) : null
  const thereEnd = there ? minutesToEnd(state.lastInsideAt, there.lastMovementAt, there.limitMinutes) : Infinity
  // judged as that room's: the bedroom's nap, early night or getting-up time does not set it, and the alert does not say so
  const byThere = thereEnd < Math.max(limitMinutes, seenEnd)
  // on her way back through the hall to the room she left, overdue only once that room's limit is too (way-back.ts)
  const back = wayBackState(state)
  // or, in a pet home, the room she was seen in just before a hall report the pet may have made (pet-hall.ts)
  const hallFrom = (s: EngineState) => assessQuiet(s, now, isLearning, params)
  return withHallFrom(withWayBack({
    quietMinutes,
    judgedMinutes,
    unwatchedMinutes,
    lastMovementAt: state.lastInsideAt,
    limitMinutes: Math.min(Math.max(limitMinutes, seenEnd), thereEnd),
    usualLongestMinutes: limit.usualLongestMinutes,
    usualRiseMinute: byRise && !byThere ? (abed ? petLateRise(state) : usualNight(state.daily.history).riseMinute) : null,
    usualIntervalMinutes: usualInterval,
    room: state.lastRoom,
    evidenceSpells: limit.evidenceSpells,
    hour: clock.hour,
    startHour: localClock(state.lastInsideAt, state.timeZone).hour,
    isLearning,
    maybeOut,
    firingRoom: null,
    asleep,
    onMat,
    eveningSeat,
    earlyNight: earlyNight && !byThere,
    lyingDown: lyingDown && !byThere,
    ownOnly: limit.ownOnly,
    cautionMinutes,
    ...(turned !== null && turned > limitMinutes ? { turnedMinutes: turned } : {}),
  }, back ? assessQuiet(back, now, isLearning, params) : null, thereEnd), back ? null : state, hallFrom, thereEnd)
}

type RestKind = Pick<QuietAssessment, 'asleep' | 'onMat' | 'eveningSeat' | 'earlyNight'> & { lyingDown: boolean; abed: boolean; wakeful: boolean }

/** The limit for the quiet going on, with `cautionMinutes` added to the margins (see assessQuiet) */
function judgeLimit(state: EngineState, quietMinutes: number, minuteOfDay: number, kind: RestKind, params: QuietLimitParams, cautionMinutes: number) {
  const { asleep, onMat, eveningSeat, earlyNight, lyingDown, abed, wakeful } = kind
  // assessQuiet has made sure they are set
  const lastRoom = state.lastRoom ?? ''
  const lastDeviceKey = state.lastDeviceKey ?? ''
  const lastInsideAt = state.lastInsideAt ?? 0
  const cautious = withCaution(params, cautionMinutes)
  // Asleep, or still on a seat or bed mat (resting on it, not on the floor): rest lengths vary more.
  // An evening doze, or lying down in the bedroom by day, is a habit's length plus a nap: the rest margin (an hour) on the daytime factor.
  // An early night (to the bedroom in the evening, and quiet) is a night's sleep begun early: sleep's pair.
  // Resting (those, or the bedroom, where a nap can come at any hour) may last as long as any rest
  // around this time: the borrow cap is for being up and about
  const resting = asleep || onMat || eveningSeat || lastRoom === 'bedroom'
  const rest = asleep || onMat || earlyNight ? { factor: params.nightFactor, marginMinutes: cautious.nightMarginMinutes } : eveningSeat || lyingDown ? { marginMinutes: cautious.nightMarginMinutes } : {}
  const limitParams: QuietLimitParams = {
    ...cautious,
    ...rest,
    floorMinutes: isFallRiskRoom(lastRoom) ? params.fallRiskFloorMinutes : params.floorMinutes,
    borrowCapMinutes: resting ? 0 : params.borrowCapMinutes,
  }
  const context = paceKey(lastDeviceKey, state.lastPace)
  const limitAt = (minute: number) => quietLimit(state.quiet, lastRoom, lastDeviceKey, binOf(dayMinute(minute)), limitParams, context)
  const current = wakeful ? wakefulLimit(limitAt, minuteOfDay, localClock(lastInsideAt, state.timeZone).minuteOfDay) : withMorningUp(state, limitAt(minuteOfDay), minuteOfDay, limitParams)
  // Asleep, the usual getting-up time is the measure. After the bathroom it depends on whether this
  // person's way back to bed shows on the sensors (night-visits.ts). Where it does, a night-time
  // bathroom visit that never ends is judged on its own, much sooner, on the limit around the time it
  // began: hours later nothing after the bathroom was ever seen still going, and the estimate there
  // leans on the night's sleep (a 01:10 visit's limit went from 67 min to 7 h at 02:30). Otherwise
  // (too few visits yet, or returns that often go unseen) long quiet after it at night before
  // decides, as read now: the person goes back to bed unseen, and the quiet is sleep.
  // to bed unseen from the bathroom at her bedtime, in a home where sitting up shows (bed-unseen.ts): her night, no visit
  const toBed = bedFromBathroomUnseen(state, lastInsideAt)
  const nightVisit = asleep && !abed && !toBed && isFallRiskRoom(lastRoom)
  const shows = nightVisit ? returnToBedShows(state.nightVisits) : null
  const limit = shows === true ? nightVisitLimit(state, lastRoom, lastDeviceKey, lastInsideAt, limitParams, context) : current
  // in a pet home with her abed (pet-rest.ts), a sighting in the bathroom or the hall may be the pet's: her night goes on
  const backToBedUnseen = abed || toBed || (shows === null && limit.usualLongestMinutes >= RETURN_TO_BED_UNSEEN_MINUTES)
  // an early night that has lasted into the usual night is that night's sleep
  const sleeping = asleep || (earlyNight && quietMinutes >= minutesUntilUsualNight(state, lastInsideAt))
  // abed in a pet home, it waits for a late getting-up time of hers, as the pet watch does
  const riseWait = abed ? realMinutesUntil(lastInsideAt, petLateRise(state), state.timeZone) : minutesUntilUsualRise(state, lastInsideAt)
  // or a spell begun before the usual night, after a room whose longest quiet around now is a night's sleep (rest-kind.ts)
  const nightHeld = !asleep && !sleeping && nightHeldHere(state, minuteOfDay, quietMinutes, limit.usualLongestMinutes)
  const untilUp = (sleeping && (!isFallRiskRoom(lastRoom) || backToBedUnseen)) || nightHeld ? riseWait + RISE_GRACE_MINUTES : 0
  // read as a visit that never ended now, but as her sleep earlier in this spell: when the reading turned (its
  // severity climbs from then, see severityLimit)
  const turned = nightVisit && shows === null && !backToBedUnseen && sleeping ? sleepReadUntil(state, lastRoom, lastDeviceKey, lastInsideAt, quietMinutes, limitParams, context) : null
  return { limit, untilUp, turned, limitMinutes: Math.min(params.capMinutes, Math.max(limit.limitMinutes, untilUp)) }
}

/**
 * Minutes from the spell's start to the end of the last quarter hour in which quiet after `room` was read as
 * her going back to bed unseen (a usual quiet of RETURN_TO_BED_UNSEEN_MINUTES or more), or null if none was
 */
function sleepReadUntil(state: EngineState, room: string, deviceKey: string, startMs: number, quietMinutes: number, params: QuietLimitParams, context: string | null): number | null {
  const nowMs = startMs + quietMinutes * MINUTE_MS
  // local quarter hours start on UTC quarter hours (every zone's offset is a multiple of 15 minutes)
  for (let binStart = Math.floor(nowMs / QUARTER_MS) * QUARTER_MS - QUARTER_MS; binStart + QUARTER_MS > startMs; binStart -= QUARTER_MS) {
    const bin = binOf(localClock(binStart, state.timeZone).minuteOfDay)
    if (quietLimit(state.quiet, room, deviceKey, bin, params, context).usualLongestMinutes >= RETURN_TO_BED_UNSEEN_MINUTES) return (binStart + QUARTER_MS - startMs) / MINUTE_MS
  }
  return null
}

/**
 * A night-time bathroom visit where the return to bed always shows: the limit around the time it
 * began, and never beyond what the longest quiet after that room at any hour allows (a visit at an
 * hour no visit was seen at before would otherwise lean on the night's sleep)
 */
function nightVisitLimit(state: EngineState, room: string, deviceKey: string, startMs: number, params: QuietLimitParams, context: string | null): QuietLimit {
  const atStart = quietLimit(state.quiet, room, deviceKey, binOf(localClock(startMs, state.timeZone).minuteOfDay), params, context)
  const longest = longestAfterRoom(state.quiet, room)
  if (longest === null || longest >= atStart.usualLongestMinutes) return atStart
  const limitMinutes = Math.min(params.capMinutes, Math.max(params.floorMinutes, params.factor * longest + params.marginMinutes))
  return { ...atStart, limitMinutes: Math.min(atStart.limitMinutes, limitMinutes), usualLongestMinutes: longest }
}

/** From `startMs` to the start of the usual night (an hour before the usual bedtime, as in beganAsleep) */
const minutesUntilUsualNight = (state: EngineState, startMs: number) => minutesUntil(state, startMs, usualNight(state.daily.history).bedMinute - 60)

const minutesUntilUsualRise = (state: EngineState, startMs: number) => minutesUntil(state, startMs, usualNight(state.daily.history).riseMinute)

/**
 * Real minutes from `startMs` forward to the next local `minuteOfDay` (any value: taken modulo a day),
 * as quiet is counted: across the night the clocks go back, the hour after the usual getting-up time was
 * an hour short (an alert at 07:44 for a Sunday lie-in to 08:14), and the night they go forward an hour long
 */
function minutesUntil(state: EngineState, startMs: number, minuteOfDay: number): number {
  return realMinutesUntil(startMs, minuteOfDay, state.timeZone)
}

/** The limit severity climbs from: where the reading turned from her sleep to a visit, that moment (turnedMinutes) */
export const severityLimit = (assessment: QuietAssessment) => Math.max(assessment.limitMinutes, assessment.turnedMinutes ?? 0)

/** medium at the limit, high half as long again (at least an hour more), critical at 2.5× (3 h more) */
export function inactivitySeverity(quietMinutes: number, limitMinutes: number): AlertSeverity {
  if (quietMinutes >= Math.max(2.5 * limitMinutes, limitMinutes + 180)) return 'critical'
  if (quietMinutes >= Math.max(1.5 * limitMinutes, limitMinutes + 60)) return 'high'
  return 'medium'
}

export function inactivityFinding(assessment: QuietAssessment): AlertCandidate | null {
  if (assessment.judgedMinutes <= assessment.limitMinutes) return null
  const severity = assessment.isLearning || assessment.maybeOut || assessment.firingRoom !== null ? 'high' : inactivitySeverity(assessment.judgedMinutes, severityLimit(assessment))
  const usual = usualText(assessment)
  return {
    type: 'inactivity',
    severity,
    title: 'Unusual inactivity',
    description: `No movement for ${formatDuration(assessment.quietMinutes)} at home (last in the ${roomWords(assessment.room)})${usual ? ` — ${usual}` : ''}.`,
    dedupeKey: 'inactivity',
    metadata: metadataOf(assessment),
  }
}
