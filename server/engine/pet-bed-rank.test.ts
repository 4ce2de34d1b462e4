// In a home with a pet, the bed cap (pet-day.ts `bedCapMinutes`) counts from her second latest bedtime of the recent
// nights, not the latest: one night read hours late (the cat about after she went to bed, or one late night) held
// every evening spell of the next two weeks to the small hours (pet-s121: 21:23 read as 02:20, 22:13 as 03:53).
import { describe, expect, it } from 'vitest'
import { assessPetQuiet } from './pets'
import { latestBed } from './sleep'
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
/** The one night she stayed up: to bed at 02:30 */
const LATE_NIGHT = DAYS - 4

/** She goes to bed with the flush and the bedroom door at `bed` */
const toBed = (bed: number) => [report('flush', 'contact', 'bathroom', bed), report('flush', 'contact', 'bathroom', bed + 5000, false), report('bedroom-door', 'contact', 'bedroom', bed + 120_000), report('bedroom-door', 'contact', 'bedroom', bed + 125_000, false)]

/**
 * The fridge every 30 min from 07:00 to 18:00 and at 20:00, an evening with no sure sign, to bed at 22:20-22:40; with
 * `lateNight` one night the fridge every 30 min until 02:00 and to bed at 02:30; with `unseenEveryOther` to bed with no
 * sure sign every other night
 */
function herDays(days: number, lateNight: boolean, unseenEveryOther = false): EngineEvent[] {
  const events: EngineEvent[] = []
  for (let d = 0; d < days; d++) {
    for (let m = 7 * 60; m <= 18 * 60; m += 30) events.push(...fridgeUse(petAt(d, 0, m + (d % 3))))
    events.push(...fridgeUse(petAt(d, 20, d % 3)))
    if (lateNight && d === LATE_NIGHT) {
      for (let m = 21 * 60; m <= 26 * 60; m += 30) events.push(...fridgeUse(petAt(d, 0, m)))
      events.push(...toBed(petAt(d, 26, 30)))
    } else if (!(unseenEveryOther && d % 2 === 0)) events.push(...toBed(petAt(d, 22, 20 + 10 * (d % 3))))
  }
  return events
}

/** Her days, then on the last one's evening her last sure sign at 20:00 and only the cat after it */
function fallAtEight(lateNight: boolean) {
  const events = byTime([...herDays(DAYS, lateNight), ...fridgeUse(petAt(DAYS, 20)), ...catEvents(petAt(DAYS, 20, 1), petAt(DAYS + 1, 9))])
  return replay(home(), events, petAt(0, 6), petAt(DAYS + 1, 3))
}

describe('her evening, in a home with a pet, after one late night', () => {
  it('reads that night as late', () => {
    const run = fallAtEight(true)
    // 02:30, read within a few minutes (the daily lines keep minutes after midnight as positive)
    expect(latestBed(run.state.daily.history)).toBeGreaterThan(2 * 60)
  })

  it('finds a fall after her evening drink an hour after her second latest bedtime, not an hour after that night', () => {
    const run = fallAtEight(true)
    const quiet = assessPetQuiet(run.state, home(), petAt(DAYS, 23, 30))
    expect(quiet?.limitMinutes).toBeLessThanOrEqual(3 * 60 + 45)
    const alert = quietAlerts(run).find(({ alert }) => alert.metadata?.pets === true)
    expect(alert?.at).toBeLessThanOrEqual(petAt(DAYS, 23, 45))
  })

  it('sets no such limit for a person who goes to bed unseen every other night, read at her bedtime as at her evening', () => {
    // her day's gaps from 20:00 run to the morning on half the nights: read at the spell's start (its first quarter
    // hour, before any gap has run long) they looked short, and the cap called those nights falls at 23:40
    const events = byTime([...herDays(DAYS, false, true), ...fridgeUse(petAt(DAYS, 20)), ...catEvents(petAt(DAYS, 20, 1), petAt(DAYS + 1, 9))])
    const run = replay(home(), events, petAt(0, 6), petAt(DAYS, 23, 30))
    expect(assessPetQuiet(run.state, home(), petAt(DAYS, 23, 30))?.limitMinutes ?? Infinity).toBeGreaterThan(5 * 60)
  })

  it('waits as long without the late night', () => {
    const alert = quietAlerts(fallAtEight(false)).find(({ alert }) => alert.metadata?.pets === true)
    expect(alert?.at).toBeLessThanOrEqual(petAt(DAYS, 23, 45))
    expect(alert?.at).toBeGreaterThan(petAt(DAYS, 22, 0))
  })
})
