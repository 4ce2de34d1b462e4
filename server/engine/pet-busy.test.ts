// In a home with a pet, a chain of motion reports each within a minute of the one before, five or more, is her moving
// about: a sure sign of her for the pet watch, as a sensor held on is (pet-busy.ts).
import { describe, expect, it } from 'vitest'
import { PET_BUSY_RULES } from './pet-busy'
import { byTime, catEvents, fridgeHome, fridgeUse, petAt, report, withReleases } from './test-pet'
import { quietAlerts, replay } from './test-replay'
import type { EngineEvent } from './types'

const WALK = [['living-pir', 'living'], ['hall-pir', 'hall'], ['kitchen-pir', 'kitchen'], ['hall-pir', 'hall'], ['living-pir', 'living']] as const

/** Her walk about the home from `ms`: `steps` motion reports 30 s apart, from one room to the next */
const walk = (ms: number, steps: number = WALK.length): EngineEvent[] => WALK.slice(0, steps).map(([key, room], i) => report(key, 'motion', room, ms + i * 30_000))

/** Her days: the fridge at 07:00 and at 20:00, and between them a walk about the home every half hour, no other sure sign */
function herDays(days: number): EngineEvent[] {
  const events: EngineEvent[] = []
  for (let d = 0; d < days; d++) {
    events.push(...fridgeUse(petAt(d, 7)), ...fridgeUse(petAt(d, 20)), report('bedroom-pir', 'motion', 'bedroom', petAt(d, 22, 30)))
    for (let m = 8 * 60; m <= 19 * 60 + 30; m += 30) events.push(...walk(petAt(d, 0, m)))
  }
  return events
}

const DAYS = 14

describe('her moving about, in a home with a pet', () => {
  it('finds a fall in the day on her walks, not on the fridge twelve hours apart: after her walk at 11:00 only the cat', () => {
    const events = withReleases(byTime([...herDays(DAYS), ...fridgeUse(petAt(DAYS, 7)), ...walk(petAt(DAYS, 8)), ...walk(petAt(DAYS, 10, 30)), ...walk(petAt(DAYS, 11)), ...catEvents(petAt(DAYS, 11, 5), petAt(DAYS, 20))]))
    const run = replay(fridgeHome(), events, petAt(0, 6), petAt(DAYS, 20))
    // her last walk's fifth report at 11:02 was her last sure sign: her day's gaps are half an hour (the floor, 2 h)
    expect(run.state.pets?.lastAt).toBe(petAt(DAYS, 11) + 4 * 30_000)
    const alert = quietAlerts(run).find(({ at, alert }) => at > petAt(DAYS, 11) && alert.metadata?.pets === true)
    expect(alert?.at).toBeLessThanOrEqual(petAt(DAYS, 13, 30))
  })

  it('does not take four reports for her: the cat may set off a sensor or two, or three, as it passes', () => {
    const events = withReleases(byTime([...fridgeUse(petAt(0, 7)), ...walk(petAt(0, 8), PET_BUSY_RULES.reports - 1)]))
    const run = replay(fridgeHome(), events, petAt(0, 6), petAt(0, 9))
    expect(run.state.pets?.lastAt).toBe(petAt(0, 7) + 20_000)
  })

  it('does not take reports more than a minute apart for one chain', () => {
    const slow = WALK.map(([key, room], i) => report(key, 'motion', room, petAt(0, 8) + i * 90_000))
    const run = replay(fridgeHome(), withReleases(byTime([...fridgeUse(petAt(0, 7)), ...slow])), petAt(0, 6), petAt(0, 9))
    expect(run.state.pets?.lastAt).toBe(petAt(0, 7) + 20_000)
  })
})
