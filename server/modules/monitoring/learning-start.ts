// A circle's learning week counts from its first event, not from the engine's first look at it. The
// engine keeps a state for a circle from its first run after sign-up (battery alerts need one even
// before anything reports), so sensors fitted days later would get a shorter week (learning.ts counts
// from the state's start). A state that has heard nothing yet starts over at the first event instead.
import { createState } from '../../engine/engine'
import type { EngineEvent, EngineHome, EngineState } from '../../engine/types'

/** Whether any sensor has ever reported into this state */
export const hasHeardAnything = (state: EngineState) => Object.values(state.devices).some((d) => d.lastSeenAt !== null)

/**
 * The state to run `events` through: `previous`, or, when it has heard nothing and events have come, a
 * new one from the first of them. The alerts it holds open (low batteries) stay open, so they still
 * resolve by themselves.
 */
export function startAtFirstEvent(previous: EngineState | null, events: readonly EngineEvent[], now: Date, home: EngineHome): EngineState | null {
  if (previous === null || events.length === 0 || hasHeardAnything(previous)) return previous
  const first = events.reduce((min, e) => Math.min(min, e.timestamp.getTime()), now.getTime())
  return { ...createState(new Date(first), home), open: previous.open }
}
