// Came in, and nothing since. The front door while she is out is her coming back only once something
// inside moves (presence.ts), and the quiet alerts watch only a person known to be home: so a fall on the
// way in (tripping at the threshold with the shopping, collapsing in a hall no sensor sees) raised nothing,
// until 'Not back home tonight' hours later, or never in the day. This watches that door: when nothing
// inside has moved for longer after it than this home's own returns take to show (the longest of its
// latest returns, plus a margin, never under a floor; leaning on a default while few are seen), it alerts.
// What else opens the door while she is out: family letting themselves in, who move inside (the watch
// ends); a visitor let out, or she goes out again at once (a second passage with nothing between ends it);
// a door banging in the wind (each bang is a passage, so they cancel in pairs). House A's living room has
// no sensor: she may sit there an hour after coming in, which its own returns teach. A hall sensor that sees
// her while the door is still open (the invented homes' hall PIR fires between its open and its close) is
// her at the door, not settled in: the door's last report restarts the watch, or she would be taken as home,
// then as gone out again from that report, and a fall in the hall would wait for 'Not back home tonight'.
import { backAfterCallerWatch, CALLER_WATCH_TITLE, callerWatchLimit, callerWatchText, letOutMark, type CallerWatch } from './arrival-caller'
import { formatClock, formatDuration } from './format'
import { learnedWait } from './learned-wait'
import { localClock, MINUTE_MS } from './local-time'
import type { PresenceState } from './presence'
import type { AlertCandidate, EngineState } from './types'

/** The door passage she may have come in by, and the first activity inside after its latest report, if any yet */
export interface CameIn {
  firstAt: number
  lastAt: number
  /** Activity inside since `lastAt`: seen less than a passage's gap after it, the door may still report again */
  seenAt?: number | null
  /**
   * A short trip (the bins, the post): she went out by the door at this time, from home, and this passage came
   * back within the settle, nothing inside moving between. Absent for a door while she was out
   */
  wentOutAt?: number
  /** A short trip's passage ended with the door shut (its latest report a close): she came in and closed it */
  shut?: boolean
  /** In a home with a pet, motion it could make came after the walk-in window: set aside, and said in the alert */
  petMoved?: boolean
  /** When the first such motion came: what the return teaches, if it is hers (see settle) */
  petMovedAt?: number
  /** In a home with a pet, the first sighting of a motion sensor held on since the door (pets.ts petWatchOnRelease): a second ends the watch */
  heldAt?: number
  /** The passage before may have been a caller leaving (`mayBeCaller`): watched as long as her outings last (arrival-caller.ts) */
  afterCaller?: boolean
  /**
   * That passage was past the settle, so she had been taken as out by it: if she is seen inside before the door
   * again, this one was her coming back, and its wait is learned as any return's (see settle)
   */
  pastSettle?: boolean
}

/** The front door's latest passage: whether it opened and then closed, and whether she was home at its start */
export interface DoorPassage {
  firstAt: number
  lastAt: number
  /** Its first report was an opening, and its latest a close */
  opened: boolean
  shut: boolean
  /** She was at home (seen inside since the door before) when it began */
  fromHome: boolean
  /** Something inside moved within `petWalkInMinutes` of its latest report: someone walked in, or was at the door to go out */
  seenSoon?: boolean
  /** She was home only in doubt when it began (a seat mat, or a pet's motion, since the door before). Absent: not so */
  fromDoubt?: boolean
  /** From home, the first since a caller came in (presence.ts callerInAt): it may be them leaving, not her. Absent: not so */
  mayBeCaller?: boolean
  /** From home, the first since she may have let someone in unseen by a hall sensor (arrival-caller.ts letOutMark). Absent: not so */
  mayBeLetOut?: boolean
}

export interface DoorReport {
  /** The sensor's first report ever: its state on pairing or a hub's start-up, no one at the door (a door sensor replaced while she is out) */
  firstOfSensor?: boolean
  /** She is taken as out only on a pet's reading (presence.ts petDoubtWasOuting) */
  onlyInDoubt?: boolean
  /** The report says the door opened (true) or closed (false); absent when not known */
  opened?: boolean
}

export const ARRIVAL_KEY = 'arrival'

