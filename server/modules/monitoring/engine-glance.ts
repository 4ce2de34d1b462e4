// What the home picker shows of each home's engine, without running the engine for forty homes (decision 0104):
// the scheduler writes a few figures of the state beside it (engine_state.glance) at every tick, and the
// picker's one statement reads them. The learning day is worked out at reading time from the local day
// learning began, as the engine itself counts it (learning.ts); in or out is as of the last tick.
import { z } from 'zod'
import { engineStatus } from '../../engine/status'
import { LEARNING_DAYS, learningDayFrom } from '../../engine/learning'
import type { EngineState } from '../../engine/types'
import { hasHeardAnything } from './learning-start'

/** As stored: times in ms since the epoch */
export const EngineGlance = z.object({
  /** the engine's `startDay`: the local day (days since 1970 on the home's clock) learning began */
  startDay: z.number().int(),
  atHome: z.boolean(),
  /** when they went out, while out */
  awaySince: z.number().nullable(),
  /** while out, the front door opened then and nothing inside has shown them in since (they may be in) */
  cameInAt: z.number().nullable(),
})
export type EngineGlance = z.infer<typeof EngineGlance>

/**
 * The glance of a state as written; null before any sensor has reported (no learning has begun: the dashboard shows
 * no engine then), and null of a state it cannot read: the glance is only what the picker shows, and is written in
 * the same statement as the state, which must be saved whatever it holds
 */
export function glanceOf(state: EngineState): EngineGlance | null {
  try {
    if (!hasHeardAnything(state)) return null
    // no quiet assessed (null): only the learning day, presence and the door are read
    const status = engineStatus(state, state.clock, {}, null)
    const out = !status.atHome
    return {
      startDay: state.startDay,
      atHome: status.atHome,
      awaySince: out ? status.awaySince : null,
      cameInAt: out ? (status.cameInAt ?? null) : null,
    }
  } catch {
    return null
  }
}

/** What the picker's row says of the engine now (contracts/circles.ts' `learningDay`, `isOut`, `outSince`, `doorOpenedAt`) */
export interface GlanceNow {
  learningDay: number | null
  isOut: boolean
  outSince: string | null
  doorOpenedAt: string | null
}

export const NO_GLANCE: GlanceNow = { learningDay: null, isOut: false, outSince: null, doorOpenedAt: null }

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/**
 * The stored glance read at `now` in the home's zone. Nothing is said where the dashboard says neither (decision 0031,
 * 0045): a home whose watching ended, or with no sensor inside switched on (door only, all switched off, none), where
 * 'out' means nothing. A stored value that is not a glance (a damaged row) says nothing rather than failing the list.
 */
export function glanceNow(stored: unknown, { now, timeZone, watchedInside, ended }: { now: Date; timeZone: string; watchedInside: boolean; ended: boolean }): GlanceNow {
  if (stored === null || stored === undefined || ended || !watchedInside) return NO_GLANCE
  const parsed = EngineGlance.safeParse(stored)
  if (!parsed.success) return NO_GLANCE
  const g = parsed.data
  const day = learningDayFrom(g.startDay, now.getTime(), timeZone)
  return {
    learningDay: day <= LEARNING_DAYS ? Math.max(1, day) : null,
    isOut: !g.atHome,
    outSince: g.atHome ? null : iso(g.awaySince),
    doorOpenedAt: g.atHome ? null : iso(g.cameInAt),
  }
}
