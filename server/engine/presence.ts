// At home or out. The front door alone cannot tell leaving from arriving, so what follows it decides:
// activity inside soon after the door means someone is home; none means the person went out, from the
// moment the door moved. A door while out is an arrival: activity inside up to two hours later (the
// person may sit down first) means they are back. So is a switch someone works (a cupboard, the
// fridge, a flush): after a short trip or a visitor let in, the person may sit unseen for more than
// the ten minutes first. Otherwise one sensor firing on its own while out (a mat settling, a pet on a
// PIR, a glitch) is not a return: it takes two different sensors within a short window. A person who comes in
// and collapses before anything inside moves is taken as out: arrival.ts watches that door.

import { arrivalOnDoor, arrivalOnInside, type CameIn, type DoorPassage, type DoorReport } from './arrival'
import { isCallerLetIn, learnOutingLength } from './arrival-caller'
import type { EngineEvent } from './types'

export type PresenceMode = 'home' | 'door' | 'away'

export interface PresenceState {
  mode: PresenceMode
  /** Last front-door activity (ms) */
  doorAt: number | null
  /** Start of the current outing (the departure door), kept across a door opened while out */
  awaySince: number | null
  /** A door while out: the person may have come in, even if they sit down before anything else moves */
  arrivalAt: number | null
  /** Inside activations while out, [deviceKey, ms], only the recent ones */
  returnHits: [string, number][]
  /**
   * The door closed and since then only a seat or bed mat has moved: the person may have sat down, or
   * gone out while the cushion settled (house C's couch mat fires on its own for hours after she
   * leaves). Taken as home, but only the safest quiet limit applies until another sensor confirms it.
   * Absent in states saved before it existed.
   */
  matOnlySince?: number | null
  /**
   * The front door's bangs since anyone was last seen inside (door-bangs.ts): a door opening and closing
   * again and again with no one seen between is no one going out again and again. Absent in older states
   */
  bangs?: DoorBangs | null
  /**
   * The door passage she may have come in by while out, until something inside moves after it (arrival.ts).
   * Absent in older states
   */
  cameIn?: CameIn | null
  /** The front door's latest passage, to tell a short trip out and back from a door held open (arrival.ts). Absent in older states */
  passage?: DoorPassage | null
  /** Minutes from the door she came in by to the first activity inside, the latest returns first (arrival.ts). Absent in older states */
  returnGaps?: number[]
  /**
   * A door from home read as her going out, then she was seen inside with no door since: she never left, so
   * someone came in by it (a caller let in), and the next passage from home may be theirs (arrival.ts). When she
   * was seen so; absent in older states
   */
  callerInAt?: number | null
  /**
   * Seen inside within the settle after a door from home, where no sensor sees the hall: she may have let someone in
   * (arrival-caller.ts isCallerLetIn), and the passage from home next may be theirs (`DoorPassage.mayBeLetOut`). When
   * she was seen so; absent in older states
   */
  letInAt?: number | null
  /** Minutes from the door she went out by to the door she came back by, the latest outings first (arrival-caller.ts). Absent in older states */
  outingMinutes?: number[]
}

/** Front-door bangs (reports more than 2 min apart) with no activity inside between them */
export interface DoorBangs {
  /** The first bang, and whether the person was at home before it (not out) */
  firstAt: number
  fromHome: boolean
  /** The latest door report counted */
  lastAt: number
  count: number
}

/** Home, but only on a mat's word since the front door */
export const isPresenceDoubtful = (presence: PresenceState) => presence.mode === 'home' && (presence.matOnlySince ?? null) !== null

export const PRESENCE_RULES = {
  /** Inside activity within this long after the door means someone is home */
  settleMinutes: 10,
  /** After a door while out (arriving), activity this long after it still means the person came in */
  arrivalMinutes: 120,
  /** Without the door, this many different sensors within the window mean the person is back */
  returnDevices: 2,
  returnWindowMinutes: 15,
}

const MINUTE_MS = 60_000

export function newPresence(): PresenceState {
  return { mode: 'home', doorAt: null, awaySince: null, arrivalAt: null, returnHits: [], matOnlySince: null }
}

