// A spell begun in the hour before her usual bedtime was read as her night, whatever room it began in, and
// waited for her getting-up time: a fall in the kitchen at 21:50 was found the next morning. Now the room her
// nights begin from is read with each night (daily.ts bedRoom). Before bedtime a spell may be her night after the
// bedroom, the bathroom or the hall (she may go to bed from them unseen), a seat mat, or a room her nights begin
// from; after any other room, and after the toilet (before-bed-toilet.test.ts), she is still up (rest-kind.ts
// wakefulBeforeBed), on a limit no shorter than her evening's (wakefulLimit).
import { describe, expect, it } from 'vitest'
import { dailyAdvance, dailyOnInside, newDaily } from './daily'
import { localClock } from './local-time'
import type { QuietLimit } from './quiet-model'
import { wakefulLimit } from './rest-kind'
import { quietAlerts, replay } from './test-replay'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome, type RoutineBlock, type SyntheticDeviceKey } from './synthetic-home'

const TZ = 'Europe/London'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06')
const DAYS = 16
const at = (hour: number, minute = 0) => hour * 60 + minute
const HOUR_MS = 3_600_000

/** The default day (to bed at 22:45 from the bathroom) until 21:48, then `device` at 21:50 and nothing more */
const lastDay = (device: SyntheticDeviceKey): RoutineBlock[] => [...DEFAULT_DAY.filter(([from]) => from < at(21, 45)).map(([from, to, key, every]): RoutineBlock => [from, Math.min(to, at(21, 48)), key, every]), [at(21, 50), at(21, 51), device, 1]]

/** The default day with a drink in the kitchen, not the bathroom, on her way to bed */
const kitchenToBed: RoutineBlock[] = DEFAULT_DAY.map(([from, to, key, every]): RoutineBlock => (from === at(22, 30) ? [from, to, 'kitchen-pir', every] : [from, to, key, every]))

/** The default day straight to bed from the living room: her nights never begin from the bathroom */
const livingToBed: RoutineBlock[] = DEFAULT_DAY.map(([from, to, key, every]): RoutineBlock => (from === at(22, 30) ? [from, to, 'living-pir', every] : [from, to, key, every]))

/** A fortnight and more of the default day (every third night to bed from the kitchen, with `kitchenNights`; every night from the living room with `livingNights`), then the last day: the quiet alerts from its evening */
function evening(device: SyntheticDeviceKey, kitchenNights = false, livingNights = false) {
  const dayOf = (i: number) => (livingNights ? livingToBed : kitchenNights && i % 3 === 0 ? kitchenToBed : DEFAULT_DAY)
  const events = [...Array.from({ length: DAYS }, (_, i) => dayEvents(START + i, dayOf(i), TZ)).flat(), ...dayEvents(START + DAYS, lastDay(device), TZ)]
  const run = replay(HOME, events, localInstant(START, 0, TZ), localInstant(START + DAYS + 1, at(9), TZ), null, 1)
  return quietAlerts(run).filter(({ at: t }) => t >= localInstant(START + DAYS, at(21, 50), TZ))
}

