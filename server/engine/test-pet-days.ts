// Weeks of her days in a home with a busy cat, for the engine's tests of the activity level and the 'less activity'
// pattern there (insights-pet*.test.ts): her usual days or days she barely moves, the cat at home or away.
import { MINUTE_MS } from './local-time'
import { DEFAULT_DAY, dayEvents, type RoutineBlock } from './synthetic-home'
import { byTime, fridgeUse, PET_DAY0, petAt, report, withReleases } from './test-pet'
import { replay } from './test-replay'
import type { EngineEvent, EngineHome, EngineState } from './types'

const at = (hour: number, minute = 0) => hour * 60 + minute

/** A day she barely moves: up, the bathroom, breakfast, a sighting in the living room every two hours, bed; no outing */
const BARELY_DAY: RoutineBlock[] = [
  [at(7), at(7, 5), 'bedroom-pir', 2],
  [at(7, 5), at(7, 15), 'bathroom-pir', 5],
  [at(7, 30), at(7, 40), 'kitchen-pir', 5],
  [at(8), at(22), 'living-pir', 120],
  [at(22, 30), at(22, 35), 'bathroom-pir', 5],
  [at(22, 45), at(22, 50), 'bedroom-pir', 5],
]

export interface PetDay {
  her: 'usual' | 'barely'
  cat: boolean
}

/** A busy indoor cat on day `d`: the kitchen's and the living room's motion sensors in turn, every 3 minutes, day and night */
function catDay(d: number): EngineEvent[] {
  const events: EngineEvent[] = []
  for (let t = petAt(d, 0, 1), i = 0; t < petAt(d + 1, 0); t += 3 * MINUTE_MS, i++) events.push(i % 2 ? report('living-pir', 'motion', 'living', t) : report('kitchen-pir', 'motion', 'kitchen', t))
  return events
}

/** Her days from PET_DAY0 (the fridge four times on a usual one, once on a day she barely moves), the cat's where it is at home */
export function petDayEvents(days: PetDay[]): EngineEvent[] {
  const events: EngineEvent[] = []
  days.forEach((day, d) => {
    events.push(...dayEvents(PET_DAY0 + d, day.her === 'usual' ? DEFAULT_DAY : BARELY_DAY, 'UTC'))
    const fridgeAt = day.her === 'usual' ? ([[7, 35], [12, 10], [18, 15], [21, 0]] as const) : ([[7, 35]] as const)
    for (const [h, m] of fridgeAt) events.push(...fridgeUse(petAt(d, h, m + (d % 3))))
    if (day.cat) events.push(...catDay(d))
  })
  return withReleases(byTime(events))
}

export const USUAL_DAYS = 17
export const LATER_DAYS = 5

/** `usual` days as ever (with the cat, unless `cat` is false), then LATER_DAYS days as `later` */
export const petWeeks = (later: PetDay, cat = true, usual = USUAL_DAYS): PetDay[] => [
  ...Array.from({ length: usual }, () => ({ her: 'usual' as const, cat })),
  ...Array.from({ length: LATER_DAYS }, () => later),
]

/** The engine's state after `days`, read just after the last one closed */
export const livedPetDays = (home: EngineHome, days: PetDay[]): EngineState => replay(home, petDayEvents(days), petAt(0, 0), petAt(days.length, 0, 30), null, 15).state
