// Where she was last seen, in a home with a pet (pet-path.ts): a report that may be the pet wandering in leaves her
// where she was seen on her way, and the motion watch waits until the spell since then is overdue too.
import { describe, expect, it } from 'vitest'
import { assessQuiet, inactivityFinding } from './inactivity'
import { MINUTE_MS } from './local-time'
import { isRestRoom, PET_PATH_RULES } from './pet-path'
import { byTime, fridgeHome, fridgeUse, herDays, petAt, report, withReleases } from './test-pet'
import { replay } from './test-replay'
import type { EngineEvent, EngineState } from './types'

const home = fridgeHome
const motion = (key: string, room: string, ms: number) => report(key, 'motion', room, ms)
const SECOND = 1000

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

  it('judges a spell as before when she was last seen in the living room and has not rested there: the bedroom is kept', () => {
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

// eight days on which she sits still in the living room at 9:00 and 12:35 for 45 min, come from the fridge; on day 8
// she sits down there at 12:35 from the fridge, and the cat walks into the kitchen's view at 12:41
const sitsAt = (d: number) => [petAt(d, 9), petAt(d, 12, 35)]
const sits = (days: number) => sitsAt(0).flatMap((_, i) => Array.from({ length: days }, (__, d) => sitsAt(d)[i] as number))
const stillFrom = (events: EngineEvent[], starts: number[]) => events.filter((e) => !starts.some((t) => e.timestamp.getTime() > t && e.timestamp.getTime() < t + 45 * MINUTE_MS))
const sitDown = (t: number) => [...fridgeUse(t - 40 * SECOND), motion('living-pir', 'living', t)]
const sitAt = petAt(8, 12, 35)
const restDays = (extra: EngineEvent[]) => {
  const starts = sits(8)
  const days = stillFrom(herDays(9).filter((e) => e.timestamp.getTime() < sitAt - 40 * SECOND), starts)
  return withReleases([...days, ...starts.flatMap(sitDown), ...sitDown(sitAt), ...extra])
}
const restRun = (extra: EngineEvent[]) => replay(home(true), restDays(extra), petAt(0, 0), petAt(8, 12, 50)).state
const catAt = sitAt + 6 * MINUTE_MS

describe('where she was last seen, in a room she rests in', () => {
  it('learns the living room from her own quiet spells there by day, and not the kitchen the cat walks into', () => {
    const state = restRun([motion('kitchen-pir', 'kitchen', catAt)])
    const rests = state.pets?.rests
    expect(rests?.total).toBeGreaterThanOrEqual(PET_PATH_RULES.restEvidence)
    expect(rests?.rooms.living).toBeCloseTo(rests?.total ?? 0, 5)
    expect(state.pets?.seen).toMatchObject({ room: 'living', at: sitAt, followed: true })
    expect(isRestRoom(state, { ...state.pets!.seen!, room: 'kitchen', deviceKey: 'kitchen-pir' })).toBe(false)
    // with her ordinary days only (the living room every 15 min) no room is learned
    expect(run([catInKitchen]).pets?.rests).toBeUndefined()
  })

  it('waits for her spell since the living room when the cat walks into the kitchen 6 min after she sat down', () => {
    const state = restRun([motion('kitchen-pir', 'kitchen', catAt)])
    expect(state.lastRoom).toBe('kitchen')
    const unlearned = { ...state, pets: { ...state.pets!, rests: undefined } }
    const kitchen = limitAt(unlearned, petAt(8, 13, 30))
    const withLiving = limitAt(state, petAt(8, 13, 30))
    expect(withLiving).toBeGreaterThan(kitchen)
    const living = limitAt({ ...state, lastInsideAt: sitAt, lastRoom: 'living', lastDeviceKey: 'living-pir' }, petAt(8, 13, 30))
    expect(withLiving).toBeCloseTo(living - 6, 5)
  })

  it('judges the spell as before when her room was seen again after the cat was elsewhere, with nothing on the way', () => {
    // the cat in the kitchen at 12:41, in the living room at 12:45 (her sensor, but nothing on the way from where
    // she was seen) and back in the kitchen at 12:47: she is still taken as in the living room, not followed there
    const state = restRun([motion('kitchen-pir', 'kitchen', catAt), motion('living-pir', 'living', sitAt + 10 * MINUTE_MS), motion('kitchen-pir', 'kitchen', sitAt + 14 * MINUTE_MS)])
    expect(state.pets?.seen).toMatchObject({ room: 'living', at: sitAt + 10 * MINUTE_MS })
    expect(state.pets?.seen?.followed).toBeUndefined()
    const unlearned = { ...state, pets: { ...state.pets!, rests: undefined } }
    expect(limitAt(state, petAt(8, 13, 30))).toBe(limitAt(unlearned, petAt(8, 13, 30)))
  })
})
