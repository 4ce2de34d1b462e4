import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { binOf, DEFAULT_QUIET_LIMIT, learnSpell, newQuietModel, quietLimit, type QuietLimitParams } from './quiet-model'
import { dayEvents, dayIndexOf, localInstant, syntheticHome, type RoutineBlock } from './synthetic-home'
import { quietAlerts, replay } from './test-replay'

const at = (hour: number, minute = 0) => hour * 60 + minute
const UNCAPPED = { ...DEFAULT_QUIET_LIMIT, borrowCapMinutes: 0 }

describe('what wider contexts may lend to a sensor\'s limit', () => {
  /**
   * `days` days: the fridge five times within a quarter of an hour at 13:00, and once at 18:30 followed by `evening` minutes of
   * quiet; the hall at 18:50, followed by a 3-hour sit that nothing sees
   */
  function fridgeAndHall(days: number, evening = 8) {
    const model = newQuietModel()
    for (let day = 0; day < days; day++) {
      const lunch = Date.UTC(2024, 0, 1 + day, 13)
      for (let k = 0; k < 5; k++) learnSpell(model, 'kitchen', 'fridge', lunch + k * 3 * MINUTE_MS, lunch + (k * 3 + 2) * MINUTE_MS, 'UTC')
      const fridge = Date.UTC(2024, 0, 1 + day, 18, 30)
      learnSpell(model, 'kitchen', 'fridge', fridge, fridge + evening * MINUTE_MS, 'UTC')
      learnSpell(model, 'hall', 'hall-pir', fridge + 20 * MINUTE_MS, fridge + 200 * MINUTE_MS, 'UTC')
    }
    return model
  }
  const fridgeAt1830 = (model: ReturnType<typeof newQuietModel>, params = DEFAULT_QUIET_LIMIT) => quietLimit(model, 'kitchen', 'fridge', binOf(at(18, 30)), params)

  it('holds a sensor at the cap when only other sensors were followed by long quiet around now', () => {
    const model = fridgeAndHall(3)
    const pooled = fridgeAt1830(model, UNCAPPED)
    const capped = fridgeAt1830(model)
    expect(pooled.limitMinutes).toBeGreaterThan(90) // the hall's sit lifts the fridge's thin evening
    expect(capped.limitMinutes).toBe(DEFAULT_QUIET_LIMIT.borrowCapMinutes)
    expect(capped.ownOnly).toBe(true)
    expect(capped.usualLongestMinutes).toBeCloseTo(8, 0)
    // the sensor the sit follows keeps its own long limit
    const hall = quietLimit(model, 'hall', 'hall-pir', binOf(at(19)))
    expect(hall.ownOnly).toBe(false)
    expect(hall.limitMinutes).toBeGreaterThan(150)
  })

  it('lets a sensor\'s own long quiet raise its limit past the cap', () => {
    expect(fridgeAt1830(fridgeAndHall(3, 100)).limitMinutes).toBeGreaterThanOrEqual(1.1 * 100 + DEFAULT_QUIET_LIMIT.marginMinutes)
  })

  it('leaves a sensor seen followed by quiet only a few times on its room and the home', () => {
    const young = fridgeAt1830(fridgeAndHall(1))
    expect(young.ownOnly).toBe(false)
    expect(young.limitMinutes).toBeGreaterThan(DEFAULT_QUIET_LIMIT.borrowCapMinutes)
  })
})

describe('a fall at a sensor rarely used at this hour, in a home whose middays are a long sit no sensor sees', () => {
  const TZ = 'UTC'
  const HOME = syntheticHome(TZ)
  const START = dayIndexOf('2024-05-06')
  // breakfast in the kitchen, and at noon the hall on the way to two hours no sensor sees; once in a while lunch in the kitchen first
  const day = (lunchInKitchen: boolean): RoutineBlock[] => [
    [at(7), at(7, 5), 'bedroom-pir', 2], [at(7, 5), at(7, 25), 'bathroom-pir', 3], [at(7, 30), at(8), 'kitchen-pir', 2], [at(8), at(12), 'living-pir', 15],
    ...(lunchInKitchen ? [[at(12), at(12, 1), 'kitchen-pir', 1] as RoutineBlock] : []),
    [at(12, 5), at(12, 6), 'hall-pir', 1], [at(14, 5), at(18), 'living-pir', 15], [at(18), at(18, 45), 'kitchen-pir', 4],
    [at(18, 45), at(22, 30), 'living-pir', 15], [at(22, 30), at(22, 40), 'bathroom-pir', 3], [at(22, 45), at(22, 50), 'bedroom-pir', 2],
  ]
  const history = Array.from({ length: 10 }, (_, i) => dayEvents(START + i, day(i === 3), TZ)).flat()
  const cut = localInstant(START + 10, at(12, 2), TZ) // in the kitchen at noon, and nothing after
  const lastDay = dayEvents(START + 10, day(true), TZ).filter((e) => e.timestamp.getTime() <= cut)
  const firstAlert = (quietLimitParams: QuietLimitParams) => {
    const run = replay(HOME, [...history, ...lastDay], localInstant(START, 0, TZ), cut + 6 * 3_600_000, null, 1, { quietLimit: quietLimitParams })
    const [first] = quietAlerts(run).filter(({ at: alertAt }) => alertAt > cut)
    const lastMovement = Math.max(...lastDay.map((e) => e.timestamp.getTime()))
    return { alert: first?.alert, minutes: ((first?.at ?? Infinity) - lastMovement) / MINUTE_MS }
  }

  it('alerts at the cap and says what followed that sensor, where borrowing the sit after the hall took about three hours', () => {
    const found = firstAlert(DEFAULT_QUIET_LIMIT)
    const borrowed = firstAlert(UNCAPPED)
    expect(found.minutes).toBeGreaterThanOrEqual(DEFAULT_QUIET_LIMIT.borrowCapMinutes)
    expect(found.minutes).toBeLessThanOrEqual(DEFAULT_QUIET_LIMIT.borrowCapMinutes + 1)
    expect(borrowed.minutes).toBeGreaterThan(150)
    expect(found.alert?.metadata.ownOnly).toBe(true)
    expect(found.alert?.description).toMatch(/^No movement for 1 h 10 min at home \(last in the kitchen\) — .*quiet after the same kitchen sensor within 6 hours of this time of day usually ends within \d+ min\.$/)
  })
})