export const ARRIVAL_RULES = {
  /** Front-door reports closer than this are one passage (the door opened and closed), as chatter.ts reads a run */
  passageGapMinutes: 2,
  /** Returns whose door-to-inside minutes are kept */
  keepReturns: 30,
  /** Added to the longest wait seen: a return a little slower than any before is no cause */
  marginMinutes: 30,
  /** Never sooner than this after the door */
  floorMinutes: 30,
  /** Never later than this: by then a fall on the way in has waited long enough */
  capMinutes: 180,
  /** The limit before any return is seen; with fewer than `credibleReturns` it leans on this */
  priorMinutes: 90,
  credibleReturns: 5,
  /** Past the limit by this much, it becomes critical (as a possible fall does) */
  criticalAfterMinutes: 30,
  /** In a home with a pet, motion it could make ends the watch only this soon after the door: her walking in */
  petWalkInMinutes: 3,
  /** A caller let in is taken to leave by the next passage from home only within this of her being seen with them in */
  callerStayMinutes: 240,
}

/**
 * The wait after the door of a return is over: learned (not a short trip's: her limit stays her outings'), and the watch
 * ends. In a home with a pet, a return first shown by motion the pet could make (set aside) and only later by what it
 * cannot do teaches the wait to that motion, as a home without a pet learns it: the fridge 80 min after the door on the
 * invented cat home pet-s101 (15 Feb, her in the hall and the bedroom from 8 min) took the limit of every later return
 * to 110 min, and a fall on the way in waited that long (pet-s72: 30 Jan, 82 min for a month)
 */
function settle(presence: PresenceState, cameIn: CameIn, seenAt: number) {
  presence.cameIn = null
  if (cameIn.wentOutAt !== undefined && cameIn.pastSettle !== true) return
  const shown = Math.min(seenAt, cameIn.petMovedAt ?? seenAt)
  presence.returnGaps = [Math.max(0, shown - cameIn.lastAt) / MINUTE_MS, ...(presence.returnGaps ?? [])].slice(0, ARRIVAL_RULES.keepReturns)
}

/**
 * A front-door report (before presence takes it; `presence.doorAt` is the door's previous report). One of the
 * same passage goes on with it; a new passage while she is out is her coming in, unless it follows one not
 * yet settled (she went out again, or whoever came in left). Not a door after which she is taken as back only
 * because a pet's motion was all that moved since the one before (presence.ts petDoubtWasOuting) when something
 * moved right after that one: she walked in by it, and this is her going out (on the invented cat home, an alert
 * 51 min after she left); with nothing right after it, she went out by it and the pet came later. A short trip's return
 * is watched too (isShortTripBack), though presence takes the two passages for one departure
 */
export function arrivalOnDoor(presence: PresenceState, at: number, report: DoorReport = {}) {
  if (report.firstOfSensor) {
    presence.passage = null
    return
  }
  const cameIn = presence.cameIn ?? null
  const samePassage = presence.doorAt !== null && at >= presence.doorAt && at - presence.doorAt < ARRIVAL_RULES.passageGapMinutes * MINUTE_MS
  if (samePassage) {
    if (cameIn) Object.assign(cameIn, { lastAt: at, seenAt: null }, cameIn.wentOutAt === undefined ? {} : { shut: report.opened === false })
    if (presence.passage) Object.assign(presence.passage, { lastAt: at, shut: report.opened === false, seenSoon: false })
    return
  }
  const before = presence.passage ?? null
  const fromDoubt = presence.mode === 'home' && (presence.matOnlySince ?? null) !== null
  const fromHome = presence.mode === 'home'
  const callerInAt = presence.callerInAt ?? null
  const mayBeCaller = fromHome && callerInAt !== null && at - callerInAt <= ARRIVAL_RULES.callerStayMinutes * MINUTE_MS
  if (fromHome) presence.callerInAt = null
  presence.passage = { firstAt: at, lastAt: at, opened: report.opened === true, shut: report.opened === false, fromHome, ...(fromDoubt ? { fromDoubt } : {}), ...(mayBeCaller ? { mayBeCaller } : {}), ...letOutMark(presence, at, fromHome) }
  if (cameIn && (cameIn.seenAt ?? null) === null) {
    // set aside, unless it was after a caller and this may be her back from going out then (arrival-caller.ts)
    presence.cameIn = backAfterCallerWatch(presence, cameIn, at)
    return
  }
  if (cameIn && cameIn.seenAt != null) settle(presence, cameIn, cameIn.seenAt)
  if (before && report.opened === true && isShortTripBack(presence, before)) {
    presence.cameIn = { firstAt: at, lastAt: at, seenAt: null, wentOutAt: before.firstAt, shut: false, ...(before.mayBeCaller === true || before.mayBeLetOut === true ? { afterCaller: true } : {}) }
    return
  }
  // taken as back only on a pet's motion since the door before: that door was her going out (and this one her
  // return) only if nothing moved as she would walking in right after it; the pet came later
  const doubtful = report.onlyInDoubt === true && (before === null || before.seenSoon === true)
  // taken as out by a caller's likely leaving, nothing inside since: she may have stayed in unseen (sitting, a doze in
  // the armchair) and this is her going out, so it is watched as long as her outings last (arrival-caller.ts)
  const afterCaller = before !== null && before.mayBeCaller === true && report.opened === true && presence.awaySince !== null && presence.awaySince >= before.firstAt && presence.awaySince <= before.lastAt
  const caller = afterCaller && before ? { wentOutAt: before.firstAt, shut: false, afterCaller: true, pastSettle: true } : {}
  presence.cameIn = presence.awaySince !== null && !doubtful ? { firstAt: at, lastAt: at, seenAt: null, ...caller } : null
}

