// In a home with a pet and a motion sensor in the hall, in her night (pet-path.ts `notThroughHall`): a report in
// another room than the hall straight after her bedroom's, with no report of the hall between, is the cat's, not her
// getting up; her way out of the bedroom shows on the hall's sensor first (pet-s200's 23 Feb: to bed at 20:47, her stir
// in bed at 21:04:19 and the cat's kitchen 10 s later, taken as her step out; the cat's hall an hour later was judged
// on the hall's night limit, an emergency at 00:05; METHOD.md, session 57).
import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { DEFAULT_DAY, dayEvents, type RoutineBlock } from './synthetic-home'
import { fridgeHome, fridgeUse, PET_DAY0, petAt, report, withReleases } from './test-pet'
import { quietAlerts, replay } from './test-replay'

const motion = (key: string, room: string, ms: number) => report(key, 'motion', room, ms)

const at = (hour: number, minute = 0) => hour * 60 + minute
/** The synthetic day with her way to bed and her 03:00 visit through the hall both ways (as pet-after-bed.test.ts) */
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

// fifteen days of hers (to bed about 22:50, up at 07:00); the fifteenth evening she goes to bed early, seen all the way
// (the living room, then the hall, the bathroom and the bedroom seconds apart), and sleeps through to 07:00. Her last
// sure sign of the day (pets.ts) is the bedroom's sensor held on for 90 s at 18:40, after the fridge at 18:15-18:17
const nightOf = 14
const upAt = petAt(nightOf + 1, 7)
const eveningAt = petAt(nightOf, 19, 30)
const minute = (m: number, s = 0) => eveningAt + m * MINUTE_MS + s * 1000
const evening = [
  ...[1, 11, 21, 31, 41, 51, 61, 71, 81, 91, 101, 111].map((m) => motion('living-pir', 'living', minute(m))),
  motion('hall-pir', 'hall', minute(111, 10)),
  ...[111.5, 114, 116].map((m) => motion('bathroom-pir', 'bathroom', minute(m))),
  motion('hall-pir', 'hall', minute(116, 10)),
  ...[116.5, 121, 126].map((m) => motion('bedroom-pir', 'bedroom', minute(m))),
]
const days = [
  ...herDays(nightOf + 2).filter((e) => {
    const t = e.timestamp.getTime()
    return t < eveningAt || t >= upAt
  }),
  ...evening,
]
/** Her stir in bed in her usual night (from 21:50), and a report 10 s later: in the bathroom, as close as her own step */
const stirAt = petAt(nightOf, 22, 40)
const nextAt = stirAt + 10_000

/** Her bedroom held on at 18:40: its release comes 90 s after its report, not 25 s */
const settled = [motion('bedroom-pir', 'bedroom', petAt(nightOf, 18, 40)), report('bedroom-pir', 'motion', 'bedroom', petAt(nightOf, 18, 41) + 30_000, false)]

const alertsIn = (events: ReturnType<typeof herDays>, from: number, to: number, held = settled) =>
  quietAlerts(replay(fridgeHome(), [...withReleases(events), ...held].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime()), petAt(0, 0), to)).filter(({ at }) => at > from && at <= to)

describe('a report in the bathroom 10 s after her stir in bed, with no hall between', () => {
  it('is the cat: no alert while she sleeps', () => {
    const night = [...days, motion('bedroom-pir', 'bedroom', stirAt), motion('bathroom-pir', 'bathroom', nextAt)]
    // without the rule: taken as her step out of bed, judged as her night visit to the bathroom, an alert before midnight
    expect(alertsIn(night, nextAt, upAt - MINUTE_MS)).toEqual([])
  })

  it('is her when her last sure sign was not in the bedroom', () => {
    const night = [...days, motion('bedroom-pir', 'bedroom', stirAt), motion('bathroom-pir', 'bathroom', nextAt)]
    const [first] = alertsIn(night, nextAt, upAt - MINUTE_MS, [])
    expect(first?.alert.title).toBe('Night-time bathroom visit has not ended')
  })

  it('is her when the hall saw her on her way there', () => {
    const night = [...days, motion('bedroom-pir', 'bedroom', stirAt), motion('hall-pir', 'hall', nextAt - 5_000), motion('bathroom-pir', 'bathroom', nextAt)]
    const [first] = alertsIn(night, nextAt, upAt - MINUTE_MS)
    expect(first?.alert.title).toBe('Night-time bathroom visit has not ended')
  })
})
