// Where and when the person last moved, as the dashboard and the Emergency button's alert say it (decision 0096):
// the newest report the engine takes as her movement inside the home, which is what its quiet is counted from
// (engine.ts: a motion sensor seeing motion, a switch, a door inside or a mat used; not a battery reading, nor a
// motion sensor clearing). In a home with a pet, only a report taken as hers (pet-path.ts): when the newest may be
// the pet wandering in, nothing is said, since where she was seen before it is no longer her last movement.
import type { EngineState } from './types'

export interface LastMovement {
  /** When (ms) */
  at: number
  /** The sensor that saw it, and its room as the engine names it */
  deviceKey: string
  room: string
}

/** Null while she is out, while the routine is being learned, before any report inside, or (with a pet) when it cannot tell */
export function lastMovementOf(state: EngineState, isLearning: boolean, atHome: boolean): LastMovement | null {
  if (!atHome || isLearning || state.lastInsideAt === null || state.lastRoom === null || state.lastDeviceKey === null) return null
  // a front door's run was set aside and the quiet counted from its end (chatter.ts): she was last seen before it
  const at = state.quietBeforeDoor ?? state.lastInsideAt
  const pets = state.pets
  if (pets && !pets.off) {
    const seen = pets.seen
    if (!seen || seen.at !== at || seen.deviceKey !== state.lastDeviceKey) return null
  }
  return { at, deviceKey: state.lastDeviceKey, room: state.lastRoom }
}
