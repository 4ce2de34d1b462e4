// The first week is the learning period: the routine is being learned and only the safest rules alert.
import { LEARNING_DAYS } from '../../contracts/learning'
import type { EngineState } from './types'
import { localClock } from './local-time'

export { LEARNING_DAYS, learningLabel } from '../../contracts/learning'

/**
 * The safest rule: while learning, while it is unsure the person stayed in, or while a sensor keeps
 * firing (its reports set aside), only a silence this long at home alerts
 */
export const LEARNING_QUIET_LIMIT_MINUTES = 12 * 60

/** 1 on the local date learning began (`startDay`, days since 1970 on the home's clock); keeps counting after the learning period */
export const learningDayFrom = (startDay: number, nowMs: number, timeZone: string) => localClock(nowMs, timeZone).day - startDay + 1

export const learningDayOf = (state: EngineState, nowMs: number): number => learningDayFrom(state.startDay, nowMs, state.timeZone)

export const isLearningAt = (state: EngineState, nowMs: number) => learningDayOf(state, nowMs) <= LEARNING_DAYS
