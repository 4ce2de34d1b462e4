import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome, type RoutineBlock } from './synthetic-home'
import { quietAlerts, replay } from './test-replay'

const TZ = 'UTC'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06')
const DAYS = 14
const at = (hour: number, minute = 0) => hour * 60 + minute

// the default day, its late afternoon in the living room one of two: every other day a nap in the armchair (the
// living room at 16:05 and 16:20, then nothing until 17:30), on the others the toilet at 16:15-16:18 and back to the
// living room at 16:20, seen every 15 min: quiet after the living room at a busy pace has been short around then,
// after it at any pace long
const AFTERNOON = DEFAULT_DAY.filter(([from]) => from !== at(16, 5))
const NAP: RoutineBlock[] = [...AFTERNOON, [at(16, 5), at(16, 6), 'living-pir', 15], [at(16, 20), at(16, 21), 'living-pir', 15], [at(17, 30), at(18), 'living-pir', 15]]
const TOILET: RoutineBlock[] = [...AFTERNOON, [at(16, 5), at(16, 6), 'living-pir', 15], [at(16, 15), at(16, 19), 'bathroom-pir', 1], [at(16, 20), at(18), 'living-pir', 15]]
const history = Array.from({ length: DAYS }, (_, i) => dayEvents(START + i, i % 2 === 0 ? NAP : TOILET, TZ)).flat()
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

describe('sitting down in the living room after walking in from another room', () => {
  it('judges the sit as the living room at any pace, not as the busy walk that brought her in', () => {
    // back from the toilet at 16:20 and sitting on unseen until 17:50 (90 min)
    const day = dayWithQuiet(TOILET, at(16, 21), 89)
    const outcome = run(day, at(17, 50))
    expect(outcome.state.lastRoom).toBe('living')
    expect(outcome.state.lastPace).toBe(2)
    expect(quietAlerts(outcome)).toEqual([]) // without the rule: an alert at 17:40 (80 min), on the busy pace's record
  })

  it('still finds a fall after walking in, within the living room\'s own limit at any pace', () => {
    const day = dayWithQuiet(TOILET, at(16, 21), 240)
    const outcome = run(day, at(20, 30))
    const [first] = quietAlerts(outcome)
    expect(first?.alert.description).toContain('last in the living room')
    const minutes = ((first?.at ?? 0) - localInstant(testDay, at(16, 20), TZ)) / MINUTE_MS
    expect(minutes).toBeGreaterThan(85)
    expect(minutes).toBeLessThanOrEqual(120)
  })
})
