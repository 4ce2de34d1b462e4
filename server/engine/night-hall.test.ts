// A home with a hall sensor on the way from the bedroom to the bathroom (most homes with motion
// sensors): the night-time visit fires the hall too. Houses A and C have no hall sensor, so the
// real-home figures never met it. In a flat the way is often the entrance ('Entry', 'Front hall' read
// as the entrance), in a house the stairs.
import { describe, expect, it } from 'vitest'
import { replay } from './test-replay'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome, type RoutineBlock } from './synthetic-home'
import { usualNight } from './sleep'

const TZ = 'UTC'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06')
const at = (hour: number, minute = 0) => hour * 60 + minute

/** The default day, with the 03:00 bathroom visit going through the hall both ways */
const THROUGH_HALL: RoutineBlock[] = [
  ...DEFAULT_DAY.filter(([from]) => from !== at(3) && from !== at(3, 7)),
  [at(3), at(3, 1), 'hall-pir', 1],
  [at(3, 1), at(3, 6), 'bathroom-pir', 2],
  [at(3, 6), at(3, 7), 'hall-pir', 1],
  [at(3, 7), at(3, 8), 'bedroom-pir', 1],
]

describe('reading the night in a home with a hall sensor', () => {
  it.each(['hall', 'entrance', 'stairs'])('takes a bathroom visit through the %s as a visit, not as getting up at 03:00 and going to bed at 03:08', (room) => {
    const inRoom = <T extends { room: string }>(item: T & { key?: string; deviceKey?: string }): T => ((item.key ?? item.deviceKey) === 'hall-pir' ? { ...item, room } : item)
    const home = { ...HOME, devices: HOME.devices.map(inRoom) }
    const events = Array.from({ length: 14 }, (_, i) => dayEvents(START + i, THROUGH_HALL, TZ)).flat().map(inRoom)
    const run = replay(home, events, localInstant(START, 0, TZ), localInstant(START + 14, 0, TZ))
    const nights = run.state.daily.history.filter((day) => day.riseMinute !== null)
    expect(nights.length).toBeGreaterThanOrEqual(12)
    for (const night of nights) {
      expect(night.riseMinute).toBeGreaterThanOrEqual(at(7))
      expect(night.riseMinute).toBeLessThan(at(7, 10))
      expect(night.nightBathroomVisits).toBe(1)
    }
    const usual = usualNight(run.state.daily.history)
    expect(usual.bedMinute).toBeGreaterThan(at(22, 30) - 24 * 60)
    expect(usual.bedMinute).toBeLessThan(at(23) - 24 * 60)
    expect(usual.riseMinute).toBeGreaterThanOrEqual(at(7))
    expect(usual.riseMinute).toBeLessThan(at(7, 10))
  })
})
