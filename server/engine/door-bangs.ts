// A front door that bangs now and then: left on the latch in the wind, or a reed switch that fails every
// few minutes. Each bang more than 2 min after the last forms no unbroken run (chatter.ts), so each was a
// passage: a person sitting still, or lying on the floor, was 'at the door' while it banged (no quiet
// alert comes there) or 'out' ten minutes after a longer pause, and no quiet alert ever came.
// In the real homes a front door's reports come in passages (open, close, sometimes opened again, less
// than 2 min apart), and with no one seen inside between two passages the second follows the first by
// 2.2-9.9 min (a trip to the bins, a door held open) or by 15 min to 2 days (an outing). A third within
// 15 min of the second, with no one seen since the first, does come from a home the person was in where
// nothing on her way in is sensed: out, back and out again (contacts-s65 and -s66, four times in 120 days).
// A fourth never comes, from a home or from out: not in houses A and C, MIT subject 1 or 11 invented homes.
// So from the fourth such bang the door is taken as banging: the person is where she was before the
// first (at home), its bangs are set aside as a firing sensor's are, and the rest of the home is watched
// on the 12-hour rule while it goes on. Once it pauses for 15 min, the quiet is judged on the usual limits
// from its last bang (chatter.ts endSetAside). A door that bangs while the person is out changes nothing:
// she is out, and anything inside within 2 h of a bang brings her back, as before.
import { CHATTER_RULES, noteSetAside } from './chatter'
import { MINUTE_MS } from './local-time'
import type { PresenceState } from './presence'
import type { EngineEvent, EngineState } from './types'

export const DOOR_BANG_RULES = {
  /**
   * This many bangs with no one seen inside between them, from a home the person was in, is a door banging. Not
   * three: out, back and out again within minutes, nothing inside sensed between, is three passages (contacts-s65)
   */
  bangs: 4,
  /** ...each no more than this long after the one before (as long as a firing sensor's pause) */
  withinMinutes: CHATTER_RULES.pausedAfterMinutes,
}

/**
 * Counts a front-door report into the bangs since the person was last seen inside (reports within 2 min
 * of the one before are one bang: a door opened and closed) and says whether the door is banging: its
 * report is no passage. A report older than the latest counted is left to the usual late-event rules
 */
export function isDoorBanging(presence: PresenceState, at: number): boolean {
  const bangs = presence.bangs
  if (bangs && at < bangs.lastAt) return false
  if (bangs && at - bangs.lastAt <= DOOR_BANG_RULES.withinMinutes * MINUTE_MS) {
    if (at - bangs.lastAt > CHATTER_RULES.gapMinutes * MINUTE_MS) bangs.count++
    bangs.lastAt = at
    return bangs.fromHome && bangs.count >= DOOR_BANG_RULES.bangs
  }
  presence.bangs = { firstAt: at, fromHome: presence.awaySince === null, lastAt: at, count: 1 }
  return false
}

/**
 * A bang of a door that keeps banging: the person is at home, where she was before the first bang, and the
 * bang is set aside like a firing sensor's report (the home is watched on the 12-hour rule until it pauses)
 */
export function noteDoorBang(state: EngineState, event: EngineEvent, at: number) {
  const presence = state.presence
  presence.mode = 'home'
  presence.awaySince = null
  presence.arrivalAt = null
  presence.returnHits = []
  // nor is it her back from a short trip (arrival.ts): she is where she was
  presence.cameIn = null
  presence.passage = null
  noteSetAside(state, event, at)
}
