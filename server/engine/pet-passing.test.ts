// The cat passing through the hall while she lies where she was last seen (pet-path.ts `spellSeenElsewhere`): a spell
// begun by a report that may be the pet's, in a room she does not rest in, while she was last seen closely followed
// elsewhere, is overdue once the room she was seen in is, from the same moment, when that room's limit is shorter.
import { describe, expect, it } from 'vitest'
import { assessQuiet } from './inactivity'
import { MINUTE_MS } from './local-time'
import { spellSeenElsewhere } from './pet-path'
import { fridgeHome, herDays, petAt, report, withReleases } from './test-pet'
import { replay } from './test-replay'
import type { EngineState } from './types'

const home = fridgeHome()
const SECOND = 1000
const motion = (key: string, room: string, ms: number) => report(key, 'motion', room, ms)

// nine ordinary days; on day 8 she takes her dinner from the fridge at 18:17 (seen there: a sure sign); at 18:40 the
// living room, the hall and the kitchen fire 8 s apart, none of it on her way from the fridge
const walkAt = petAt(8, 18, 40)
const days = herDays(9).filter((e) => e.timestamp.getTime() < walkAt - 5 * MINUTE_MS)
const walk = [motion('living-pir', 'living', walkAt), motion('hall-pir', 'hall', walkAt + 8 * SECOND), motion('kitchen-pir', 'kitchen', walkAt + 16 * SECOND)]
/** The cat crosses the hall 6 min later, with nothing on the way */
const catInHall = motion('hall-pir', 'hall', walkAt + 6 * MINUTE_MS)
const state = replay(home, withReleases([...days, ...walk, catInHall]), petAt(0, 0), walkAt + 10 * MINUTE_MS).state
const at = walkAt + 36 * MINUTE_MS

const limitAt = (s: EngineState, ms: number) => assessQuiet(s, ms, false)?.limitMinutes ?? NaN
/** The limit the hall's spell had before this rule: the same state with where she was seen left out */
const hallOnly = (s: EngineState) => ({ ...s, pets: { ...s.pets!, seen: undefined } })
/** The spell, from the same moment, after the fridge where she was seen */
const asFridge = (s: EngineState) => ({ ...s, lastRoom: 'kitchen', lastDeviceKey: 'fridge', lastMotion: false })

describe('the cat crossing the hall while she was last seen at the fridge', () => {
  it('judges the hall spell on the fridge she was seen at, from the same moment', () => {
    expect(state.lastRoom).toBe('hall')
    expect(state.pets?.seen).toMatchObject({ room: 'kitchen', deviceKey: 'fridge', close: true })
    const kitchen = limitAt(asFridge(state), at)
    expect(limitAt(state, at)).toBeCloseTo(kitchen, 5)
    expect(limitAt(hallOnly(state), at)).toBeGreaterThan(kitchen + 10)
  })

  it('keeps the hall limit where the hall is a room she rests in (her sits there, learned)', () => {
    const resting = { ...state, pets: { ...state.pets!, rests: { rooms: { hall: 20, living: 5 }, total: 25 } } }
    expect(spellSeenElsewhere(resting)).toBeNull()
    expect(limitAt(resting, at)).toBe(limitAt(hallOnly(resting), at))
  })
})
