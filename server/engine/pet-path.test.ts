// Where she was last seen, in a home with a pet (pet-path.ts): a report that may be the pet wandering in leaves her
// where she was seen on her way, and the motion watch waits until the spell since then is overdue too.
import { describe, expect, it } from 'vitest'
import { assessQuiet, inactivityFinding } from './inactivity'
import { MINUTE_MS } from './local-time'
import { PET_PATH_RULES } from './pet-path'
import { SYNTHETIC_DEVICES } from './synthetic-home'
import { byTime, herDays, petAt, report } from './test-pet'
import { replay } from './test-replay'
import type { EngineEvent, EngineHome, EngineState } from './types'

const home = (pets: boolean): EngineHome => ({
  timeZone: 'UTC',
  devices: [...SYNTHETIC_DEVICES.map((d) => ({ ...d })), { key: 'fridge', kind: 'contact', room: 'kitchen' }],
  ...(pets ? { pets: true } : {}),
})
const motion = (key: string, room: string, ms: number) => report(key, 'motion', room, ms)
const SECOND = 1000
/** Each motion sensor's 'no motion' 25 s after its 'motion' (its hold): a sensor still on says someone was there just now */
const withReleases = (events: EngineEvent[]) => byTime([...events, ...events.filter((e) => e.kind === 'motion' && e.active).map((e) => ({ ...e, active: false, timestamp: new Date(e.timestamp.getTime() + 25 * SECOND) }))])

// nine ordinary days, then on day 8 at 13:40 she walks from the living room through the hall to lie down in the bedroom
const napAt = petAt(8, 13, 40)
const toBed = [motion('living-pir', 'living', napAt), motion('hall-pir', 'hall', napAt + 10 * SECOND), motion('bedroom-pir', 'bedroom', napAt + 20 * SECOND), motion('bedroom-pir', 'bedroom', napAt + MINUTE_MS)]
const day = (extra: EngineEvent[]) => byTime([...withReleases([...herDays(9).filter((e) => e.timestamp.getTime() < napAt), ...toBed]), ...extra])
const run = (extra: EngineEvent[], pets = true, until = petAt(8, 13, 50)) => replay(home(pets), day(extra), petAt(0, 0), until).state

/** The cat walks into the kitchen's view 4 min after she lay down, with nothing on the way */
const catInKitchen = motion('kitchen-pir', 'kitchen', napAt + 5 * MINUTE_MS)

const limitAt = (state: EngineState, ms: number) => assessQuiet(state, ms, false)?.limitMinutes ?? NaN

