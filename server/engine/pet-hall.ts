// In a pet home, the cat crossing the hall seconds behind her. She sat in her living room (or lay in the bedroom);
// the cat, a few seconds after her last stir there or later, set off the hall's sensor, and the tracker took it as
// her step out (pet-path.ts: a report on her way from where she was seen). Nothing in the report says it was not
// her, and the quiet after it was judged by the hall's short limit (its 30-min floor) while she rested where she
// was (pet-s127's 1 Feb: her living room at 13:31:17, the cat's hall 13 s later, her nap judged by the hall). Where
// no sure sign (a switch, a door, a held or pet-immune sensor) has put her in the hall since, the quiet is judged as
// the room she was seen in too, counted from her sighting there: overdue once both that room's limit and the hall's
// have run out. A fall in the hall straight out of her room is found at that room's limit (METHOD.md, session 52).
import type { QuietAssessment } from './inactivity'
import { minutesToEnd } from './pet-path'
import { beganAsleep } from './rest-kind'
import type { EngineState } from './types'

/**
 * The state as if the spell had begun in the room she was seen in, at her sighting there, before a pet-like step
 * into the hall, when the spell is in that hall (seen there by that step, and by that sensor since), or null: no such
 * step, or begun in her usual night (the night's own rules judge that)
 */
export function hallFromState(state: EngineState): EngineState | null {
  const pets = state.pets
  const seen = pets?.seen
  const from = seen?.from
  if (!pets || !seen || !from || pets.off || state.lastInsideAt === null || seen.deviceKey !== state.lastDeviceKey || !state.lastMotion) return null
  if (beganAsleep(state, state.lastInsideAt)) return null
  // no sighting left to judge the room's spell against elsewhere: she is taken as still there
  const { seen: _inHall, ...rest } = pets
  return { ...state, lastInsideAt: from.at, lastRoom: from.room, lastDeviceKey: from.deviceKey, lastMotion: from.kind === 'motion', lastMat: from.kind === 'pressure', lastOnMat: false, way: [], pets: rest }
}

/**
 * `assessed` with the limit of the room she was seen in before a pet-like hall report (hallFromState of `state`,
 * assessed by `assess`), counted from the spell's start, where that is longer, within `thereEnd` (pet-path.ts), and
 * that room's usual quiet for the alert's words. `state` null: not asked (her way back through the hall, way-back.ts)
 */
export function withHallFrom(assessed: QuietAssessment, state: EngineState | null, assess: (s: EngineState) => QuietAssessment | null, thereEnd: number): QuietAssessment {
  const fromState = state && state.lastInsideAt !== null ? hallFromState(state) : null
  const from = fromState ? assess(fromState) : null
  if (!from || !state || state.lastInsideAt === null) return assessed
  const limitMinutes = Math.min(minutesToEnd(state.lastInsideAt, from.lastMovementAt, from.limitMinutes), thereEnd)
  if (limitMinutes <= assessed.limitMinutes) return assessed
  const { usualLongestMinutes, ownOnly, cautionMinutes, room } = from
  return { ...assessed, limitMinutes, usualLongestMinutes, ownOnly, cautionMinutes, usualRiseMinute: null, hallFromRoom: room }
}
