// After the bathroom or the toilet in the morning, once she has been up a while: her wash, not a visit from bed.
// Where she goes to bed from the bathroom (a kit with no bedroom sensor), the quiet after it holds her nights in
// every quarter hour up to her getting up, and the hour's window reads them an hour past it: a fall at 08:00 in the
// bathroom, after twenty minutes of washing, waited for the window to pass (10:15), 1-3 h. Going back to bed from
// there happens after a short visit, the first of her morning (a night visit near her rise). What followed such a
// room in the morning after she had been up at least UP_MINUTES is learned apart, and once seen often enough it is
// the limit of such a spell, where the limit it had leans on a night (a usual longest of NIGHT_HELD_MINUTES or
// more): a short record after the toilet is no reason to doubt a sit that followed it unseen (mixed-s153 17 Feb).
import { beganAsleep } from './rest-kind'
import { localClock, MINUTE_MS } from './local-time'
import { binOf, limitFromLongest, newProfile, noteSpell, windowMax, type QuietLimit, type QuietLimitParams } from './quiet-model'
import { isFallRiskRoom } from './rooms'
import type { EngineState } from './types'

/** A stretch of her evidence with no quiet this long in it is one time up */
export const UP_GAP_MINUTES = 30
/** Up this long before the spell began: washing, not a visit from bed */
export const UP_MINUTES = 10
const NOON = 12 * 60
/** A usual longest this long after the room is a night's sleep read in the hour's window (as inactivity.ts RETURN_TO_BED_UNSEEN_MINUTES) */
export const NIGHT_HELD_MINUTES = 60
/** The spells after `deviceKey` begun in the morning once she was up (this module's own profile) */
export const morningUpKey = (deviceKey: string) => `${deviceKey}@morning-up`

/** Her evidence at `at` (before lastInsideAt moves to it): a new time up after a long quiet */
export function noteUpStretch(state: EngineState, at: number) {
  if (state.lastInsideAt === null || state.upSince === undefined || at - state.lastInsideAt >= UP_GAP_MINUTES * MINUTE_MS) state.upSince = at
}

/** The spell begun at lastInsideAt after lastRoom is a morning one after a fall-risk room, begun once she had been up a while */
function isMorningUp(state: EngineState): boolean {
  const { lastInsideAt, lastRoom, upSince } = state
  if (lastInsideAt === null || lastRoom === null || upSince === undefined || !isFallRiskRoom(lastRoom)) return false
  if (beganAsleep(state, lastInsideAt) || localClock(lastInsideAt, state.timeZone).minuteOfDay >= NOON) return false
  return lastInsideAt - upSince >= UP_MINUTES * MINUTE_MS
}

/** The spell that began at lastInsideAt ends at `at`: learned apart when it is a morning one begun up */
export function learnMorningUp(state: EngineState, at: number) {
  if (!isMorningUp(state) || state.lastInsideAt === null || state.lastDeviceKey === null) return
  noteSpell([(state.quiet.devices[morningUpKey(state.lastDeviceKey)] ??= newProfile())], state.lastInsideAt, at, state.timeZone)
}

/** The limit of the current spell, when it leans on a night: no more than what followed such mornings, once seen `credibilitySpells` times */
export function withMorningUp(state: EngineState, limit: QuietLimit, minuteOfDay: number, params: QuietLimitParams): QuietLimit {
  if (limit.usualLongestMinutes < NIGHT_HELD_MINUTES || !isMorningUp(state) || state.lastDeviceKey === null) return limit
  const profile = state.quiet.devices[morningUpKey(state.lastDeviceKey)]
  const bin = binOf(minuteOfDay)
  if (!profile || windowMax(profile.spells, bin, params.ownBins) < params.credibilitySpells) return limit
  const own = windowMax(profile.max, bin, params.ownBins)
  const limitMinutes = limitFromLongest(params, own)
  return limitMinutes < limit.limitMinutes ? { ...limit, limitMinutes, usualLongestMinutes: own, ownOnly: true } : limit
}