export function isAtHome(presence: PresenceState): boolean {
  return presence.mode === 'home' || (presence.mode === 'door' && presence.awaySince === null)
}

/** Moves presence to `now`: a door with no activity after it becomes an outing */
export function presenceTick(presence: PresenceState, now: number): 'left' | null {
  if (presence.mode !== 'door' || presence.doorAt === null) return null
  if (now - presence.doorAt < PRESENCE_RULES.settleMinutes * MINUTE_MS) return null
  presence.mode = 'away'
  presence.returnHits = []
  presence.matOnlySince = null
  if (presence.awaySince !== null) return null
  presence.awaySince = presence.doorAt
  return 'left'
}

/**
 * A front door in a home with a pet while she is home only in doubt since an earlier door (only the motion
 * sensors, which see the pet, have moved since): she went out at that door, and this one is her return. Not when
 * the doubt began at the close of the passage she came back in by (the hall saw her while the door was open, then
 * only the cat moved): she is in, and this door is her going out (seed 2's 16 Feb, read as out 11:37-12:11 and
 * back at 12:11, while she was out 12:11-15:28). Nor when it began at a door she was home before, seen inside while
 * it was open and on her way right after its close (pet-door.ts): a caller left, she stayed in (pet-s127's 28 Feb, read as out 13:29-14:15
 * and back at 14:15, while she went out at 14:15; the cat in the hall at 14:20 was then her, home for sure).
 * Returns when she left, or null when it is no such door
 */
export function petDoubtWasOuting(presence: PresenceState, at: number): number | null {
  const since = presence.matOnlySince ?? null
  if (!isPresenceDoubtful(presence) || since === null || at - since < PRESENCE_RULES.settleMinutes * MINUTE_MS) return null
  // the doubt began at the close of the door she came back by (she was seen inside while it was open): she is in
  const passage = presence.passage ?? null
  if (passage !== null && !passage.fromHome && since >= passage.firstAt && since <= passage.lastAt) return null
  // or at a door she was home before, seen inside while it was open (the doubt began before its close) and on her way
  // right after the close (`seenSoon`, pet-door.ts): a caller leaving, she stayed in (arrival.ts reads it so too)
  if (passage !== null && passage.fromHome && passage.seenSoon === true && since >= passage.firstAt && since < passage.lastAt) return null
  presence.mode = 'away'
  presence.awaySince = since
  presence.matOnlySince = null
  return since
}

/**
 * Someone inside was at the front door as it opened (pet-door.ts `isAtDoorInside`): she is in, whatever a pet's
 * motion made of her outing, and the door is hers from home. No outing is learned: she was not out
 */
export function presenceAtDoor(presence: PresenceState): void {
  Object.assign(presence, { mode: 'home', awaySince: null, arrivalAt: null, returnHits: [], matOnlySince: null, cameIn: null })
}

/**
 * Every sensor was off for a long time (watch.ts): whether she is in is not known, and a home taken as hers
 * would raise 'Unusual inactivity' one usual limit after they come on, though she is still away. Taken as out
 * from when they went off until she is seen as a return is: a door and then activity inside (the door alone
 * arms 'Came in, nothing since', arrival.ts), two sensors within a short window, or a switch she works. A
 * stray sensor (the sun on a PIR) does not bring her back. Chosen over home-in-doubt (the 12-hour limit, as
 * for a mat): that still raised a false alert on each stay away that outlasted the sensors by 12 h, and took the
 * door she comes back by as her going out, so a fall on the way in waited for 'Not back home tonight'
 */
export function awayUntilSeen(presence: PresenceState, since: number): void {
  if (presence.mode !== 'home') return
  Object.assign(presence, { mode: 'away', awaySince: since, arrivalAt: null, returnHits: [], matOnlySince: null, cameIn: null })
}

/**
 * A front-door report. `report.firstOfSensor`: the sensor's first report ever (its state on pairing);
 * `report.onlyInDoubt`: she is taken as out only on a pet's reading (petDoubtWasOuting), so the door may as well
 * be her going out; `report.opened`: the report says the door opened or closed
 */