describe('where she was last seen, in a home with a pet', () => {
  it('keeps her in the bedroom she walked to when the kitchen sees something 4 min later with nothing on the way', () => {
    const state = run([catInKitchen])
    expect(state.lastRoom).toBe('kitchen')
    expect(state.pets?.seen).toMatchObject({ room: 'bedroom', deviceKey: 'bedroom-pir', at: napAt + MINUTE_MS })
  })

  it('follows her on her way: a sensor firing within 2 min of the one she was seen by, the same sensor, or the fridge', () => {
    const path = run([motion('hall-pir', 'hall', napAt + 2 * MINUTE_MS), motion('kitchen-pir', 'kitchen', napAt + 2 * MINUTE_MS + 15 * SECOND)])
    expect(path.pets?.seen).toMatchObject({ room: 'kitchen', at: napAt + 2 * MINUTE_MS + 15 * SECOND })
    const fridge = run([report('fridge', 'contact', 'kitchen', napAt + 5 * MINUTE_MS)])
    expect(fridge.pets?.seen).toMatchObject({ deviceKey: 'fridge' })
    const same = run([catInKitchen, motion('bedroom-pir', 'bedroom', napAt + 9 * MINUTE_MS)])
    expect(same.pets?.seen).toMatchObject({ room: 'bedroom', at: napAt + 9 * MINUTE_MS })
    // the bedroom's sensor held on for 150 s by her moving about: the hall 128 s after it came on is her on her way
    const heldOn = napAt + 3 * MINUTE_MS
    const held = run([motion('bedroom-pir', 'bedroom', heldOn), report('bedroom-pir', 'motion', 'bedroom', heldOn + 150 * SECOND, false), motion('hall-pir', 'hall', heldOn + 128 * SECOND)])
    expect(held.pets?.seen).toMatchObject({ room: 'hall', at: heldOn + 128 * SECOND })
    // the cat going on from the kitchen to the hall is no path of hers: she was not seen in the kitchen
    const onward = run([catInKitchen, motion('hall-pir', 'hall', napAt + 5 * MINUTE_MS + 30 * SECOND)])
    expect(onward.pets?.seen).toMatchObject({ room: 'bedroom' })
  })

  it('does not judge the spell by the kitchen alone: it waits until her spell since the bedroom is overdue too', () => {
    const state = run([catInKitchen])
    const seenOnly = { ...state, pets: { ...state.pets!, seen: undefined } }
    const kitchen = limitAt(seenOnly, petAt(8, 14, 30))
    const withBedroom = limitAt(state, petAt(8, 14, 30))
    expect(withBedroom).toBeGreaterThan(kitchen + 15)
    // the limit is where the spell since the bedroom runs out, counted from the kitchen's report
    const bedroom = limitAt({ ...state, lastInsideAt: napAt + MINUTE_MS, lastRoom: 'bedroom', lastDeviceKey: 'bedroom-pir' }, petAt(8, 14, 30))
    expect(withBedroom).toBeCloseTo(bedroom - 4, 5)
    // at the kitchen's limit the motion watch says nothing yet
    const atKitchenLimit = napAt + 5 * MINUTE_MS + (kitchen + 1) * MINUTE_MS
    const quiet = assessQuiet(state, atKitchenLimit, false)
    expect(quiet && inactivityFinding(quiet)).toBeNull()
  })

  it('judges a spell as before when she was last seen in the living room: only lying down in the bedroom is kept', () => {
    // she sits in the living room (seen there at 13:30 and 13:40); the cat crosses the hall at 13:44: the hall's
    // 30 min are judged, not the living room's 45 from 13:40
    const sitting = withReleases([...herDays(9).filter((e) => e.timestamp.getTime() < napAt), motion('living-pir', 'living', napAt), motion('hall-pir', 'hall', napAt + 4 * MINUTE_MS)])
    const state = replay(home(true), sitting, petAt(0, 0), petAt(8, 13, 50)).state
    expect(state.pets?.seen).toMatchObject({ room: 'living' })
    const seenOnly = { ...state, pets: { ...state.pets!, seen: undefined } }
    expect(limitAt(state, petAt(8, 14, 30))).toBe(limitAt(seenOnly, petAt(8, 14, 30)))
  })

  it('judges the spell as before without the pet setting, and for a report long after she was last seen', () => {
    const alone = run([catInKitchen], false)
    expect(alone.pets).toBeUndefined()
    const state = run([catInKitchen])
    const seenOnly = { ...state, pets: { ...state.pets!, seen: undefined } }
    expect(limitAt(alone, petAt(8, 14, 30))).toBe(limitAt(seenOnly, petAt(8, 14, 30)))
    // the kitchen 17 min after she lay down: past the 15 min she is kept in the bedroom for
    expect(PET_PATH_RULES.seenWithinMinutes).toBeLessThan(16)
    const late = napAt + 17 * MINUTE_MS
    const lateState = run([motion('kitchen-pir', 'kitchen', late)], true, late + 5 * MINUTE_MS)
    expect(lateState.pets?.seen).toMatchObject({ room: 'bedroom' })
    const lateSeenOnly = { ...lateState, pets: { ...lateState.pets!, seen: undefined } }
    expect(limitAt(lateState, late + 30 * MINUTE_MS)).toBe(limitAt(lateSeenOnly, late + 30 * MINUTE_MS))
  })
})
