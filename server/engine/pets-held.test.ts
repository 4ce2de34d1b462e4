// A motion sensor held on by movement that goes on is more than a pet passing by: a sure sign of her in a
// home with a pet (pets.ts petWatchOnRelease), and what her night is read from there.
import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { assessPetQuiet, PET_FLOOR_MINUTES, petWatchStatus } from './pets'
import { ordinaryDay } from './test-days'
import { MINUTE_MS } from './local-time'
import { usualNight } from './sleep'
import { SYNTHETIC_DEVICES } from './synthetic-home'
import { byTime, catEvents, fridgeUse, herDays, PET_DAY0, petAt, report } from './test-pet'
import { replay } from './test-replay'
import type { EngineEvent, EngineHome } from './types'

const SECOND = 1000
const home = (pets = true): EngineHome => ({
  timeZone: 'UTC',
  devices: [...SYNTHETIC_DEVICES.map((d) => ({ ...d })), { key: 'fridge', kind: 'contact', room: 'kitchen' }],
  ...(pets ? { pets: true } : {}),
})

/** A motion sensor on at `ms` and off `seconds` later */
const onFor = (deviceKey: string, room: string, ms: number, seconds: number): EngineEvent[] => [
  report(deviceKey, 'motion', room, ms),
  report(deviceKey, 'motion', room, ms + seconds * SECOND, false),
]

/** Four single sightings of 25 s each (the sensor's hold), ten minutes apart from `ms` */
const sightings = (deviceKey: string, room: string, ms: number) => [0, 1, 2, 3].flatMap((i) => onFor(deviceKey, room, ms + i * 10 * MINUTE_MS, 25))

describe('a motion sensor held on, in a home with a pet', () => {
  it('counts as a sure sign from its last sighting; a single sighting does not', () => {
    const state = createState(new Date(petAt(0, 8)), home())
    evaluate(state, byTime([...fridgeUse(petAt(0, 8, 5)), ...sightings('kitchen-pir', 'kitchen', petAt(0, 9))]), new Date(petAt(0, 10)), home())
    expect(state.pets).toMatchObject({ lastDeviceKey: 'fridge', lastAt: petAt(0, 8, 5) + 20 * SECOND })
    // on for 90 s against a hold of 25 s: someone kept moving; the last sighting was 25 s before it went off
    evaluate(state, onFor('living-pir', 'living', petAt(0, 10, 30), 25), new Date(petAt(0, 10, 40)), home())
    evaluate(state, onFor('kitchen-pir', 'kitchen', petAt(0, 11), 90), new Date(petAt(0, 11, 5)), home())
    expect(state.pets).toMatchObject({ lastDeviceKey: 'kitchen-pir', lastRoom: 'kitchen', lastAt: petAt(0, 11) + 65 * SECOND })
    // a cat walking by later (one sighting) moves nothing
    evaluate(state, onFor('kitchen-pir', 'kitchen', petAt(0, 11, 30), 25), new Date(petAt(0, 11, 35)), home())
    expect(state.pets?.lastAt).toBe(petAt(0, 11) + 65 * SECOND)
  })

  it('held on across the front door is someone at the door, not a sign of her inside after it', () => {
    const state = createState(new Date(petAt(0, 8)), home())
    evaluate(state, sightings('hall-pir', 'hall', petAt(0, 9)), new Date(petAt(0, 10)), home())
    const at = petAt(0, 11)
    const door = [report('front-door', 'door', 'entrance', at + 10 * SECOND), report('front-door', 'door', 'entrance', at + 15 * SECOND, false)]
    evaluate(state, byTime([...onFor('hall-pir', 'hall', at, 60), ...door]), new Date(petAt(0, 11, 5)), home())
    expect(state.pets?.lastDeviceKey).toBe('front-door')
  })

  it("ends the pet watch's alert, and says what was seen", () => {
    const DAYS = 10
    const stoppedAt = petAt(DAYS - 1, 10)
    const events = byTime([...herDays(DAYS).filter((e) => e.timestamp.getTime() < stoppedAt), ...catEvents(petAt(0, 0), petAt(DAYS, 6))])
    const run = replay(home(), events, petAt(0, 0), petAt(DAYS, 6))
    expect(run.state.open.inactivity).toMatchObject({ beyondPet: true })
    const moved = byTime([...sightings('living-pir', 'living', petAt(DAYS, 6)), ...onFor('living-pir', 'living', petAt(DAYS, 6, 50), 120)])
    const later = replay(home(), moved, petAt(DAYS, 6), petAt(DAYS, 7), run.state)
    expect(later.cleared).toContainEqual(expect.objectContaining({ key: 'inactivity', how: 'Someone moved about in the living room at 06:51, for longer than a pet passing by.' }))
  })

  it("tells the dashboard that such sensors count, and when the last sure sign was one kept on, in which room", () => {
    const state = createState(new Date(petAt(0, 8)), home())
    evaluate(state, byTime([...fridgeUse(petAt(0, 8, 5)), ...sightings('kitchen-pir', 'kitchen', petAt(0, 9))]), new Date(petAt(0, 10)), home())
    expect(petWatchStatus(state, home(), petAt(0, 10))).toEqual({ lastUseAt: petAt(0, 8, 5) + 20 * SECOND, isLearning: true, immuneRooms: [], heldMotionCounts: true, lastHeldRoom: null })
    evaluate(state, onFor('kitchen-pir', 'kitchen', petAt(0, 11), 90), new Date(petAt(0, 11, 5)), home())
    expect(petWatchStatus(state, home(), petAt(0, 11, 5))).toMatchObject({ lastUseAt: petAt(0, 11) + 65 * SECOND, heldMotionCounts: true, lastHeldRoom: 'kitchen' })
    // the fridge after it: the last sure sign is the fridge again
    evaluate(state, fridgeUse(petAt(0, 12)), new Date(petAt(0, 12, 5)), home())
    expect(petWatchStatus(state, home(), petAt(0, 12, 5))).toMatchObject({ lastHeldRoom: null })
    // every motion sensor marked as one the pet cannot set off: none is read as kept on
    const marked: EngineHome = { ...home(), devices: home().devices.map((d) => (d.kind === 'motion' ? { ...d, petImmune: true } : d)) }
    expect(petWatchStatus(state, marked, petAt(0, 12, 5))).toMatchObject({ heldMotionCounts: false, lastHeldRoom: null })
  })

  it('is nothing in a home without a pet: no pet watch', () => {
    const state = createState(new Date(petAt(0, 8)), home(false))
    evaluate(state, byTime([...sightings('kitchen-pir', 'kitchen', petAt(0, 9)), ...onFor('kitchen-pir', 'kitchen', petAt(0, 11), 90)]), new Date(petAt(0, 12)), home(false))
    expect(state.pets).toBeUndefined()
  })
})

