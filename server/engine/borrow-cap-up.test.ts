import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { binOf, DEFAULT_QUIET_LIMIT, learnSpell, newQuietModel, quietLimit, upKey } from './quiet-model'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome, type RoutineBlock } from './synthetic-home'
import { usualNight } from './sleep'
import { replay } from './test-replay'

const at = (hour: number, minute = 0) => hour * 60 + minute
const CAP = DEFAULT_QUIET_LIMIT.borrowCapMinutes

describe('the borrow cap reads as a sensor\'s own the spells begun up and about (decision 0126)', () => {
  /**
   * `days` days: the fridge five times within a quarter of an hour at 13:00 and once at 18:30, each followed by a few
   * minutes of quiet begun up and about (on the first `upDays` days; after that told as not); the hall at 18:50,
   * followed by a 3-hour sit that nothing sees; and the fridge at 21:00 before an early night of 3 hours (not up and about)
   */
  function fridgeAndNight(days: number, upDays = days) {
    const model = newQuietModel()
    for (let day = 0; day < days; day++) {
      const up = day < upDays
      const lunch = Date.UTC(2024, 0, 1 + day, 13)
      for (let k = 0; k < 5; k++) learnSpell(model, 'kitchen', 'fridge', lunch + k * 3 * MINUTE_MS, lunch + (k * 3 + 2) * MINUTE_MS, 'UTC', null, up)
      const fridge = Date.UTC(2024, 0, 1 + day, 18, 30)
      learnSpell(model, 'kitchen', 'fridge', fridge, fridge + 8 * MINUTE_MS, 'UTC', null, up)
      learnSpell(model, 'hall', 'hall-pir', fridge + 20 * MINUTE_MS, fridge + 200 * MINUTE_MS, 'UTC')
      const night = Date.UTC(2024, 0, 1 + day, 21)
      learnSpell(model, 'kitchen', 'fridge', night, night + 180 * MINUTE_MS, 'UTC', null, false)
    }
    return model
  }
  const fridgeAt1830 = (model: ReturnType<typeof newQuietModel>) => quietLimit(model, 'kitchen', 'fridge', binOf(at(18, 30)))

  it('holds the fridge at the cap though an early night followed it within six hours', () => {
    const limit = fridgeAt1830(fridgeAndNight(3))
    expect(limit.ownOnly).toBe(true)
    expect(limit.limitMinutes).toBe(CAP)
    expect(limit.usualLongestMinutes).toBeCloseTo(8, 0)
  })

  it('reads the whole record while too few spells begun up and about are known', () => {
    const thin = fridgeAndNight(3, 1)
    expect(thin.devices[upKey('fridge')]).toBeDefined()
    const limit = fridgeAt1830(thin)
    expect(limit.ownOnly).toBe(false)
    expect(limit.limitMinutes).toBeGreaterThan(90) // the hall's sit lends, and the early night keeps the cap off
  })
})

describe('which spells are kept apart as begun up and about', () => {
  const TZ = 'UTC'
  const HOME = syntheticHome(TZ)
  const START = dayIndexOf('2024-05-06')
  // the default day, and at 22:03, within the hour before her bedtime (22:45), a drink from the kitchen and 25 minutes
  // no sensor sees before the bathroom
  const day: RoutineBlock[] = [
    ...DEFAULT_DAY.map(([from, to, device, every]): RoutineBlock => (from === at(18, 45) ? [from, at(22), device, every] : [from, to, device, every])),
    [at(22, 3), at(22, 5), 'kitchen-pir', 1],
  ]
  const events = Array.from({ length: 16 }, (_, i) => dayEvents(START + i, day, TZ)).flat()
  const run = replay(HOME, events, localInstant(START, 0, TZ), localInstant(START + 16, 0, TZ), null, 5)

  it('keeps the kitchen\'s by day, not its drink before bed, nor the bedroom\'s or the bathroom\'s', () => {
    expect((usualNight(run.state.daily.history).bedMinute + 1440) % 1440).toBeGreaterThanOrEqual(at(22, 30)) // the drink begins within the hour before it
    const devices = run.state.quiet.devices
    const drink = binOf(at(22, 15))
    expect(devices['kitchen-pir']?.max[drink]).toBeGreaterThan(15) // the drinks are learned as before
    expect(devices[upKey('kitchen-pir')]).toBeDefined()
    expect(devices[upKey('kitchen-pir')]?.max[drink] ?? 0).toBe(0)
    expect(devices[upKey('kitchen-pir')]?.spells[binOf(at(12, 15))]).toBeGreaterThan(1) // lunch
    expect(devices[upKey('bathroom-pir')]).toBeUndefined()
    expect(devices[upKey('bedroom-pir')]).toBeUndefined()
  })
})