export function presenceOnDoor(presence: PresenceState, at: number, report: DoorReport = {}): void {
  arrivalOnDoor(presence, at, report)
  if (presence.awaySince !== null) presence.arrivalAt = at
  presence.mode = 'door'
  presence.doorAt = at
}

/** What is known of an activation inside beyond its sensor and kind (presenceOnInside) */
export interface InsideReport {
  /**
   * A motion sensor a cat or dog can set off (pets.ts), no better evidence than a mat: after the front door it keeps
   * the person home only in doubt, and on its own it never ends an outing
   */
  mayBePet?: boolean
  /** Such motion is her on her way (pet-door.ts) */
  herStep?: boolean
  /** One motion sensor seen again and again while she is out is her back, as a switch she works (lone-motion.ts isOneSensorReturn) */
  sureReturn?: boolean
  /** Her own report in a home where no sensor sees the hall (lone-motion.ts hasNoPassageMotion): seen soon after a door, she may have let someone in (arrival-caller.ts isCallerLetIn) */
  hallUnseen?: boolean
}

/** An activation inside; returns 'returned' when it ends an outing */
export function presenceOnInside(presence: PresenceState, deviceKey: string, at: number, kind: EngineEvent['kind'], report: InsideReport = {}): 'returned' | null {
  const { mayBePet = false, herStep = false, sureReturn = false, hallUnseen = false } = report
  // someone seen inside: the door's next report is a passage again, not one more bang
  presence.bangs = null
  const petMotion = mayBePet && kind === 'motion'
  arrivalOnInside(presence, at, petMotion, herStep)
  if (hallUnseen && !petMotion && isCallerLetIn(presence, at)) presence.letInAt = at
  if (kind !== 'pressure' && !petMotion) presence.matOnlySince = null
  else if (presence.mode === 'door' && presence.awaySince === null) presence.matOnlySince ??= presence.doorAt
  if (presence.mode === 'home') return null
  const arrived = presence.arrivalAt !== null && at - presence.arrivalAt <= PRESENCE_RULES.arrivalMinutes * MINUTE_MS
  if (presence.mode === 'away' && !arrived && petMotion) return null
  // a switch someone works (a cupboard, the fridge, a flush) is a person; a PIR or a mat alone may be a pet or a cushion settling
  if (presence.mode === 'away' && !arrived && kind !== 'contact' && !sureReturn) {
    const since = at - PRESENCE_RULES.returnWindowMinutes * MINUTE_MS
    presence.returnHits = presence.returnHits.filter(([, hitAt]) => hitAt >= since)
    presence.returnHits.push([deviceKey, at])
    const devices = new Set(presence.returnHits.map(([key]) => key))
    if (devices.size < PRESENCE_RULES.returnDevices) return null
  }
  const wasOut = presence.awaySince !== null
  // back with no door since the one she was taken to go out by, a door from home: she never left, someone came in.
  // Unless that door may have been a caller leaving (arrival.ts mayBeCaller): then the caller went, and no one came
  const passage = presence.passage ?? null
  const since = presence.awaySince ?? -1
  const someoneCameIn = passage !== null && passage.fromHome && passage.mayBeCaller !== true && since >= passage.firstAt && since <= passage.lastAt
  if (wasOut && presence.arrivalAt === null && someoneCameIn) presence.callerInAt = at
  // back by a door: how long her outings last (the watch after a caller's likely leaving waits as long)
  if (wasOut && presence.arrivalAt !== null) learnOutingLength(presence, since, presence.arrivalAt)
  presence.mode = 'home'
  presence.awaySince = null
  presence.arrivalAt = null
  presence.returnHits = []
  return wasOut ? 'returned' : null
}

/**
 * A front door whose reports since `since` turned out to be one unbroken run (chatter.ts: a fault, or a
 * door banging in the wind) was no passage: a person at home before it is at home, one out is still out
 * and has not arrived. Which she did while it fired cannot be told
 */
export function presenceUndoDoor(presence: PresenceState, since: number): void {
  if (presence.mode !== 'door' || presence.doorAt === null || presence.doorAt < since) return
  presence.mode = presence.awaySince === null ? 'home' : 'away'
  presence.arrivalAt = null
  presence.cameIn = null
  presence.passage = null
}
