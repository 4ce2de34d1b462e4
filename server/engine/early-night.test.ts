// Going to bed early now and then (tired, unwell): to the bedroom two hours before the usual bedtime,
// and nothing until the morning. The usual night is read from the nights themselves, so an early one
// begins outside it; its quiet was held to the evening's short bedroom visits.
import { describe, expect, it } from 'vitest'
import { quietAlerts, replay } from './test-replay'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome, type RoutineBlock } from './synthetic-home'

const TZ = 'Europe/London'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06')
const at = (hour: number, minute = 0) => hour * 60 + minute

/** The default day until `bedAt`: the living room until then, the bathroom, then the bedroom and nothing more that night */
const earlyDay = (bedAt: number): RoutineBlock[] => [
  ...DEFAULT_DAY.filter(([from]) => from < at(18, 45)),
  [at(18, 45), bedAt - 15, 'living-pir', 15],
  [bedAt - 15, bedAt - 5, 'bathroom-pir', 3],
  [bedAt, bedAt + 5, 'bedroom-pir', 2],
]
/** The next morning without the 03:00 visit: slept through */
const morning = DEFAULT_DAY.filter(([from]) => from >= at(7))

function night(bedAt: number) {
  const days = 14
  const events = [
    ...Array.from({ length: days }, (_, i) => dayEvents(START + i, DEFAULT_DAY, TZ)).flat(),
    ...dayEvents(START + days, earlyDay(bedAt), TZ),
    ...dayEvents(START + days + 1, morning, TZ),
  ]
  const run = replay(HOME, events, localInstant(START, 0, TZ), localInstant(START + days + 1, at(9), TZ), null, 1)
  return quietAlerts(run).filter(({ at: t }) => t >= localInstant(START + days, at(12), TZ))
}

describe('an early night', () => {
  it('takes the bedroom two hours before the usual bedtime, and quiet until the morning, as a night\'s sleep', () => {
    expect(night(at(20, 45))).toEqual([])
  })

  it('still holds the bedroom late in the afternoon to its own short visits', () => {
    const [alert] = night(at(17))
    expect(alert).toBeDefined()
    expect(alert?.alert.metadata.earlyNight).toBe(false)
    expect((alert?.at ?? Infinity) - localInstant(START + 14, at(17), TZ)).toBeLessThan(3 * 3_600_000)
  })
})
