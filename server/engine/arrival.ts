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
import { formatClock, formatDuration } from './format'
import { localClock, MINUTE_MS } from './local-time'
import type { PresenceState } from './presence'
import type { AlertCandidate, EngineState } from './types'

/** The door passage she may have come in by, and the first activity inside after its latest report, if any yet */
export interface CameIn {
  firstAt: number
  lastAt: number
  /** Activity inside since `lastAt`: seen less than a passage's gap after it, the door may still report again */
  seenAt?: number | null
}

export interface DoorReport {
  /** The sensor's first report ever: its state on pairing or a hub's start-up, no one at the door (a door sensor replaced while she is out) */
  firstOfSensor?: boolean
  /** She is taken as out only on a pet's reading (presence.ts petDoubtWasOuting) */
  onlyInDoubt?: boolean
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
}

/** The wait after the door of a return is over: learned, and the watch ends */
function settle(presence: PresenceState, cameIn: CameIn, seenAt: number) {
  presence.cameIn = null
  presence.returnGaps = [(seenAt - cameIn.lastAt) / MINUTE_MS, ...(presence.returnGaps ?? [])].slice(0, ARRIVAL_RULES.keepReturns)
}

/**
 * A front-door report (before presence takes it; `presence.doorAt` is the door's previous report). One of the
 * same passage goes on with it; a new passage while she is out is her coming in, unless it follows one not
 * yet settled (she went out again, or whoever came in left). Not a door after which she is taken as back only
 * because a pet's motion was all that moved since the one before (presence.ts petDoubtWasOuting): as likely
 * her going out, and on the invented cat home it was (an alert 51 min after she left)
 */
export function arrivalOnDoor(presence: PresenceState, at: number, report: DoorReport = {}) {
  if (report.firstOfSensor) return
  const cameIn = presence.cameIn ?? null
  const samePassage = presence.doorAt !== null && at >= presence.doorAt && at - presence.doorAt < ARRIVAL_RULES.passageGapMinutes * MINUTE_MS
  if (samePassage) {
    if (cameIn) Object.assign(cameIn, { lastAt: at, seenAt: null })
    return
  }
  if (cameIn && (cameIn.seenAt ?? null) === null) {
    presence.cameIn = null
    return
  }
  if (cameIn && cameIn.seenAt != null) settle(presence, cameIn, cameIn.seenAt)
  presence.cameIn = presence.awaySince !== null && !report.onlyInDoubt ? { firstAt: at, lastAt: at, seenAt: null } : null
}

/**
 * Activity inside: once a passage's gap has passed since the door's latest report, she is in and the wait is
 * learned. Motion a pet can make too, as presence.ts takes it after a door: kept watching through it, the
 * invented cat home's own returns (to the first switch she works) reached the 3 h cap and still raised 4 false alerts
 */
export function arrivalOnInside(presence: PresenceState, at: number) {
  const cameIn = presence.cameIn ?? null
  if (!cameIn || at < cameIn.lastAt) return
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
  const gaps = presence.returnGaps ?? []
  const longest = gaps.length ? Math.max(...gaps) : null
  const own = longest === null ? ARRIVAL_RULES.priorMinutes : Math.max(ARRIVAL_RULES.floorMinutes, longest + ARRIVAL_RULES.marginMinutes)
  const weight = Math.min(1, gaps.length / ARRIVAL_RULES.credibleReturns)
  const pooled = weight * own + (1 - weight) * Math.max(own, ARRIVAL_RULES.priorMinutes)
  return { limitMinutes: Math.round(Math.min(ARRIVAL_RULES.capMinutes, pooled)), returnsSeen: gaps.length, longestMinutes: longest === null ? null : Math.ceil(longest) }
}

export interface ArrivalQuiet extends ArrivalLimit {
  cameInAt: number
  quietMinutes: number
}

/**
 * The door she may have come in by while out has been still, nothing inside moving, for longer than her
 * returns take: null otherwise, or while the home could not be heard since that door (a return may have gone unheard)
 */
export function assessArrival(state: EngineState, now: number): ArrivalQuiet | null {
  const presence = state.presence
  const cameIn = presence.cameIn ?? null
  if (!cameIn || (cameIn.seenAt ?? null) !== null) return null
  if ((state.nightOut?.blindAt ?? 0) > cameIn.firstAt) return null
  const quietMinutes = (now - cameIn.lastAt) / MINUTE_MS
  const limit = arrivalLimit(presence)
  return quietMinutes > limit.limitMinutes ? { ...limit, cameInAt: cameIn.firstAt, quietMinutes } : null
}

export function arrivalFinding(quiet: ArrivalQuiet | null, timeZone: string): AlertCandidate | null {
  if (!quiet) return null
  const at = formatClock(localClock(quiet.cameInAt, timeZone).minuteOfDay)
  const usual =
    quiet.longestMinutes === null
      ? ''
      : ` On their last ${quiet.returnsSeen === 1 ? 'return' : `${quiet.returnsSeen} returns`} they were seen inside within ${formatDuration(Math.max(1, quiet.longestMinutes))} of the door.`
  return {
    type: 'emergency',
    severity: quiet.quietMinutes >= quiet.limitMinutes + ARRIVAL_RULES.criticalAfterMinutes ? 'critical' : 'high',
    title: 'Came in, nothing since',
    description:
      `The front door opened at ${at} while they were out, and nothing inside has moved since (${formatDuration(quiet.quietMinutes)}).${usual} ` +
      'They may have fallen on the way in. Unless someone else came and went, check on them.',
    dedupeKey: ARRIVAL_KEY,
    metadata: {
      cameInAt: new Date(quiet.cameInAt).toISOString(),
      quietMinutes: Math.round(quiet.quietMinutes),
      limitMinutes: quiet.limitMinutes,
      returnsSeen: quiet.returnsSeen,
      longestReturnMinutes: quiet.longestMinutes,
    },
  }
}

/** The door she may have come in by is no longer watched: something inside moved, or the door again */
export const arrivalCleared = (presence: PresenceState) => !presence.cameIn || (presence.cameIn.seenAt ?? null) !== null