describe('her night, in a home with a pet', () => {
  const DAYS = 10
  const events = byTime([...herDays(DAYS), ...catEvents(petAt(0, 0), petAt(DAYS, 0))])

  it('is read from what is surely her: the cat seen every 20 min all night leaves it unread otherwise', () => {
    const run = replay(home(), events, petAt(0, 0), petAt(DAYS, 0))
    const night = usualNight(run.state.daily.history)
    expect(night.nights).toBeGreaterThanOrEqual(5)
    // her last fridge use at 21:00–21:02 (a bedtime is minutes from midnight, before it negative), up at the fridge at 07:35–07:37 (the tests' motion reports have no 'off', so none is held on; the bedroom's sensor marks no night)
    expect(night.bedMinute).toBeGreaterThanOrEqual(-3 * 60)
    expect(night.bedMinute).toBeLessThanOrEqual(-3 * 60 + 5)
    expect(night.riseMinute).toBeGreaterThanOrEqual(7 * 60 + 35)
    expect(night.riseMinute).toBeLessThanOrEqual(7 * 60 + 40)
    // the same home, the cat unsaid: every report is hers, and the cat never leaves three hours of quiet
    expect(usualNight(replay(home(false), events, petAt(0, 0), petAt(DAYS, 0)).state.daily.history).nights).toBe(0)
  })
})

describe('the pet watch at night', () => {
  it('a spell begun in the usual night waits for an hour past the usual getting-up time; one begun by day does not', () => {
    const state = createState(new Date(petAt(0, 0)), home())
    evaluate(state, [], new Date(petAt(0, 0, 5)), home())
    // a week of ordinary nights read: in bed at 22:45, up at 07:00
    state.daily.history = Array.from({ length: 7 }, (_, d) => ordinaryDay(PET_DAY0 + d))
    const watch = state.pets!
    Object.assign(watch, { lastAt: petAt(7, 23, 30), lastRoom: 'kitchen', lastDeviceKey: 'fridge' })
    const night = assessPetQuiet(state, home(), petAt(8, 2))
    // from 23:30 to 08:00, whatever the gaps learned after the fridge at 23:30 (none here: the 2-hour floor)
    expect(night?.limitMinutes).toBe(8 * 60 + 30)
    Object.assign(watch, { lastAt: petAt(8, 13), lastRoom: 'kitchen', lastDeviceKey: 'fridge' })
    expect(assessPetQuiet(state, home(), petAt(8, 14))?.limitMinutes).toBe(PET_FLOOR_MINUTES)
  })
})
