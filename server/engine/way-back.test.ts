import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome, type RoutineBlock } from './synthetic-home'
import { quietAlerts, replay } from './test-replay'
import { wayBackState } from './way-back'

const TZ = 'UTC'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06')
const DAYS = 14
const at = (hour: number, minute = 0) => hour * 60 + minute

// the default day, with the morning's bathroom visit made a round trip from the living room through the hall
// (10:48 the hall, 10:50-10:55 the bathroom, 10:56 the hall, and the living room again from 11:00)
const ROUND_TRIP: RoutineBlock[] = [
  ...DEFAULT_DAY,
  [at(10, 48), at(10, 49), 'hall-pir', 1],
  [at(10, 56), at(10, 57), 'hall-pir', 1],
]
const history = Array.from({ length: DAYS }, (_, i) => dayEvents(START + i, ROUND_TRIP, TZ)).flat()
const testDay = START + DAYS

/** The test day up to `untilMinute`, then nothing until `quietMinutes` after it, then the day again */
function dayWithQuiet(blocks: RoutineBlock[], untilMinute: number, quietMinutes: number) {
  const from = localInstant(testDay, untilMinute, TZ)
  return dayEvents(testDay, blocks, TZ).filter((e) => e.timestamp.getTime() <= from || e.timestamp.getTime() >= from + quietMinutes * MINUTE_MS)
}

function run(events: ReturnType<typeof dayEvents>, toMinute: number) {
  const learned = replay(HOME, history, localInstant(START, 0, TZ), localInstant(testDay, 0, TZ), null, 5)
  return replay(HOME, events, localInstant(testDay, 0, TZ), localInstant(testDay, toMinute, TZ), learned.state, 5)
}

describe('the hall on her way back to the room she left (decision 0140)', () => {
  it('does not call 34 min after the hall a possible fall while the living room she went back to sits within its own limit', () => {
    // back from the bathroom through the hall at 10:56, and sitting in the living room unseen until 11:30 (34 min)
    const day = dayWithQuiet(ROUND_TRIP, at(10, 57), 30)
    const outcome = run(day, at(11, 50))
    expect(outcome.state.lastRoom).toBe('living')
    expect(quietAlerts(outcome)).toEqual([]) // on main: 'Possible fall in the hall' at 11:30, the hall's 30-min floor
  })

  it('still finds a fall in the hall on the way back, once the living room\'s limit has run out too, and says so', () => {
    const day = dayWithQuiet(ROUND_TRIP, at(10, 57), 180)
    const outcome = run(day, at(12, 30))
    expect(outcome.state.lastRoom).toBe('hall')
    expect(wayBackState(outcome.state)?.lastRoom).toBe('living')
    const [first] = quietAlerts(outcome)
    expect(first?.alert.title).toBe('Possible fall in the hall')
    const minutes = ((first?.at ?? 0) - localInstant(testDay, at(10, 56), TZ)) / MINUTE_MS
    expect(minutes).toBeGreaterThan(40)
    expect(minutes).toBeLessThanOrEqual(75)
    expect(first?.alert.description).toContain('last seen in the hall on their way back to the living room, where quiet around now usually ends within')
  })

  it('keeps the hall\'s own limit for a hall that closes no round trip (from the living room into the hall, then nothing)', () => {
    // the living room at ~10:30, then the hall at 10:31, and nothing
    const blocks: RoutineBlock[] = [...ROUND_TRIP.filter(([from]) => from !== at(8)), [at(8), at(10, 31), 'living-pir', 15], [at(10, 31), at(10, 32), 'hall-pir', 1]]
    const day = dayWithQuiet(blocks, at(10, 32), 180)
    const outcome = run(day, at(11, 30))
    expect(outcome.state.lastRoom).toBe('hall')
    expect(wayBackState(outcome.state)).toBeNull()
    const [first] = quietAlerts(outcome)
    expect(first?.alert.title).toBe('Possible fall in the hall')
    expect(((first?.at ?? 0) - localInstant(testDay, at(10, 31), TZ)) / MINUTE_MS).toBeLessThanOrEqual(40)
  })
})
