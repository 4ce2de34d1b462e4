// Turning on 'A cat or dog lives here' in a home with weeks of history: the watch on what a pet cannot
// do is learned from that history at once, as if the setting had been on all along.
import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { MINUTE_MS } from './local-time'
import { learnPetWatch, petWatchIsCurrent } from './pet-history'
import { SYNTHETIC_DEVICES } from './synthetic-home'
import { byTime, catEvents, herDays, petAt } from './test-pet'
import { quietAlerts, replay } from './test-replay'
import type { EngineHome } from './types'

const HOUR = 60 * MINUTE_MS
const home = (pets: boolean, marked: string[] = []): EngineHome => ({
  timeZone: 'UTC',
  devices: [...SYNTHETIC_DEVICES.map((d) => ({ ...d, ...(marked.includes(d.key) ? { petImmune: true } : {}) })), { key: 'fridge', kind: 'contact', room: 'kitchen' }],
  ...(pets ? { pets: true } : {}),
})

describe("the pet watch learned from the home's history", () => {
  const DAYS = 12
  const history = byTime([...herDays(DAYS), ...catEvents(petAt(0, 0), petAt(DAYS, 0))])

  it('is what a watch on all along would have learned, and counts as learning from the first event', () => {
    const allAlong = replay(home(true), history, petAt(0, 0), petAt(DAYS, 0)).state.pets!
    const learned = learnPetWatch(history, home(true), petAt(DAYS, 0))!
    expect(learned.quiet).toEqual(allAlong.quiet)
    expect(learned.lastAt).toBe(allAlong.lastAt)
    expect(learned.since).toBe(history[0]!.timestamp.getTime())
  })

  it('turned on after twelve days, finds her the same day she stops, where a watch begun then waits a week', () => {
    const before = replay(home(false), history, petAt(0, 0), petAt(DAYS, 0)).state
    // day 12: as usual until 10:00, then she does not move again; the cat goes on
    const stoppedAt = petAt(DAYS, 10)
    const day = byTime([...herDays(DAYS + 1).filter((e) => e.timestamp.getTime() >= petAt(DAYS, 0) && e.timestamp.getTime() < stoppedAt), ...catEvents(petAt(DAYS, 0), petAt(DAYS + 1, 0))])
    const fresh = structuredClone(before)
    expect(petWatchIsCurrent(fresh, home(true))).toBe(false)
    const withHistory = structuredClone(before)
    withHistory.pets = learnPetWatch(history, home(true), before.clock)!
    expect(petWatchIsCurrent(withHistory, home(true))).toBe(true)
    const found = (state: typeof before) => quietAlerts(replay(home(true), day, petAt(DAYS, 0), petAt(DAYS + 1, 0), state)).filter(({ at: t, alert }) => t > stoppedAt && alert.metadata.pets === true)
    expect(found(fresh)).toEqual([])
    const [first] = found(withHistory)
    expect(first).toBeDefined()
    expect((first!.at - stoppedAt) / HOUR).toBeLessThan(10)
  })

  it('in a state begun from stored events (a new home whose hub uploaded them, a rebuild) is learned from the first of them, not from the end', () => {
    const rebuilt = evaluate(null, history, new Date(petAt(DAYS, 0)), home(true)).state
    expect(rebuilt.pets!.since).toBe(history[0]!.timestamp.getTime())
    expect(evaluate(rebuilt, [], new Date(petAt(DAYS, 0, 5)), home(true)).status).toBeDefined()
    expect(rebuilt.pets!.since).toBe(history[0]!.timestamp.getTime())
  })

  it('is out of date when the motion sensors marked as ones the pet cannot set off change, and only in a home with a pet', () => {
    const state = createState(new Date(petAt(0, 0)), home(true, ['bathroom-pir']))
    evaluate(state, [], new Date(petAt(0, 0, 5)), home(true, ['bathroom-pir']))
    expect(petWatchIsCurrent(state, home(true, ['bathroom-pir']))).toBe(true)
    expect(petWatchIsCurrent(state, home(true))).toBe(false)
    expect(petWatchIsCurrent(state, home(true, ['bathroom-pir', 'hall-pir']))).toBe(false)
    expect(petWatchIsCurrent(state, home(false))).toBe(true)
    expect(petWatchIsCurrent(createState(new Date(petAt(0, 0)), home(false)), home(false))).toBe(true)
    expect(learnPetWatch([], home(true), petAt(1, 0))).toBeNull()
    expect(learnPetWatch(history, home(false), petAt(DAYS, 0))).toBeNull()
  })
})
