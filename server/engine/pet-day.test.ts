// In a home with a pet, a pet-watch spell begun in her day is judged on her day's gaps between sure signs, not on
// her nights' lent through the wide windows (pet-day.ts).
import { describe, expect, it } from 'vitest'
import { assessPetQuiet } from './pets'
import { SYNTHETIC_DEVICES } from './synthetic-home'
import { byTime, catEvents, fridgeUse, petAt, report } from './test-pet'
import { quietAlerts, replay } from './test-replay'
import type { EngineEvent, EngineHome } from './types'

const home = (): EngineHome => ({
  timeZone: 'UTC',
  devices: [...SYNTHETIC_DEVICES.map((d) => ({ ...d })), { key: 'fridge', kind: 'contact', room: 'kitchen' }, { key: 'flush', kind: 'contact', room: 'bathroom' }],
  pets: true,
})

const DAYS = 14

/** The fridge every 30 min from 07:00 to 21:00 (a minute or two later some days), and the flush at 22:30 as she goes to bed */
function herDays(days: number): EngineEvent[] {
  const events: EngineEvent[] = []
  for (let d = 0; d < days; d++) {
    for (let m = 7 * 60; m <= 21 * 60; m += 30) events.push(...fridgeUse(petAt(d, 0, m + (d % 3))))
    events.push(report('flush', 'contact', 'bathroom', petAt(d, 22, 30)), report('flush', 'contact', 'bathroom', petAt(d, 22, 30) + 5000, false))
  }
  return events
}

/** Two weeks of her days, then on the third's evening her last sure sign at 21:00 and only the cat after it */
function fallAtNine() {
  const events = byTime([...herDays(DAYS), ...fridgeUse(petAt(DAYS, 21)), ...catEvents(petAt(DAYS, 21, 1), petAt(DAYS + 1, 9))])
  return replay(home(), events, petAt(0, 6), petAt(DAYS + 1, 1, 30))
}

describe("her day's gaps, in a home with a pet", () => {
  it('finds a fall in the evening by her day: she always gave a sure sign going to bed, none came', () => {
    const run = fallAtNine()
    // her evening's gap ran 1 h 30 min (21:00 to 22:30): 1.6 × 90 + 60 = 3 h 24 min; her nights (22:30 to 07:00)
    // would have lent 8 h 30 min and more through the wide windows, and the alert waited for the small hours
    const quiet = assessPetQuiet(run.state, home(), petAt(DAYS + 1, 0, 30))
    expect(quiet?.usualLongestMinutes).toBeLessThanOrEqual(95)
    expect(quiet?.limitMinutes).toBeLessThanOrEqual(3 * 60 + 35)
    const alert = quietAlerts(run).find(({ alert }) => alert.metadata?.pets === true)
    expect(alert?.at).toBeLessThanOrEqual(petAt(DAYS + 1, 0, 40))
  })
})
