// What the engine says of a home now (the dashboard's stats and the scheduler's status): the learning
// week, in or out, asleep, where she last moved, and the quiet so far against its limit.
import type { EvaluateOptions } from './engine'
import { assessQuiet, type QuietAssessment } from './inactivity'
import { LEARNING_DAYS, learningDayOf, learningLabel } from './learning'
import { lastMovementOf } from './last-movement'
import { isAtHome } from './presence'
import { DEFAULT_QUIET_LIMIT } from './quiet-model'
import type { EngineState, EngineStatus } from './types'

/**
 * The front door she may have come in by, nothing inside since it that shows her in (arrival.ts watches it): the
 * family sees the door, not only 'out'. While out; and, in a home with a pet, while home only on motion the pet
 * could make after the walk-in window (presence takes it as her, the watch does not, and may yet alert). Not the
 * first minutes after a short trip's return, while she is still taken as home from before it
 */
function watchedDoor({ presence }: EngineState) {
  const cameIn = presence.cameIn ?? null
  if (!cameIn || (cameIn.seenAt ?? null) !== null) return null
  return presence.awaySince !== null || cameIn.petMoved === true ? cameIn : null
}

/** `known`: the quiet already assessed at `at` by the caller, or undefined to assess it here */
export function engineStatus(state: EngineState, at: Date | number, options: EvaluateOptions = {}, known?: QuietAssessment | null): EngineStatus {
  const now = typeof at === 'number' ? at : at.getTime()
  const learningDay = learningDayOf(state, now)
  const isLearning = learningDay <= LEARNING_DAYS
  const assessment = known !== undefined ? known : assessQuiet(state, now, isLearning, options.quietLimit ?? DEFAULT_QUIET_LIMIT)
  const atHome = isAtHome(state.presence)
  const door = watchedDoor(state)
  return {
    learningDay,
    isLearning,
    learningLabel: isLearning ? learningLabel(learningDay) : null,
    atHome,
    asleep: !!assessment?.asleep && assessment.quietMinutes >= 30,
    presence: state.presence.mode,
    awaySince: state.presence.awaySince,
    cameInAt: door?.firstAt ?? null,
    cameInPetMoved: door?.petMoved === true,
    cameInAfterCaller: door?.afterCaller === true,
    lastActivityAt: state.lastInsideAt,
    lastRoom: state.lastRoom,
    lastMovement: door ? null : lastMovementOf(state, isLearning, atHome),
    quietMinutes: assessment ? Math.round(assessment.quietMinutes) : null,
    quietLimitMinutes: assessment && !isLearning ? Math.round(assessment.limitMinutes) : null,
  }
}
