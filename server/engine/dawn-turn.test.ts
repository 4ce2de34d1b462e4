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

describe('a bathroom visit at bedtime, read as her sleep and later in the night as a visit that never ended', () => {
  it('climbs from the moment the reading turned: high when it turns, critical only 30 min later', () => {
    // ten such days, then the bathroom at 22:30-22:40 and nothing since: to bed unseen, or fallen there
    const history = Array.from({ length: 10 }, (_, i) => dayEvents(START + i, UNSEEN_RETURN, TZ)).flat()
    const cutMs = local(10, 22, 40)
    const lastDay = dayEvents(START + 10, UNSEEN_RETURN, TZ).filter((e) => e.timestamp.getTime() <= cutMs)
    const events = [...history, ...lastDay]
    const run = replay(HOME, events, local(0, 0), local(11, 12))
    const [first] = quietAlerts(run)
    expect(first?.alert.type).toBe('emergency')
    // raised hours into the spell (here at 02:00, where quiet after the bathroom is short: her 03:00 visits
    // begin then), against a limit far shorter than the spell: on the old reading, critical at once
    expect(((first?.at ?? 0) - cutMs) / MINUTE_MS).toBeGreaterThan(180)
    expect(first?.alert.metadata.limitMinutes).toBeLessThan(90)
    expect(first?.alert.severity).toBe('high')
    const critical = run.escalations.find(({ alert }) => alert.dedupeKey === 'emergency' && alert.severity === 'critical')
    expect(((critical?.at ?? Infinity) - (first?.at ?? 0)) / MINUTE_MS).toBeGreaterThanOrEqual(30)
    expect(((critical?.at ?? Infinity) - (first?.at ?? 0)) / MINUTE_MS).toBeLessThanOrEqual(45)
    // the dashboard's fall picture says the same at that moment
    const at = first?.at ?? 0
    const then = replay(HOME, events, local(0, 0), at)
    expect(fallRiskAssessment(then.state, new Date(at))).toMatchObject({ isFall: true, emergencyLevel: 'high' })
  })
})