/**
 * A new passage, opening the door, is her back from a short trip (the bins, the post, a visitor seen to the gate)
 * when the passage before was her going out from home (the first since she was seen inside), opening the door
 * and shutting it again, and nothing inside has moved since (presence is still settling that departure). A door
 * held open (opened at one passage, closed at the next) is one passage, no trip: house C held hers 06:09-06:47
 * on 3 Dec and went out at 06:50 leaving it open, and her couch mat settled at 08:25. A door that reports only its
 * openings never tells a trip from a door held open, and is not watched so. When the passage before may have
 * been a caller let in leaving (`mayBeCaller`), she may as well have gone out herself just after (invented
 * contacts-s79, 13 Feb: the trip's 3-hour watch alerted while she was out): watched as long as her outings last
 * (`afterCaller`, arrival-caller.ts)
 */
function isShortTripBack(presence: PresenceState, before: DoorPassage): boolean {
  return presence.mode === 'door' && presence.awaySince === null && before.fromHome && before.opened && before.shut
}

/**
 * Activity inside: once a passage's gap has passed since the door's latest report, she is in and the wait is
 * learned. In a home with a pet (`mayBePet`, motion it could make), only her walking in ends the watch: such motion
 * within `petWalkInMinutes` of the door's latest report (she comes through the door and past the hall; a cat's
 * motion came as late as it came before the door, and ended the watch on the invented cat homes: 477 and 433 min
 * median). Later such motion is set aside; a door, a switch or a sensor the pet cannot set off ends it. Watching
 * through all of it (only what a pet cannot do ending it) took her returns' limit to the 3 h cap (4 false alerts).
 * Any activity of hers that soon after a passage is marked on it (`seenSoon`), for a door read only in a pet's doubt:
 * motion a pet could make only when `herStep` (pet-door.ts: her on her way, not a lone report the cat could make)
 */
export function arrivalOnInside(presence: PresenceState, at: number, mayBePet = false, herStep = false) {
  const passage = presence.passage ?? null
  const hers = !mayBePet || herStep
  if (passage && hers && at >= passage.firstAt && at - passage.lastAt <= ARRIVAL_RULES.petWalkInMinutes * MINUTE_MS) passage.seenSoon = true
  const cameIn = presence.cameIn ?? null
  if (!cameIn || at < cameIn.lastAt) return
  if (mayBePet && at - cameIn.lastAt > ARRIVAL_RULES.petWalkInMinutes * MINUTE_MS) {
    cameIn.petMoved = true
    cameIn.petMovedAt ??= at
    return
  }
  cameIn.seenAt ??= at
  if (at - cameIn.lastAt >= ARRIVAL_RULES.passageGapMinutes * MINUTE_MS) settle(presence, cameIn, cameIn.seenAt)
}

export interface ArrivalLimit {
  limitMinutes: number
  /** Returns seen, and the longest wait among them (null before any) */
  returnsSeen: number
  longestMinutes: number | null
}

/** How long after the door she came in by nothing inside may stay still, from this home's own returns */
export function arrivalLimit(presence: PresenceState): ArrivalLimit {
  const { limitMinutes, seen, longest } = learnedWait(presence.returnGaps ?? [], { ...ARRIVAL_RULES, credible: ARRIVAL_RULES.credibleReturns })
  return { limitMinutes, returnsSeen: seen, longestMinutes: longest }
}

export interface ArrivalQuiet extends ArrivalLimit {
  cameInAt: number
  quietMinutes: number
  /** A short trip's return: when she went out by the door before it */
  wentOutAt?: number
  /** Motion a pet could make was set aside since the door */
  petMoved?: boolean
  /** Right after a caller may have left: the watch waited as long as her outings last */
  afterCaller?: CallerWatch
}

