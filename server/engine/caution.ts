// How cautious to be with this home's quiet. Every quiet alert the person ended themselves (they moved
// again, or went out) was a false alarm to the family it woke. They are counted, the count fading day
// by day; while it stays above what a well-read home has, each alert over adds minutes to this home's
// quiet limits. A home whose quiet is harder to read than the homes the engine was tuned on settles
// where its false alarms are rare, instead of waking its family every other day; a home with an
// occasional false alarm keeps its limits. While they come thick (more than two lately), what was learned of
// the home's quiet also stops fading: its long spells are its habit, and forgetting them (records halve in
// about five weeks) only brings the same false alarms back.
import { DAY_MS } from './local-time'
import { DEFAULT_QUIET_LIMIT, type QuietLimitParams } from './quiet-model'
import type { EngineState } from './types'

/** The faded count of quiet alerts the person ended themselves, at `now` */
function alertsAt(state: EngineState, now: number, params: QuietLimitParams): number {
  const caution = state.caution
  if (!caution) return 0
  return caution.alerts * params.cautionDailyFade ** (Math.max(0, now - caution.at) / DAY_MS)
}

/** The quiet alerts she ended herself lately (faded), at `now`: each a quiet spell that was her habit (alert-pattern-confidence.ts) */
export const selfEndedAlerts = (state: EngineState, now: number, params: QuietLimitParams = DEFAULT_QUIET_LIMIT) => alertsAt(state, now, params)

/** The minutes added to this home's quiet margins at `now` */
export function cautionAt(state: EngineState, now: number, params: QuietLimitParams): number {
  const over = alertsAt(state, now, params) - params.cautionFreeAlerts
  return over > 0 ? Math.min(params.cautionMaxMinutes, params.cautionStepMinutes * over) : 0
}

/** Whether what was learned of this home's quiet is held, not faded, at `now` (as the day's books close, advance.ts) */
export function cautionHolds(state: EngineState, now: number, params: QuietLimitParams = DEFAULT_QUIET_LIMIT): boolean {
  return params.cautionStepMinutes > 0 && alertsAt(state, now, params) > params.cautionHoldAlerts
}

/** A quiet alert ended without help */
export function noteSelfEndedAlert(state: EngineState, now: number, params: QuietLimitParams) {
  if (params.cautionStepMinutes <= 0) return
  state.caution = { alerts: alertsAt(state, now, params) + 1, at: now }
}

/** The limits with the caution's minutes added to every margin (awake and at rest) */
export function withCaution(params: QuietLimitParams, minutes: number): QuietLimitParams {
  if (minutes === 0) return params
  return { ...params, marginMinutes: params.marginMinutes + minutes, nightMarginMinutes: params.nightMarginMinutes + minutes }
}
