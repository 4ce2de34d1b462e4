// In a home with a pet, the cat crossing the hall in her night after she went to bed (pet-path.ts `awayAfterBed`):
// the tracker left her in the bedroom, and the quiet after the hall's report is her night, not a fall in the hall.
import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { DEFAULT_DAY, dayEvents, type RoutineBlock } from './synthetic-home'
import { fridgeHome, fridgeUse, PET_DAY0, petAt, report, withReleases } from './test-pet'
import { quietAlerts, replay } from './test-replay'

const motion = (key: string, room: string, ms: number) => report(key, 'motion', room, ms)

const at = (hour: number, minute = 0) => hour * 60 + minute
/**
 * The synthetic day, its 03:00 bathroom visit and her way to bed through the hall both ways (night-hall.test.ts): her
 * night visits show in the hall, and quiet after the hall at her bedtime is short
 */
const THROUGH_HALL: RoutineBlock[] = [
  ...DEFAULT_DAY.filter(([from]) => from !== at(3) && from !== at(3, 7) && from < at(22, 30)),
  [at(22, 29), at(22, 30), 'hall-pir', 1],
  [at(22, 30), at(22, 40), 'bathroom-pir', 3],
  [at(22, 41), at(22, 42), 'hall-pir', 1],
  [at(22, 43), at(22, 50), 'bedroom-pir', 2],
  [at(3), at(3, 1), 'hall-pir', 1],
  [at(3, 1), at(3, 6), 'bathroom-pir', 2],
  [at(3, 6), at(3, 7), 'hall-pir', 1],
  [at(3, 7), at(3, 8), 'bedroom-pir', 1],
]
const herDays = (days: number) =>
  Array.from({ length: days }, (_, d) => [...dayEvents(PET_DAY0 + d, THROUGH_HALL, 'UTC'), ...[[7, 35], [12, 10], [18, 15], [21, 0]].flatMap(([h, m]) => fridgeUse(petAt(d, h ?? 0, (m ?? 0) + (d % 3))))]).flat()

// fifteen days of hers (to bed about 22:50, up at 07:00, the fridge last at 21:00-21:02, before her usual night); the
// fifteenth evening she goes to bed early, seen all the way (the living room a minute after the fridge, the bathroom
// and the bedroom seconds after the room before), and sleeps through to 07:00 with no visit
const nightOf = 14
const upAt = petAt(nightOf + 1, 7)
const eveningAt = petAt(nightOf, 19, 30)
const minute = (m: number, s = 0) => eveningAt + m * MINUTE_MS + s * 1000
const evening = [
  ...fridgeUse(minute(0)),
  ...[1, 11, 21, 31, 41, 51, 61, 71, 81, 91, 101, 111].map((m) => motion('living-pir', 'living', minute(m))),
  ...[111.5, 114, 116].map((m) => motion('bathroom-pir', 'bathroom', minute(m))),
  ...[116.5, 121, 126].map((m) => motion('bedroom-pir', 'bedroom', minute(m))),
]
const days = [
  ...herDays(nightOf + 2).filter((e) => {
    const t = e.timestamp.getTime()
    return t < eveningAt || t >= upAt
  }),
  ...evening,
]
const bedAt = minute(126)
const hallAt = petAt(nightOf, 22, 40)

const alertsIn = (events: ReturnType<typeof herDays>, from: number, to: number) =>
  quietAlerts(replay(fridgeHome(), withReleases(events), petAt(0, 0), to)).filter(({ at }) => at > from && at <= to)

describe('the cat in the hall an hour after she went to bed early', () => {
  it('raises no possible fall in the hall while she sleeps', () => {
    expect(bedAt).toBeLessThan(petAt(nightOf, 22, 40))
    expect(hallAt - bedAt).toBeGreaterThan(15 * MINUTE_MS)
    // without the rule: the hall's night limit from 22:40, an emergency at 23:50
    expect(alertsIn([...days, motion('hall-pir', 'hall', hallAt)], hallAt, upAt - MINUTE_MS)).toEqual([])
  })

  it('still finds her in the hall when the bedroom saw her get up on her way there', () => {
    const out = [...days, motion('bedroom-pir', 'bedroom', hallAt - 10_000), motion('hall-pir', 'hall', hallAt)]
    const [first] = alertsIn(out, hallAt, upAt - MINUTE_MS)
    expect(first?.alert.title).toBe('Possible fall in the hall')
  })
})
