// The cat asleep on the bed while she lies on the kitchen floor (pet-path.ts `spellSeenElsewhere`): a spell begun in
// the bedroom by a report that may be the pet's, while she was last seen closely followed elsewhere, is judged on the
// room she was seen in, not on a nap's or an early night's long limits.
import { describe, expect, it } from 'vitest'
import { assessQuiet } from './inactivity'
import { MINUTE_MS } from './local-time'
import { spellSeenElsewhere } from './pet-path'
import { fridgeHome, herDays, petAt, report, withReleases } from './test-pet'
import { replay } from './test-replay'
import type { EngineEvent, EngineState } from './types'

const home = fridgeHome()
const SECOND = 1000
const motion = (key: string, room: string, ms: number) => report(key, 'motion', room, ms)

// nine ordinary days; on day 8 at 13:40 she walks from the living room through the hall into the kitchen, 8 s a step
const walkAt = petAt(8, 13, 40)
const before = herDays(9).filter((e) => e.timestamp.getTime() < walkAt - 5 * MINUTE_MS)
const run = (walk: EngineEvent[], until: number) => replay(home, withReleases([...before, ...walk]), petAt(0, 0), until).state
const toKitchen = [motion('living-pir', 'living', walkAt), motion('hall-pir', 'hall', walkAt + 8 * SECOND), motion('kitchen-pir', 'kitchen', walkAt + 16 * SECOND)]
/** The cat walks into the bedroom's view 6 min later, with nothing on the way, and sleeps there */
const catOnBed = motion('bedroom-pir', 'bedroom', walkAt + 6 * MINUTE_MS)

const limitAt = (state: EngineState, ms: number) => assessQuiet(state, ms, false)?.limitMinutes ?? NaN
/** The limit the bedroom's spell had before this rule: the same state with where she was seen left out */
const bedroomOnly = (state: EngineState) => ({ ...state, pets: { ...state.pets!, seen: undefined } })

describe('the cat asleep on the bed while she was last seen elsewhere', () => {
  it('judges the bedroom spell on the kitchen she was seen walking into', () => {
    const state = run([...toKitchen, catOnBed], walkAt + 10 * MINUTE_MS)
    expect(state.lastRoom).toBe('bedroom')
    expect(state.pets?.seen).toMatchObject({ room: 'kitchen', close: true })
    const at = walkAt + 40 * MINUTE_MS
    const kitchen = limitAt({ ...state, lastRoom: 'kitchen', lastDeviceKey: 'kitchen-pir' }, at)
    expect(limitAt(state, at)).toBeCloseTo(kitchen, 5)
    expect(limitAt(bedroomOnly(state), at)).toBeGreaterThan(kitchen + 15)
  })

  it('keeps the bedroom limit when the step into the kitchen came 30 s after her (it may have been the pet)', () => {
    const slow = [motion('living-pir', 'living', walkAt), motion('kitchen-pir', 'kitchen', walkAt + 30 * SECOND)]
    const state = run([...slow, catOnBed], walkAt + 10 * MINUTE_MS)
    expect(state.pets?.seen).toMatchObject({ room: 'kitchen' })
    expect(state.pets?.seen?.close).toBeUndefined()
    expect(spellSeenElsewhere(state)).toBeNull()
    expect(limitAt(state, walkAt + 40 * MINUTE_MS)).toBe(limitAt(bedroomOnly(state), walkAt + 40 * MINUTE_MS))
  })

  it('keeps the bedroom limit when the bedroom report followed her there', () => {
    const toBed = [...toKitchen, motion('kitchen-pir', 'kitchen', walkAt + 6 * MINUTE_MS - 16 * SECOND), motion('hall-pir', 'hall', walkAt + 6 * MINUTE_MS - 8 * SECOND), motion('bedroom-pir', 'bedroom', walkAt + 6 * MINUTE_MS)]
    const state = run(toBed, walkAt + 10 * MINUTE_MS)
    expect(state.pets?.seen).toMatchObject({ room: 'bedroom' })
    expect(spellSeenElsewhere(state)).toBeNull()
  })
})

describe("the alert's words when the room she was seen in sets the limit", () => {
  it('does not say a longer rest is allowed for a nap', () => {
    const state = run([...toKitchen, catOnBed], walkAt + 10 * MINUTE_MS)
    const quiet = assessQuiet(state, walkAt + 40 * MINUTE_MS, false)
    expect(quiet?.room).toBe('bedroom')
    expect(quiet?.lyingDown).toBe(false)
    expect(quiet?.earlyNight).toBe(false)
  })
})
