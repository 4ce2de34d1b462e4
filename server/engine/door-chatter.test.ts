// A front door that keeps firing: a faulty contact, or a door left ajar banging in the wind. Each of its
// reports read as a passage, the person was 'at the door' while it fired (no quiet alert can come there),
// and once its reports were set aside after 3 h the last one counted sent her 'out': a person on the floor
// behind a banging door was never looked for.
import { describe, expect, it } from 'vitest'
import { CHATTER_RULES } from './chatter'
import { MINUTE_MS } from './local-time'
import { HOME, local, routine } from './offline-test-kit'
import { quietAlerts, replay } from './test-replay'
import type { EngineEvent } from './types'

const DAYS = 8
const HOUR = 60 * MINUTE_MS
/** The front door opening and closing every `everySeconds` from `from` to `to` */
function banging(from: number, to: number, everySeconds = 30): EngineEvent[] {
  const events: EngineEvent[] = []
  for (let t = from, i = 0; t < to; t += everySeconds * 1000, i++) events.push({ deviceKey: 'front-door', kind: 'door', room: 'entrance', timestamp: new Date(t), active: i % 2 === 0 })
  return events
}
const sorted = (events: EngineEvent[]) => events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())

describe('a front door that keeps firing', () => {
  // day 8 as usual until 10:00 (the living room), then she does not move again; the door bangs from 10:05
  const stoppedAt = local(DAYS, 10)
  const life = routine(DAYS + 1).filter((e) => e.timestamp.getTime() < stoppedAt)
  const lastMoved = Math.max(...life.filter((e) => e.deviceKey !== 'front-door').map((e) => e.timestamp.getTime()))

  it('does not hide a person who stops moving at home: she is found on the 12-hour rule, not never', () => {
    const run = replay(HOME, sorted([...life, ...banging(local(DAYS, 10) + 5 * MINUTE_MS, local(DAYS + 1, 6))]), local(0, 0), local(DAYS + 1, 6), null, 5)
    const [first] = quietAlerts(run)
    expect(first).toBeDefined()
    expect((first!.at - lastMoved) / MINUTE_MS).toBeLessThanOrEqual(12 * 60 + 10)
    expect(first!.alert.metadata).toMatchObject({ firingRoom: 'entrance' })
  })

  it('is no passage once it has banged for half an hour: she is at home again, not at the door', () => {
    const run = replay(HOME, sorted([...life, ...banging(local(DAYS, 10) + 5 * MINUTE_MS, local(DAYS, 12))]), local(0, 0), local(DAYS, 11), null, 5)
    expect(run.status.presence).toBe('home')
    expect(run.status.lastActivityAt).toBe(lastMoved)
  })

  it('after it stops, the quiet is judged on the usual limits from its last report: found within hours', () => {
    const stop = local(DAYS, 15)
    const run = replay(HOME, sorted([...life, ...banging(local(DAYS, 10) + 5 * MINUTE_MS, stop)]), local(0, 0), stop + 6 * HOUR, null, 5)
    const after = quietAlerts(run).filter(({ at }) => at > stop)
    expect(after.length).toBeGreaterThanOrEqual(1)
    expect((after[0]!.at - stop) / MINUTE_MS).toBeLessThanOrEqual(3 * 60)
    // the door is not a room she was in: the quiet is after the living room
    expect(after[0]!.alert.metadata).not.toHaveProperty('firingRoom')
  })

  it('an ordinary outing through it is still an outing', () => {
    const run = replay(HOME, routine(DAYS + 1), local(0, 0), local(DAYS, 15), null, 5)
    expect(run.status.presence).toBe('away')
    expect(CHATTER_RULES.doorRunMinutes).toBeLessThan(CHATTER_RULES.runMinutes)
  })
})
