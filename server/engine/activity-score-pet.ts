// The dashboard's activity score in a home with a pet (EngineHome.pets). A cat walking past a motion sensor fires it
// as she does: counted as hers, a home whose only movement for hours was the cat's read as an ordinary day (the
// synthetic home with a fridge and a cat seen every 5 minutes: her last movement at 07:40, 63/100 at 13:00, with 'All
// Good' beside it). What a pet cannot do is surely her (pets.ts): a switch inside (the fridge, a cupboard, a flush) and
// a motion sensor the family marks as one the pet cannot set off. So in such a home the score counts those alone,
// today's and the routine's alike (activity-score.ts dayEvidence), with their own usual spread (state.sureDaySpread).
// Where the sensors cannot tell her from the pet there is no score, and the dashboard says why (petBlindness):
//  - the home has no such sensor inside: every report may be the pet's;
//  - none has been used for longer than she usually goes without one at this time of day (the pet watch's usual
//    longest gap, pets.ts), while motion went on: that motion is hers or the cat's, and the few sure sensors'
//    count, which a missed fridge opening or two hardly moves, would read the hours since as ordinary.
import type { ActivityCount } from './pattern-change'
import { assessPetQuiet, isBeyondPet, petImmuneKeys } from './pets'
import type { EngineHome, EngineState } from './types'

/** The sensors inside a pet cannot set off: switches (not the front door) and the motion sensors marked as such */
export function sureKeysOf(home: EngineHome): ReadonlySet<string> {
  const immune = petImmuneKeys(home)
  // what a pet cannot do (pets.ts), inside: a front door is no activity in the home
  return new Set(home.devices.filter((device) => device.kind !== 'door' && isBeyondPet({ kind: device.kind, deviceKey: device.key }, immune)).map((device) => device.key))
}

/** What the days' activity is counted on (pattern-change.ts ActivityCount), from the home's sure sensors (null: no pet) */
export const activityCountOfKeys = (sureKeys: ReadonlySet<string> | null): ActivityCount => (sureKeys === null ? 'all' : sureKeys.size > 0 ? 'sure' : 'none')

/**
 * The Health Score's activity level and the 'less activity' pattern count as the score does (decision 0145): every
 * activation in a home without a pet; with one, only what it cannot set off, or nothing where nothing inside is such
 */
export const activityCountOf = (home: EngineHome): ActivityCount => activityCountOfKeys(home.pets === true ? sureKeysOf(home) : null)

/** Why a pet home's score cannot be told now (see above); null in a home without a pet, or where it can */
export type PetBlindness = 'noSureSensor' | 'onlyPetLately'

export function petBlindness(state: EngineState, home: EngineHome, now: number): PetBlindness | null {
  if (home.pets !== true) return null
  if (sureKeysOf(home).size === 0) return 'noSureSensor'
  const quiet = assessPetQuiet(state, home, now)
  const movedSince = quiet !== null && state.lastInsideAt !== null && state.lastInsideAt > quiet.lastAt
  return movedSince && quiet.quietMinutes > quiet.usualLongestMinutes ? 'onlyPetLately' : null
}
