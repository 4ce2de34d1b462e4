import { describe, expect, it } from 'vitest'
import { quietAlerts, replay } from './test-replay'
import { fallRiskAssessment } from './falls'
import { MINUTE_MS } from './local-time'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome, type RoutineBlock } from './synthetic-home'

const TZ = 'UTC'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, TZ)
// back to bed unseen after her 03:00 bathroom visit, every night: her return does not show
const UNSEEN_RETURN: RoutineBlock[] = DEFAULT_DAY.filter(([from, , device]) => !(from === 3 * 60 + 7 && device === 'bedroom-pir'))
const HISTORY = Array.from({ length: 10 }, (_, i) => dayEvents(START + i, UNSEEN_RETURN, TZ)).flat()
// the usual getting-up time read from those nights (her bedroom at 07:00-07:05) and the hour after it
const UP_BY = local(11, 8, 15)

/** The home's ten usual days, then day 10 up to `cutMs` from `day`, and day 11 from `resumeMs` on */
function lastNight(day: RoutineBlock[], cutMs: number, resumeMs = Infinity) {
  const tenth = dayEvents(START + 10, day, TZ).filter((e) => e.timestamp.getTime() <= cutMs)
  const eleventh = dayEvents(START + 11, UNSEEN_RETURN, TZ).filter((e) => e.timestamp.getTime() >= resumeMs)
  return [...HISTORY, ...tenth, ...eleventh]
}

describe('quiet after the bathroom read as her going back to bed unseen stays her sleep until her rise (decision 0144)', () => {
  it('to bed unseen from the bathroom at bedtime and up at 07:00: no alert in the night', () => {
    // her last evening as usual but the bedroom's sensor missing her at 22:45 (a door left open, a sensor that did not see her)
    const unseenToBed = UNSEEN_RETURN.filter(([from, , device]) => !(from === 22 * 60 + 45 && device === 'bedroom-pir'))
    const events = lastNight(unseenToBed, local(10, 23, 59), local(11, 7))
    const run = replay(HOME, events, local(0, 0), local(11, 9))
    // on main the reading turned to 'a visit that never ended' at 02:00, where quiet after the bathroom is short
    // (her 03:00 visits begin then): 'Possible fall in the bathroom' at 3 h 20 min while she slept
    expect(quietAlerts(run).filter(({ at }) => at > local(10, 22))).toEqual([])
  })

  it('a fall in the bathroom at bedtime is found an hour after her usual getting-up time, critical 30 min later', () => {
    const cutMs = local(10, 22, 40)
    const events = lastNight(UNSEEN_RETURN, cutMs)
    const run = replay(HOME, events, local(0, 0), local(11, 12))
    const [first] = quietAlerts(run)
    expect(first?.alert.type).toBe('emergency')
    expect(first?.at ?? Infinity).toBeGreaterThan(local(11, 7))
    expect(first?.at ?? Infinity).toBeLessThanOrEqual(UP_BY)
    expect(first?.alert.severity).toBe('high')
    const critical = run.escalations.find(({ alert }) => alert.dedupeKey === 'emergency' && alert.severity === 'critical')
    expect(((critical?.at ?? Infinity) - (first?.at ?? 0)) / MINUTE_MS).toBeGreaterThanOrEqual(30)
    expect(((critical?.at ?? Infinity) - (first?.at ?? 0)) / MINUTE_MS).toBeLessThanOrEqual(45)
    // the dashboard's fall picture says the same at that moment
    const at = first?.at ?? 0
    const then = replay(HOME, events, local(0, 0), at)
    expect(fallRiskAssessment(then.state, new Date(at))).toMatchObject({ isFall: true, emergencyLevel: 'high' })
  })

  it('a fall on the way back from the 03:00 bathroom visit is still found, by the same hour', () => {
    const events = lastNight(UNSEEN_RETURN, local(10, 23, 59)).concat(dayEvents(START + 11, UNSEEN_RETURN, TZ).filter((e) => e.timestamp.getTime() <= local(11, 3, 6)))
    const run = replay(HOME, events, local(0, 0), local(11, 12))
    const [first] = quietAlerts(run).filter(({ at }) => at > local(11, 3))
    expect(first?.alert.type).toBe('emergency')
    expect(first?.alert.title).toBe('Night-time bathroom visit has not ended')
    expect(first?.at ?? Infinity).toBeLessThanOrEqual(UP_BY)
  })
})
