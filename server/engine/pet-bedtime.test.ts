// In a home with a pet, a pet-watch spell begun in her day whose usual gaps end at her going to bed is overdue an hour
// after her latest bedtime of the recent nights (pet-day.ts `bedCapMinutes`), not at 1.6 × its usual gap + 60.
import { describe, expect, it } from 'vitest'
import { assessPetQuiet } from './pets'
import { SYNTHETIC_DEVICES } from './synthetic-home'
import { byTime, catEvents, fridgeUse, petAt, report } from './test-pet'
import { quietAlerts, replay } from './test-replay'
import type { EngineEvent, EngineHome } from './types'

const home = (): EngineHome => ({
  timeZone: 'UTC',
  devices: [...SYNTHETIC_DEVICES.map((d) => ({ ...d })), { key: 'fridge', kind: 'contact', room: 'kitchen' }, { key: 'flush', kind: 'contact', room: 'bathroom' }, { key: 'bedroom-door', kind: 'contact', room: 'bedroom' }],
  pets: true,
})

const DAYS = 16

/** The fridge every 30 min from 07:00 to 18:00 and at 20:00, an evening with no sure sign, and the flush and the bedroom door at 22:20-22:40 as she goes to bed */
function herDays(days: number, flush = true): EngineEvent[] {
  const events: EngineEvent[] = []
  for (let d = 0; d < days; d++) {
    for (let m = 7 * 60; m <= 18 * 60; m += 30) events.push(...fridgeUse(petAt(d, 0, m + (d % 3))))
    events.push(...fridgeUse(petAt(d, 20, d % 3)))
    const bed = petAt(d, 22, 20 + 10 * (d % 3))
    if (flush) events.push(report('flush', 'contact', 'bathroom', bed), report('flush', 'contact', 'bathroom', bed + 5000, false))
    if (flush) events.push(report('bedroom-door', 'contact', 'bedroom', bed + 120_000), report('bedroom-door', 'contact', 'bedroom', bed + 125_000, false))
  }
  return events
}

/** Her days, then on the last one's evening her last sure sign at 20:00 and only the cat after it */
function fallAtEight(flush = true) {
  const events = byTime([...herDays(DAYS, flush), ...fridgeUse(petAt(DAYS, 20)), ...catEvents(petAt(DAYS, 20, 1), petAt(DAYS + 1, 9))])
  return replay(home(), events, petAt(0, 6), petAt(DAYS + 1, 3))
}

describe('her evening, in a home with a pet that goes to bed with a sure sign', () => {
  it('finds a fall after her evening drink an hour after her latest bedtime, not in the small hours', () => {
    const run = fallAtEight()
    // her evening's gap ran 2 h 20-40 min (20:00 to bed): 1.6 × 160 + 60 = 5 h 16 min, to about 01:15; her latest
    // bedtime of the recent nights was 22:40, so the spell is overdue at 23:40
    const quiet = assessPetQuiet(run.state, home(), petAt(DAYS, 23, 0))
    expect(quiet?.usualLongestMinutes).toBeLessThanOrEqual(3 * 60)
    expect(quiet?.limitMinutes).toBeLessThanOrEqual(3 * 60 + 45)
    const alert = quietAlerts(run).find(({ alert }) => alert.metadata?.pets === true)
    expect(alert?.at).toBeLessThanOrEqual(petAt(DAYS, 23, 45))
  })

  it('sets no such limit for a person whose evening gaps run on to the morning (to bed with no sure sign)', () => {
    const run = fallAtEight(false)
    const quiet = assessPetQuiet(run.state, home(), petAt(DAYS, 23, 0))
    expect(quiet?.limitMinutes ?? Infinity).toBeGreaterThan(5 * 60)
  })
})