describe('the hour before her usual bedtime', () => {
  it('notes the room a night began from', () => {
    const daily = newDaily(localClock(localInstant(START, at(15), TZ), TZ))
    const inside = (room: string, minute: number, kind?: string) => {
      const ms = localInstant(START + (minute >= at(24) ? 1 : 0), minute % at(24), TZ)
      dailyOnInside(daily, room, ms, localClock(ms, TZ), true, kind)
    }
    inside('kitchen', at(20))
    inside('bathroom', at(22, 30))
    inside('bathroom', at(22, 38))
    inside('bathroom', at(24 + 7, 5))
    inside('kitchen', at(24 + 7, 40))
    for (const [day, minute] of [[START + 1, at(0, 5)], [START + 1, at(14)], [START + 2, at(0, 5)]] as const) dailyAdvance(daily, localClock(localInstant(day, minute, TZ), TZ))
    // the night is read from 20:00 (the bathroom at 22:30 after 150 min unseen is read as a visit), but she slept after the bathroom
    expect(daily.history.at(-1)).toMatchObject({ bedMinute: -240, bedRoom: 'bathroom' })
  })

  it('finds a fall in the kitchen, a room her nights never begin from, within hours, not the next morning', () => {
    const [alert] = evening('kitchen-pir')
    expect(alert).toBeDefined()
    expect(alert?.alert.metadata.asleep).toBe(false)
    expect((alert?.at ?? Infinity) - localInstant(START + DAYS, at(21, 50), TZ)).toBeLessThan(4 * HOUR_MS)
  })

  it('reads quiet after the bathroom as possibly her night even where none of her nights began there (to bed from it unseen)', () => {
    const [alert] = evening('bathroom-pir', false, true)
    expect(alert).toBeDefined()
    expect(alert?.alert.metadata.asleep).toBe(true)
  })

  it('still reads quiet after the kitchen as her night where some of her nights begin there', () => {
    const alerts = evening('kitchen-pir', true)
    expect(alerts.filter(({ at: t }) => t < localInstant(START + DAYS + 1, at(7), TZ))).toEqual([])
  })
})

/** Her evenings: a 75-min sit in the kitchen after supper (18:45-20:00), and a drink there at 21:40 */
const kitchenSitDay: RoutineBlock[] = [
  ...DEFAULT_DAY.filter(([from]) => from < at(18, 45)),
  [at(18, 45), at(18, 46), 'kitchen-pir', 1],
  [at(20), at(22, 30), 'living-pir', 15],
  [at(21, 40), at(21, 41), 'kitchen-pir', 1],
  [at(22, 30), at(22, 40), 'bathroom-pir', 3],
  [at(22, 45), at(22, 50), 'bedroom-pir', 2],
]
/** …and on the last evening she sits in the kitchen from 21:50 for 80 min, then to bed */
const lateSit: RoutineBlock[] = [...kitchenSitDay.filter(([from]) => from < at(21, 40)).map(([from, to, key, every]): RoutineBlock => [from, Math.min(to, at(21, 48)), key, every]), [at(21, 50), at(21, 51), 'kitchen-pir', 1], [at(23, 10), at(23, 12), 'living-pir', 1], [at(23, 15), at(23, 20), 'bedroom-pir', 2]]

describe('still up before her usual bedtime', () => {
  it('waits as long as her evening sits in the kitchen, not the few short ones at bedtime', () => {
    const events = [...Array.from({ length: DAYS }, (_, i) => dayEvents(START + i, kitchenSitDay, TZ)).flat(), ...dayEvents(START + DAYS, lateSit, TZ)]
    const run = replay(HOME, events, localInstant(START, 0, TZ), localInstant(START + DAYS + 1, at(9), TZ), null, 1)
    const alerts = quietAlerts(run).filter(({ at: t }) => t >= localInstant(START + DAYS, at(21, 50), TZ) && t < localInstant(START + DAYS, at(23, 10), TZ))
    expect(alerts.map(({ at: t, alert }) => [new Date(t).toISOString(), alert.metadata.limitMinutes])).toEqual([])
  })

  it('takes the evening’s longer wait, but says what is usual around now', () => {
    // the kitchen's records: 37 min (4 spells) at 22:xx, 120 min (30 spells) at 20:50, 90 min at 19:50
    const limits: Record<number, QuietLimit> = {
      [at(22, 30)]: { limitMinutes: 63, usualLongestMinutes: 37, evidenceSpells: 4, ownOnly: false },
      [at(20, 50)]: { limitMinutes: 154, usualLongestMinutes: 120, evidenceSpells: 30, ownOnly: false },
      [at(19, 50)]: { limitMinutes: 121, usualLongestMinutes: 90, evidenceSpells: 25, ownOnly: false },
    }
    const limitAt = (minute: number) => limits[minute]!
    expect(wakefulLimit(limitAt, at(22, 30), at(21, 50))).toEqual({ limitMinutes: 154, usualLongestMinutes: 37, evidenceSpells: 4, ownOnly: false })
  })
})
