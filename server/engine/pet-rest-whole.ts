// In a pet home, her rest judged whole across a lone report on its sensor. Since decision 0148 the quiet model learns
// her rest in a room she rests in as one spell across lone reports on that room's sensor, 10 min or more apart (a stir
// of hers or the cat walking in: pet-path.ts learnBridgedRest), as well as in pieces. The motion watch still judged it
// in pieces: each lone report began a new spell with the whole limit ahead of it. After a fall in her sitting room the
// cat walking in is such a report (the same sensor, so the tracker takes it as hers), and the wait began again from
// it. The rest going on is also judged as what the model learned it as, from its start: overdue once the whole rest
// has outrun the limit there too (the smaller of the two).
import type { QuietAssessment } from './inactivity'
import { minutesToEnd } from './pet-path'
import type { QuietLimitParams } from './quiet-model'
import { isFallRiskRoom } from './rooms'
import { beganAsleep } from './rest-kind'
import type { EngineState } from './types'

/**
 * The state as if the spell had begun where her rest going on began (the bridge's start, pets.ts `PetWatch.bridge`),
 * or null: the spell is not the latest piece of such a rest, or the rest began in her usual night. No pace context:
 * the whole rest was learned without one
 */
export function restWholeState(state: EngineState): EngineState | null {
  const pets = state.pets
  const bridge = pets?.bridge
  if (!pets || !bridge || pets.off || state.lastInsideAt === null || !state.lastMotion) return null
  if (bridge.to !== state.lastInsideAt || bridge.deviceKey !== state.lastDeviceKey || bridge.from >= state.lastInsideAt) return null
  if (beganAsleep(state, bridge.from)) return null
  const { lastPace: _piece, ...rest } = state
  return { ...rest, lastInsideAt: bridge.from, pets: { ...pets, bridge: undefined } }
}

/**
 * `assessed` with its limit cut to when the whole rest (restWholeState of `state`, assessed by `assess`) runs out,
 * where that is sooner, but never below the room's floor from the lone report (movement was seen then: quiet shorter
 * than the floor after any movement is no concern, quiet-model.ts); `restFromAt` names the rest's start for the
 * alert's words
 */
export function withRestWhole(assessed: QuietAssessment, state: EngineState, assess: (s: EngineState) => QuietAssessment | null, params: QuietLimitParams): QuietAssessment {
  const wholeState = state.lastInsideAt !== null ? restWholeState(state) : null
  const whole = wholeState ? assess(wholeState) : null
  if (!whole || state.lastInsideAt === null || whole.asleep || whole.earlyNight) return assessed
  const floor = isFallRiskRoom(assessed.room) ? params.fallRiskFloorMinutes : params.floorMinutes
  const end = Math.max(floor, minutesToEnd(state.lastInsideAt, whole.lastMovementAt, whole.limitMinutes))
  if (end >= assessed.limitMinutes) return assessed
  const { usualLongestMinutes, ownOnly, cautionMinutes } = whole
  return { ...assessed, limitMinutes: end, usualLongestMinutes, ownOnly, cautionMinutes, usualRiseMinute: null, restFromAt: whole.lastMovementAt }
}
