// Whether this person's way back to bed after a night-time bathroom visit shows on the sensors (a
// bedroom sensor, a bed mat, the bedroom door) or not (a bedroom without a sensor, a door left open).
// Where it shows, a visit that never ends is a fall and is judged on the visits' own short lengths;
// where it does not, the quiet after the bathroom is sleep and the usual getting-up time is the
// measure. Learned from the visits themselves: after a bathroom or toilet event in the usual night,
// a bedroom event within RETURN_WINDOW_MINUTES (through the hall) is a return seen; that much quiet
// first is a return unseen; anything else (the kitchen) is neither.
import { isBathroom, isFallRiskRoom } from './rooms'
import { MINUTE_MS } from './local-time'

export interface NightVisits {
  /** Returns to bed seen and unseen, faded daily */
  seen: number
  unseen: number
  /** The last bathroom (or hall, on the way back) event of a visit still being watched (ms) */
  pendingSince: number | null
}

export const NIGHT_VISIT_RULES = {
  returnWindowMinutes: 20,
  /** Visits needed before the answer is trusted, and the share of returns that must have been seen */
  minVisits: 5,
  seenShare: 0.95,
  dailyFade: 0.98,
}

export const newNightVisits = (): NightVisits => ({ seen: 0, unseen: 0, pendingSince: null })

/**
 * The next activity came at `at`, after the return window: the return did not show. Settled only
 * then, so a visit going on now (the one being judged) is not counted against itself.
 */
function settleNightVisit(visits: NightVisits, at: number) {
  if (visits.pendingSince !== null && at - visits.pendingSince >= NIGHT_VISIT_RULES.returnWindowMinutes * MINUTE_MS) {
    visits.unseen++
    visits.pendingSince = null
  }
}

/** Activity inside at `at` in `room`; `isNight()` says whether `at` is within the usual night (asked only of a bathroom) */
export function nightVisitOnInside(visits: NightVisits, room: string, at: number, isNight: () => boolean) {
  settleNightVisit(visits, at)
  if (visits.pendingSince !== null) {
    if (room === 'bedroom') {
      visits.seen++
      visits.pendingSince = null
      return
    }
    // still in the bathroom, or in the hall on the way: the visit goes on; elsewhere it is no return to bed
    visits.pendingSince = isFallRiskRoom(room) ? at : null
  }
  if (isBathroom(room) && isNight()) visits.pendingSince = at
}

/**
 * Whether the return to bed shows after nearly every visit (true), so that a visit without one is a
 * fall; null when it cannot be said: too few visits, or returns unseen often enough (house A: 14 %)
 * that a short limit would wake the family on ordinary nights
 */
export function returnToBedShows(visits: NightVisits | undefined): true | null {
  if (!visits) return null
  const total = visits.seen + visits.unseen
  if (total < NIGHT_VISIT_RULES.minVisits) return null
  return visits.seen / total >= NIGHT_VISIT_RULES.seenShare ? true : null
}

export function fadeNightVisits(visits: NightVisits, days = 1) {
  if (days <= 0) return
  const fade = NIGHT_VISIT_RULES.dailyFade ** days
  visits.seen = Math.round(visits.seen * fade * 1000) / 1000
  visits.unseen = Math.round(visits.unseen * fade * 1000) / 1000
}
