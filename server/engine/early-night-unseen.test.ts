// A home with no bedroom sensor (invent-home's 'small' kit): her nights begin after the bathroom (her teeth), then
// the bedroom unseen, so the bathroom's longest quiet in the morning is a night's sleep. A night begun an hour early
// outran that record minutes after her usual getting-up time and raised 'possible fall in the bathroom' (small-s151
// 4 Feb 08:24, usual 08:20, up 08:33); the morning after it is judged as her sleep is (rest-kind.ts nightHeldHere).
// Here: slept-through nights after her teeth at ~22:40, up at 07:05; one evening her teeth at 21:38, 62 min before
// her usual night, whose record-based limit runs out at 07:07 (before the rule, both cases alerted then)
import { describe, expect, it } from 'vitest'
import { quietAlerts, replay } from './test-replay'
import { asSmallKit, dayEvents, dayIndexOf, localInstant, SMALL_KIT_DAY, syntheticHome, type RoutineBlock } from './synthetic-home'

const TZ = 'UTC'
const SMALL = asSmallKit(syntheticHome(TZ))
const START = dayIndexOf('2024-05-06')
const DAYS = 14
const at = (hour: number, minute = 0) => hour * 60 + minute

/** Her day as the small kit sees it, slept through (no 03:00 visit) */
const day: RoutineBlock[] = SMALL_KIT_DAY
/** The bathroom at `bedAt` (her teeth), then nothing seen that night */
const early = (bedAt: number): RoutineBlock[] => [
  ...day.filter(([from]) => from < bedAt - 15).map(([from, to, device, every]): RoutineBlock => [from, Math.min(to, bedAt - 15), device, every]),
  [bedAt - 15, bedAt, 'bathroom-pir', 3],
]
/** The next morning, up `late` minutes after her usual time (the bathroom at 07:05) */
const morning = (late: number): RoutineBlock[] => day.filter(([from]) => from < at(12)).map(([from, to, device, every]) => [from + late, to + late, device, every])

function night(bedAt: number, late: number | null) {
  const events = [
    ...Array.from({ length: DAYS }, (_, i) => dayEvents(START + i, day, TZ)).flat(),
    ...dayEvents(START + DAYS, early(bedAt), TZ),
    ...(late === null ? [] : dayEvents(START + DAYS + 1, morning(late), TZ)),
  ]
  const run = replay(SMALL, events, localInstant(START, 0, TZ), localInstant(START + DAYS + 1, at(11), TZ), null, 1)
  return quietAlerts(run).filter(({ at: t }) => t >= localInstant(START + DAYS, at(12), TZ))
}

describe('a night begun early from the bathroom, in a home with no bedroom sensor', () => {
  it('raises nothing before her getting-up time and its grace, when she gets up 25 minutes late', () => {
    expect(night(at(21, 41), 25)).toEqual([])
  })

  it('is still raised after her usual getting-up time and its hour of grace when she never gets up', () => {
    const [alert] = night(at(21, 41), null)
    const rise = localInstant(START + DAYS + 1, at(7, 5), TZ)
    expect(alert?.at).toBeGreaterThanOrEqual(rise + 60 * 60_000)
    expect(alert?.at).toBeLessThan(rise + 90 * 60_000)
  })
})
