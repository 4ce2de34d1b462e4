// In a home with a pet, the cat in her night after she went to bed (pet-path.ts `awayAfterBed`): the tracker left her in
// the bedroom, and the quiet after the cat's report in another room is her night, not a fall there. The hall (pet-s170's
// 19 Feb: in bed from 20:16, the cat's hall at 22:10, judged by the hall's limit, an emergency at 00:45; decision 0152)
// and the bathroom, whose night visits are judged on their own short limit (the same evening the cat's kitchen at 21:12,
// judged by the kitchen's 45 min, an alert at 21:58; decision 0155).
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
/** The cat's report, an hour and more after she went to bed */
const catAt = petAt(nightOf, 22, 40)

const alertsIn = (events: ReturnType<typeof herDays>, from: number, to: number) =>
  quietAlerts(replay(fridgeHome(), withReleases(events), petAt(0, 0), to)).filter(({ at }) => at > from && at <= to)

describe('the cat in the hall an hour after she went to bed early', () => {
  it('raises no possible fall in the hall while she sleeps', () => {
    expect(bedAt).toBeLessThan(catAt)
    expect(catAt - bedAt).toBeGreaterThan(15 * MINUTE_MS)
    // without the rule: the hall's night limit from 22:40, an emergency at 23:50
    expect(alertsIn([...days, motion('hall-pir', 'hall', catAt)], catAt, upAt - MINUTE_MS)).toEqual([])
  })

  it('still finds her in the hall when the bedroom saw her get up on her way there', () => {
    const out = [...days, motion('bedroom-pir', 'bedroom', catAt - 10_000), motion('hall-pir', 'hall', catAt)]
    const [first] = alertsIn(out, catAt, upAt - MINUTE_MS)
    expect(first?.alert.title).toBe('Possible fall in the hall')
  })
})

describe('the cat in the bathroom an hour after she went to bed early', () => {
  it('raises no alert while she sleeps', () => {
    // without the rule: judged as her night visit to the bathroom from 22:40, an emergency before midnight
    expect(alertsIn([...days, motion('bathroom-pir', 'bathroom', catAt)], catAt, upAt - MINUTE_MS)).toEqual([])
  })

  it('still finds her in the bathroom when the bedroom and the hall saw her on her way there', () => {
    const out = [...days, motion('bedroom-pir', 'bedroom', catAt - 20_000), motion('hall-pir', 'hall', catAt - 10_000), motion('bathroom-pir', 'bathroom', catAt)]
    const [first] = alertsIn(out, catAt, upAt - MINUTE_MS)
    expect(first?.alert.title).toBe('Night-time bathroom visit has not ended')
  })
})
