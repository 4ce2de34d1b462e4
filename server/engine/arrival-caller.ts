// The door right after a caller may have left by it. A passage from home that may be a caller let in leaving
// (arrival.ts `mayBeCaller`), then another within presence's 10-min settle with nothing inside between: she saw
// them to the gate and came back in, or she went out herself a few minutes after they left. The door cannot tell.
// Watched as her back from a short trip (3 h), it alerted while she was out (invented contacts-s79, 13 Feb: out
// 13:58-17:06, the alert at 16:59); not watched at all (decision 0099 as first shipped), a fall back from the gate
// waited for 'Not back home tonight'. So it is watched, as long as her outings last: if she went out, the door she
// comes back by ends the watch before it alerts; if nothing has moved inside for longer than her outings take, she
// is either out far longer than usual or lying inside, and either is worth a look. Her outings are learned from
// the door she went out by to the door she came back by (before anything inside moved), the latest first.
import { ARRIVAL_RULES, type CameIn } from './arrival'
import { formatDuration } from './format'
import { learnedWait } from './learned-wait'
import { MINUTE_MS } from './local-time'
import type { PresenceState } from './presence'

/** Its title: not 'Came in, nothing since', as she may not have */
export const CALLER_WATCH_TITLE = 'The front door, then nothing since'

export const CALLER_RULES = {
  /** Outings kept, the latest first */
  keepOutings: 30,
  /** An outing longer than this is a stay away, not an outing she comes back from the same day: not kept */
  stayAwayMinutes: 24 * 60,
  /** Added to the longest outing kept: an outing a little longer than any before is no cause */
  marginMinutes: 30,
  /** Never sooner than this: an hour past a short trip's watch (arrival.ts capMinutes), as she may well have gone out */
  floorMinutes: 240,
  /** The limit before any outing is seen; with fewer than `credibleOutings` it leans on this */
  priorMinutes: 360,
  credibleOutings: 5,
  /**
   * Never later than this: a fall back from the gate waits at most twice a short trip's watch. Houses A and C's
   * outings include days out (their limit would be 595-720 min uncapped); an outing longer than this after a
   * caller is then told while she is out, in words that say she may be
   */
  capMinutes: 360,
  /** A door this soon after the watched one, nothing inside between, is no return (presence's settle) */
  pairMinutes: 10,
}

/**
 * Seen inside within presence's settle after a door from home, nothing else since, in a home where no sensor sees the
 * hall (`hallUnseen`): she opened the door and stayed in, so someone may have come in by it (or gone: one door cannot
 * tell a caller's coming from their leaving). Where a hall sensor is, she is seen going out and coming back by it, and
 * a caller is marked only once she is seen after ten minutes taken as out (presence.ts `callerInAt`). Without one, the
 * caller's leaving and her going out a few minutes later read as a trip of 3 min, watched as one (3 h) while she was
 * out (small-s151 and mixed-s151 24 Feb 16:56, small-s190 6 Mar 17:26). Marked so (`letInAt`), the next passage from
 * home may be the caller's leaving (`mayBeLetOut`), and a door within the settle right after it is watched as long
 * as her outings last (arrival.ts `isShortTripBack`), as after `mayBeCaller`. Only there: the mark may be a caller's
 * leaving, and read past the settle (`afterCaller` in `arrivalOnDoor`) it watched her real return two hours later as
 * an outing's door (small-s153 and mixed-s153 4 Mar 17:46: a fall on the way in found at 323 min, not 36-48). A
 * passage that may itself be one leaving marks no one (a caller gone is nobody come in)
 */
export function isCallerLetIn(presence: PresenceState, at: number): boolean {
  const passage = presence.passage ?? null
  if (passage === null || passage.mayBeCaller === true || passage.mayBeLetOut === true) return false
  return presence.mode === 'door' && presence.awaySince === null && passage.fromHome && at > passage.lastAt
}

