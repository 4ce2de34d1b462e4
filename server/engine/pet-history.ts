// The watch on what a pet cannot do, learned from the home's past rather than from the day the family
// turns the setting on. The scheduler keeps the events a home's sensors sent; when the setting is first
// turned on, or the motion sensors the pet cannot set off change, it hands the last weeks of them to
// `learnPetWatch`, which replays them through a fresh engine as if the setting had been as it is now all
// along. A home with a week of history is then watched on them at once, not a week later, and a sensor
// no longer marked takes back what it taught at once, not after a week without the watch.
import { evaluate } from './engine'
import { markedKeys, type PetWatch } from './pets'
import type { EngineEvent, EngineHome, EngineState } from './types'

/** Days of the home's stored events the watch is learned from (what was learned fades by 2 % a day lived) */
export const PET_HISTORY_DAYS = 28

/** Whether the watch fits the home as it is now: with a pet said, it exists and counts the sensors marked now */
export function petWatchIsCurrent(state: EngineState, home: EngineHome): boolean {
  if (home.pets !== true) return true
  if (!state.pets) return false
  const marked = markedKeys(home)
  const counted = state.pets.immuneKeys ?? []
  return marked.length === counted.length && marked.every((key, i) => key === counted[i])
}

/**
 * The watch as if the setting and the marks had been as now since the first of `events` (the home's
 * stored events up to `until`, the moment the state has read to). It learns from that first event, so
 * it alerts once a week of them lies behind it. Null without events: the engine then starts its own.
 */
export function learnPetWatch(events: EngineEvent[], home: EngineHome, until: number): PetWatch | null {
  if (events.length === 0 || home.pets !== true) return null
  // a state begun from events starts at the first of them, and so does its watch (engine.ts)
  return evaluate(null, events, new Date(until), home).state.pets ?? null
}
