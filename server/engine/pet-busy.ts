// Her moving about, in a home with a pet (EngineHome.pets). The pet watch waits for a sure sign of her (a door, the
// fridge, a cupboard, a flush, a motion sensor held on: pets.ts), and after her fall the cat keeps the motion watch
// busy, so the slow daytime trials of the cat homes are the pet watch's: from her last sure sign to 1.6 × her usual
// longest gap between them + 60 min (pet-s97: 71 of its 107 daytime trials over 180 min, METHOD.md session 58). A cat
// walking by sets off a sensor once or twice and goes; someone busy about the home sets off sensor after sensor, each
// report within a minute of the one before. On the thirteen invented cat homes (60 days each, 07-22), of the chains of
// motion reports each within 60 s of the one before, those of 5 reports or more were the cat's alone 11 times in all
// (0-3 a home), hers 550-623 a home and hers with the cat's among them 302-377 (at night: 0-1 the cat's, 88-146 hers,
// on four of them). The generator's cat, not a real one: a cat at play in one room is not in these logs. Such a chain
// is a sure sign of her, as a sensor held on is: movement that goes on.
import { petWatchOnUse } from './pets'
import type { EngineEvent, EngineHome, EngineState } from './types'

export const PET_BUSY_RULES = {
  /** Each motion report within this long of the one before continues the chain (seconds) */
  gapSeconds: 60,
  /** A chain of this many motion reports is someone moving about, not a pet passing */
  reports: 5,
}

/** The chain of motion reports going on (PetWatch.busy): how many, the first's and the last's time */
export interface PetBusy {
  count: number
  firstAt: number
  lastAt: number
}

/**
 * A motion report the pet may have made ('on', a sensor it can set off), in a home with a pet: counted into the chain
 * going on. From its `reports`th report on, the chain is a sure sign of her at each report (petWatchOnUse, as a sensor
 * held on is), unless it began before the front door's latest report (someone at the door going out or coming in)
 */
export function petBusyOnMotion(state: EngineState, event: EngineEvent, at: number, wasHome: boolean, outageFrom: number | null, home: EngineHome, immune: ReadonlySet<string>) {
  const watch = state.pets
  if (!watch || home.pets !== true || event.kind !== 'motion' || !event.active || immune.has(event.deviceKey)) return
  const busy = watch.busy
  const chained = busy !== undefined && at >= busy.lastAt && at - busy.lastAt <= PET_BUSY_RULES.gapSeconds * 1000
  const next: PetBusy = chained ? { count: busy.count + 1, firstAt: busy.firstAt, lastAt: at } : { count: 1, firstAt: at, lastAt: at }
  watch.busy = next
  if (next.count < PET_BUSY_RULES.reports) return
  if (state.presence.doorAt !== null && next.firstAt <= state.presence.doorAt) return
  petWatchOnUse(state, event, at, wasHome, outageFrom, immune, true)
}
