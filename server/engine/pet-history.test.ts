// Turning on 'A cat or dog lives here' in a home with weeks of history: the watch on what a pet cannot
// do is learned from that history at once, as if the setting had been on all along.
import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { MINUTE_MS } from './local-time'
import { learnPetWatch, petWatchIsCurrent } from './pet-history'
import { DEFAULT_DAY, dayEvents, localInstant, SYNTHETIC_DEVICES } from './synthetic-home'
import { quietAlerts, replay } from './test-replay'
import type { EngineEvent, EngineHome } from './types'

const HOUR = 60 * MINUTE_MS
const DAY0 = 20_000
const at = (day: number, hour: number, minute = 0) => localInstant(DAY0 + day, hour * 60 + minute, 'UTC')
const home = (pets: boolean, marked: string[] = []): EngineHome => ({
  timeZone: 'UTC',
  devices: [...SYNTHETIC_DEVICES.map((d) => ({ ...d, ...(marked.includes(d.key) ? { petImmune: true } : {}) })), { key: 'fridge', kind: 'contact', room: 'kitchen' }],
  ...(pets ? { pets: true } : {}),
})
const event = (deviceKey: string, kind: EngineEvent['kind'], room: string, ms: number, active = true): EngineEvent => ({ deviceKey, kind, room, timestamp: new Date(ms), active })
const sorted = (events: EngineEvent[]) => events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
function life(days: number): EngineEvent[] {
  const events: EngineEvent[] = []
  for (let d = 0; d < days; d++) {
    events.push(...dayEvents(DAY0 + d, DEFAULT_DAY, 'UTC'))
    for (const [h, m] of [[7, 35], [12, 10], [18, 15], [21, 0]] as const) events.push(event('fridge', 'contact', 'kitchen', at(d, h, m + (d % 3))), event('fridge', 'contact', 'kitchen', at(d, h, m + (d % 3)) + 20_000, false))
  }
  return events
}
function cat(fromMs: number, toMs: number): EngineEvent[] {
  const events: EngineEvent[] = []
  for (let t = Math.ceil(fromMs / (20 * MINUTE_MS)) * 20 * MINUTE_MS + 7 * MINUTE_MS, i = 0; t < toMs; t += 20 * MINUTE_MS, i++) {
    events.push(i % 2 === 0 ? event('kitchen-pir', 'motion', 'kitchen', t) : event('living-pir', 'motion', 'living', t))
  }
  return events
}

describe("the pet watch learned from the home's history", () => {
  const DAYS = 12
  const history = sorted([...life(DAYS), ...cat(at(0, 0), at(DAYS, 0))])

  it('is what a watch on all along would have learned, and counts as learning from the first event', () => {
    const allAlong = replay(home(true), history, at(0, 0), at(DAYS, 0)).state.pets!
    const learned = learnPetWatch(history, home(true), at(DAYS, 0))!
    expect(learned.quiet).toEqual(allAlong.quiet)
    expect(learned.lastAt).toBe(allAlong.lastAt)
    expect(learned.since).toBe(history[0]!.timestamp.getTime())
  })

  it('turned on after twelve days, finds her the same day she stops, where a watch begun then waits a week', () => {
    const before = replay(home(false), history, at(0, 0), at(DAYS, 0)).state
    // day 12: as usual until 10:00, then she does not move again; the cat goes on
    const stoppedAt = at(DAYS, 10)
    const day = sorted([...life(DAYS + 1).filter((e) => e.timestamp.getTime() >= at(DAYS, 0) && e.timestamp.getTime() < stoppedAt), ...cat(at(DAYS, 0), at(DAYS + 1, 0))])
    const fresh = structuredClone(before)
    expect(petWatchIsCurrent(fresh, home(true))).toBe(false)
    const withHistory = structuredClone(before)
    withHistory.pets = learnPetWatch(history, home(true), before.clock)!
    expect(petWatchIsCurrent(withHistory, home(true))).toBe(true)
    const found = (state: typeof before) => quietAlerts(replay(home(true), day, at(DAYS, 0), at(DAYS + 1, 0), state)).filter(({ at: t, alert }) => t > stoppedAt && alert.metadata.pets === true)
    expect(found(fresh)).toEqual([])
    const [first] = found(withHistory)
    expect(first).toBeDefined()
    expect((first!.at - stoppedAt) / HOUR).toBeLessThan(10)
  })

  it('in a state begun from stored events (a new home whose hub uploaded them, a rebuild) is learned from the first of them, not from the end', () => {
    const rebuilt = evaluate(null, history, new Date(at(DAYS, 0)), home(true)).state
    expect(rebuilt.pets!.since).toBe(history[0]!.timestamp.getTime())
    expect(evaluate(rebuilt, [], new Date(at(DAYS, 0, 5)), home(true)).status).toBeDefined()
    expect(rebuilt.pets!.since).toBe(history[0]!.timestamp.getTime())
  })

  it('is out of date when the motion sensors marked as ones the pet cannot set off change, and only in a home with a pet', () => {
    const state = createState(new Date(at(0, 0)), home(true, ['bathroom-pir']))
    evaluate(state, [], new Date(at(0, 0, 5)), home(true, ['bathroom-pir']))
    expect(petWatchIsCurrent(state, home(true, ['bathroom-pir']))).toBe(true)
    expect(petWatchIsCurrent(state, home(true))).toBe(false)
    expect(petWatchIsCurrent(state, home(true, ['bathroom-pir', 'hall-pir']))).toBe(false)
    expect(petWatchIsCurrent(state, home(false))).toBe(true)
    expect(petWatchIsCurrent(createState(new Date(at(0, 0)), home(false)), home(false))).toBe(true)
    expect(learnPetWatch([], home(true), at(1, 0))).toBeNull()
    expect(learnPetWatch(history, home(false), at(DAYS, 0))).toBeNull()
  })
})
