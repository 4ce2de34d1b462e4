// After the front door, in a home with a pet: until a sure sign of her (a door, the fridge, a cupboard, a
// motion sensor held on by movement that goes on), only the pet may have moved. She may have stayed in,
// or gone out (presence.ts keeps her home only in doubt). The gaps that begin at the door and end with no
// sure sign of her between are learned apart from those after a door she was seen to come in by: a spell
// in doubt ends with her coming back as often as with her seen at home, and is as long as her outings at
// that time of day. Learned together, the short gaps of her returns (the door, then her moving about)
// made a long outing in doubt look overdue after 3 h (pets.ts, decision 0078).
import { learnSpell, newQuietModel, quietLimit, type QuietLimit, type QuietLimitParams } from './quiet-model'
import { isPresenceDoubtful } from './presence'
import type { EngineEvent, EngineState } from './types'

export const PET_DOUBT_RULES = {
  /** An outing longer than this (a stay away) says nothing of how long a doubt at home may last */
  longestOutingMinutes: 12 * 60,
}

const MINUTE_MS = 60_000

/**
 * The pet watch's spell began at the front door's latest passage, and she was surely at home when it began: she
 * may have gone out by it. After a door she came back by, a doubt is her at home, and is judged as the rest are;
 * so is one after a door that came while home in doubt since the door before (back from a short trip)
 */
const mayHaveLeft = (state: EngineState) => {
  const passage = state.presence.passage ?? null
  return state.pets?.lastAt != null && state.pets.lastAt === state.presence.doorAt && passage !== null && passage.fromHome && passage.fromDoubt !== true
}

/**
 * Whether the pet watch's current spell began at the front door's latest report and `event`, a sure sign,
 * ends it with no sure sign of her since: she was home only in doubt, or out and this is her return by the door
 * (read before `event` is counted)
 */
export function endsDoubt(state: EngineState, event: EngineEvent, at: number): boolean {
  const watch = state.pets
  const presence = state.presence
  if (!watch || watch.lastAt === null || !mayHaveLeft(state)) return false
  if (isPresenceDoubtful(presence)) return true
  return presence.mode === 'away' && event.kind === 'door' && at - watch.lastAt <= PET_DOUBT_RULES.longestOutingMinutes * MINUTE_MS
}

/** Learns a spell in doubt after the door (endsDoubt), apart from the watch's other gaps */
export function learnDoubt(state: EngineState, endMs: number) {
  const watch = state.pets
  if (!watch || watch.lastAt === null || watch.lastRoom === null || watch.lastDeviceKey === null) return
  learnSpell((watch.doubt ??= newQuietModel()), watch.lastRoom, watch.lastDeviceKey, watch.lastAt, endMs, state.timeZone)
}

/**
 * Home only in doubt since the door the watch's spell began at: how long such spells have lasted around this
 * time of day (`bin`), her outings among them. Null when not in such a spell, or none was learned yet
 */
export function doubtLimit(state: EngineState, bin: number, params: QuietLimitParams): QuietLimit | null {
  const watch = state.pets
  if (!watch?.doubt || watch.lastAt === null || watch.lastRoom === null || watch.lastDeviceKey === null) return null
  if (!isPresenceDoubtful(state.presence) || !mayHaveLeft(state)) return null
  return quietLimit(watch.doubt, watch.lastRoom, watch.lastDeviceKey, bin, params)
}