/**
 * The door she may have come in by while out has been still, nothing inside moving, for longer than her
 * returns take: null otherwise, or while the home could not be heard since that door (a return may have gone
 * unheard). Back from a short trip she is back to her day at home, not arriving with the shopping: she may sit
 * or nap as long as at home, so it waits the longest the watch ever waits (`capMinutes`). Her returns' limit,
 * or her quiet limit at home after where she went out from, raised one false alert each on the invented homes
 * (a nap 128 min after the post against a limit of 102; 49 min unseen in the living room against 32 and 46)
 */
export function assessArrival(state: EngineState, now: number): ArrivalQuiet | null {
  const presence = state.presence
  const cameIn = presence.cameIn ?? null
  if (!cameIn || (cameIn.seenAt ?? null) !== null) return null
  if ((state.nightOut?.blindAt ?? 0) > cameIn.firstAt) return null
  // a short trip's door left open after it: she may have gone out again and left it so
  if (cameIn.wentOutAt !== undefined && cameIn.shut !== true) return null
  const quietMinutes = (now - cameIn.lastAt) / MINUTE_MS
  const returns = arrivalLimit(presence)
  const caller = cameIn.afterCaller === true ? callerWatchLimit(presence) : null
  const limit = cameIn.wentOutAt === undefined ? returns : { ...returns, limitMinutes: caller?.limitMinutes ?? ARRIVAL_RULES.capMinutes }
  if (quietMinutes <= limit.limitMinutes) return null
  return {
    ...limit,
    cameInAt: cameIn.firstAt,
    quietMinutes,
    ...(cameIn.wentOutAt === undefined ? {} : { wentOutAt: cameIn.wentOutAt }),
    ...(caller === null ? {} : { afterCaller: caller }),
    ...(cameIn.petMoved === true ? { petMoved: true } : {}),
  }
}

export function arrivalFinding(quiet: ArrivalQuiet | null, timeZone: string): AlertCandidate | null {
  if (!quiet) return null
  const at = formatClock(localClock(quiet.cameInAt, timeZone).minuteOfDay)
  const still =
    quiet.petMoved === true
      ? `and there has been no sure sign of them inside since (${formatDuration(quiet.quietMinutes)}): only the motion sensors, which see the pet too, have moved`
      : `and nothing inside has moved since (${formatDuration(quiet.quietMinutes)})`
  const caller = quiet.afterCaller
  const opened =
    quiet.wentOutAt === undefined
      ? `The front door opened at ${at} while they were out`
      : `The front door opened at ${at}, ${formatDuration(Math.max(1, (quiet.cameInAt - quiet.wentOutAt) / MINUTE_MS))} after they went out by it`
  // after a short trip the watch waited its longest, not her returns' usual time
  const usual =
    quiet.longestMinutes === null || quiet.wentOutAt !== undefined
      ? ''
      : ` On their last ${quiet.returnsSeen === 1 ? 'return' : `${quiet.returnsSeen} returns`} they were seen inside within ${formatDuration(Math.max(1, quiet.longestMinutes))} of the door.`
  return {
    type: 'emergency',
    severity: quiet.quietMinutes >= quiet.limitMinutes + ARRIVAL_RULES.criticalAfterMinutes ? 'critical' : 'high',
    title: caller ? CALLER_WATCH_TITLE : 'Came in, nothing since',
    // after a caller's likely leaving it does not know whether she came in (arrival-caller.ts)
    description: caller
      ? callerWatchText(at, (quiet.cameInAt - (quiet.wentOutAt ?? quiet.cameInAt)) / MINUTE_MS, still, quiet.quietMinutes, caller)
      : `${opened}, ${still}.${usual} They may have fallen on the way in. Unless someone else came and went, check on them.`,
    dedupeKey: ARRIVAL_KEY,
    metadata: {
      cameInAt: new Date(quiet.cameInAt).toISOString(),
      quietMinutes: Math.round(quiet.quietMinutes),
      limitMinutes: quiet.limitMinutes,
      returnsSeen: quiet.returnsSeen,
      longestReturnMinutes: quiet.longestMinutes,
      ...(quiet.wentOutAt === undefined ? {} : { wentOutAt: new Date(quiet.wentOutAt).toISOString() }),
      ...(quiet.petMoved === true ? { petMoved: true } : {}),
      ...(caller ? { afterCaller: true, outingsSeen: caller.outingsSeen, longestOutingMinutes: caller.longestOutingMinutes } : {}),
    },
  }
}

/** The door she may have come in by is no longer watched: something inside moved, or the door again */
export const arrivalCleared = (presence: PresenceState) => !presence.cameIn || (presence.cameIn.seenAt ?? null) !== null
