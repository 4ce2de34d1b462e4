// The nights the clocks change. Asleep, quiet may last until an hour after the usual getting-up time;
// that wait was counted on the clock, while quiet is counted in real minutes. The night the clocks go
// back it was an hour short (a lie-in within the usual hour raised an alert at the usual getting-up
// time), and the night they go forward an hour long (a person who never got up was found an hour late).
import { describe, expect, it } from 'vitest'
import { realMinutesUntil } from './local-time'
import { quietAlerts, replay } from './test-replay'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, shiftMorning, syntheticHome, type RoutineBlock } from './synthetic-home'

const at = (hour: number, minute = 0) => hour * 60 + minute
const MINUTE_MS = 60_000

/** Two weeks of the usual day (up at 07:00 after a 03:00 bathroom visit, to bed 22:45), then the night before `changeDay` and `morning` on it */
function nightOfTheChange(timeZone: string, changeDate: string, morning: RoutineBlock[]) {
  const home = syntheticHome(timeZone)
  const change = dayIndexOf(changeDate)
  const start = change - 14
  const events = [...Array.from({ length: 14 }, (_, i) => dayEvents(start + i, DEFAULT_DAY, timeZone)).flat(), ...dayEvents(change, morning, timeZone)]
  const run = replay(home, events, localInstant(start, 0, timeZone), localInstant(change, at(11), timeZone), null, 1)
  return quietAlerts(run).filter(({ at: t }) => t >= localInstant(change - 1, at(23), timeZone))
}

/** Slept through (no 03:00 visit) and up 40 min later than usual, within the hour allowed */
const LIE_IN = shiftMorning(DEFAULT_DAY, 40).filter(([from]) => from >= at(5))

describe('the nights the clocks change', () => {
  it('allows the usual hour after getting-up time the night the clocks go back (America/New_York)', () => {
    expect(nightOfTheChange('America/New_York', '2025-11-02', LIE_IN)).toEqual([])
  })

  it('allows the same lie-in on an ordinary night', () => {
    expect(nightOfTheChange('America/New_York', '2025-10-26', LIE_IN)).toEqual([])
  })

  it('finds someone who does not get up an hour after the usual time the night the clocks go forward (Europe/London), not two', () => {
    const [alert] = nightOfTheChange('Europe/London', '2025-03-30', [])
    expect(alert).toBeDefined()
    const late = ((alert?.at ?? Infinity) - localInstant(dayIndexOf('2025-03-30'), at(7), 'Europe/London')) / MINUTE_MS
    expect(late).toBeLessThanOrEqual(70)
  })

  it('counts the real minutes to a time on the clock', () => {
    const from = (zone: string, date: string) => localInstant(dayIndexOf(date) - 1, at(23, 56), zone)
    expect(realMinutesUntil(from('UTC', '2025-11-02'), at(8, 44), 'UTC')).toBe(528)
    expect(realMinutesUntil(from('America/New_York', '2025-11-02'), at(8, 44), 'America/New_York')).toBe(588)
    expect(realMinutesUntil(from('Europe/London', '2025-03-30'), at(8, 44), 'Europe/London')).toBe(468)
  })
})