/** A passage from home at `at`: the first since she may have let someone in (`letInAt`, within the caller's stay) may be them leaving; the mark is used once */
export function letOutMark(presence: PresenceState, at: number, fromHome: boolean): { mayBeLetOut?: true } {
  const letInAt = presence.letInAt ?? null
  if (!fromHome || letInAt === null) return {}
  presence.letInAt = null
  return at - letInAt <= ARRIVAL_RULES.callerStayMinutes * MINUTE_MS ? { mayBeLetOut: true } : {}
}

/** An outing has ended by the door at `backAt` (she was then seen inside): its length from the door at `leftAt` is kept */
export function learnOutingLength(presence: PresenceState, leftAt: number, backAt: number) {
  const minutes = (backAt - leftAt) / MINUTE_MS
  if (minutes <= 0 || minutes > CALLER_RULES.stayAwayMinutes) return
  presence.outingMinutes = [minutes, ...(presence.outingMinutes ?? [])].slice(0, CALLER_RULES.keepOutings)
}

export interface CallerWatch {
  limitMinutes: number
  /** Outings kept, and the longest of them (null before any) */
  outingsSeen: number
  longestOutingMinutes: number | null
}

/** How long the door after a caller's likely leaving may stay still, nothing inside moving: her longest outing and a margin */
export function callerWatchLimit(presence: PresenceState): CallerWatch {
  const { limitMinutes, seen, longest } = learnedWait(presence.outingMinutes ?? [], { ...CALLER_RULES, credible: CALLER_RULES.credibleOutings })
  return { limitMinutes, outingsSeen: seen, longestOutingMinutes: longest }
}

/**
 * The alert's text: it does not know whether she came in. `at`: the door's time as the family reads it;
 * `afterMinutes`: since the passage before it; `still`: what has not moved since, and for how long
 */
export function callerWatchText(at: string, afterMinutes: number, still: string, quietMinutes: number, watch: CallerWatch): string {
  const longest = watch.longestOutingMinutes
  const outings =
    longest === null
      ? ''
      : quietMinutes > longest
        ? ` None of their last ${watch.outingsSeen === 1 ? 'outing' : `${watch.outingsSeen} outings`} lasted so long (the longest ${formatDuration(Math.max(1, longest))}).`
        : ` They have been out this long before (the longest of their last ${watch.outingsSeen === 1 ? 'outing' : `${watch.outingsSeen} outings`}: ${formatDuration(longest)}).`
  return (
    `The front door opened at ${at}, ${formatDuration(Math.max(1, afterMinutes))} after someone went out by it (perhaps a visitor leaving), ${still}. ` +
    `They may have seen the visitor out and come back in, or gone out themselves.${outings} If they came back in, they may have fallen on the way: check on them.`
  )
}

/**
 * A door that ends a pending watch, nothing inside since (arrival.ts `arrivalOnDoor`). Mostly the two cancel: she
 * came in and went out again, a visitor let out, a door banging twice; or back from a short trip she stayed in unseen
 * and now goes out (invented contacts-s94 16 Jan: the bins at 13:02, out at 15:07; watched as a return, it alerted
 * while she was out, twice on that home). But when the pending door was watched as after a caller (`afterCaller`: the
 * passage before it may have been them leaving, so it may have been her going out) and this one comes past the settle
 * while she is taken as out, it is likely her return from that outing (small-s151 24 Feb: a caller left at 13:52, she
 * went out at 13:55 and came back at 16:56): watched as any return, at her returns' limit. Set aside, only the quiet
 * limits found a fall on the way in there (473-474 min). Returns the new watch, or null
 */
export function backAfterCallerWatch(presence: PresenceState, cameIn: CameIn, at: number): CameIn | null {
  if (cameIn.afterCaller !== true || presence.awaySince === null || at - cameIn.lastAt < CALLER_RULES.pairMinutes * MINUTE_MS) return null
  return { firstAt: at, lastAt: at, seenAt: null }
}
