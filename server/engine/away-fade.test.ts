// A holiday or a stay in hospital: out of the front door, nothing for two weeks, then home again. What
// was learned fades so habits can drift (2 % a day), but a day spent wholly away is no day of habit:
// fading over it wore the long afternoon sit's record down by a quarter, and on the first afternoon back
// that same sit, as long as ever, was an alert.
import { describe, expect, it } from 'vitest'
import { livedDays } from './daily'
import { quietAlerts, replay } from './test-replay'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome, type RoutineBlock } from './synthetic-home'

const TZ = 'Europe/London'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06')
const at = (hour: number, minute = 0) => hour * 60 + minute

/** The default day at home all afternoon: 2 h 30 min in the armchair after lunch, with nothing seen */
const HOME_DAY: RoutineBlock[] = [
  ...DEFAULT_DAY.filter(([from]) => from < at(12, 30) || from >= at(16, 5)),
  [at(12, 30), at(13, 31), 'living-pir', 15],
  [at(16), at(16, 5), 'living-pir', 2],
]
/** The morning of the day they leave, out of the front door at 10:00 */
const LEAVING: RoutineBlock[] = [...HOME_DAY.filter(([, to]) => to <= at(9, 55)), [at(9, 56), at(9, 58), 'hall-pir', 1], [at(10), at(10, 1), 'front-door', 1]]
/** Back through the front door at 11:00, then the usual day */
const BACK: RoutineBlock[] = [[at(11), at(11, 1), 'front-door', 1], [at(11, 2), at(11, 4), 'hall-pir', 1], ...HOME_DAY.filter(([from]) => from >= at(11, 5))]

/** 14 days at home, out at 10:00 for `daysAway` days, back at 11:00; the day back as `dayBack` until 20:00 */
function afterAway(daysAway: number, dayBack: RoutineBlock[]) {
  const before = 14
  const back = START + before + daysAway
  const events = [
    ...Array.from({ length: before }, (_, i) => dayEvents(START + i, HOME_DAY, TZ)).flat(),
    ...dayEvents(START + before, LEAVING, TZ),
    ...dayEvents(back, dayBack, TZ),
  ]
  const run = replay(HOME, events, localInstant(START, 0, TZ), localInstant(back, at(20), TZ), null, 1)
  return { back, alerts: quietAlerts(run).filter(({ at: t }) => t >= localInstant(back, 0, TZ)) }
}

describe('a fortnight away', () => {
  it('keeps the routine learned before it: the usual afternoon sit on the first day back is no alert', () => {
    expect(afterAway(14, BACK).alerts).toEqual([])
  })

  it('still alerts on a quiet far beyond that sit on the first day back', () => {
    const { back, alerts } = afterAway(14, BACK.filter(([from]) => from < at(13, 31)))
    expect(alerts[0]).toBeDefined()
    // the sit's record (2 h 30 min) and its margin, not hours more
    expect(((alerts[0]?.at ?? Infinity) - localInstant(back, at(13, 30), TZ)) / 60_000).toBeLessThan(200)
  })

  it('counts a day with a few hours at home as a day lived, and one wholly away as none', () => {
    const day = { day: 0, awayMinutes: 0, outings: 0, activations: 0, kitchenVisits: 0, bathroomVisits: 0, riseMinute: null, bedMinute: null, nightBathroomVisits: null }
    expect(livedDays({ ...day, homeMinutes: 1440 })).toBe(1)
    expect(livedDays({ ...day, homeMinutes: 300, awayMinutes: 1140 })).toBe(1)
    expect(livedDays({ ...day, homeMinutes: 0, awayMinutes: 1440 })).toBe(0)
  })
})
