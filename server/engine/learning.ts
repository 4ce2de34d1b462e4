// The first week is the learning period: the routine is being learned and only the safest rules alert.
import type { EngineState } from './types'
import { localClock } from './local-time'

export const LEARNING_DAYS = 7

/**
 * The safest rule: while learning, while it is unsure the person stayed in, or while a sensor keeps
 * firing (its reports set aside), only a silence this long at home alerts
 */
export const LEARNING_QUIET_LIMIT_MINUTES = 12 * 60

/** 1 on the local date learning began; keeps counting after the learning period */
export function learningDayOf(state: EngineState, nowMs: number): number {
  return localClock(nowMs, state.timeZone).day - state.startDay + 1
}

export const isLearningAt = (state: EngineState, nowMs: number) => learningDayOf(state, nowMs) <= LEARNING_DAYS

export const learningLabel = (learningDay: number) => `Learning the routine: day ${Math.max(1, learningDay)} of ${LEARNING_DAYS}`
