// The cat holding a motion sensor on before she gets up (pet-path.ts `spellSeenElsewhere`): a sighting by a sensor
// held on, in her night or before her usual getting-up time, with nothing else of her since, does not move her out of
// bed for the bedroom rule; the cat on the bed then is judged as her morning, not on that room's limit (pet-s5's 14 Jan).
import { describe, expect, it } from 'vitest'
import { assessQuiet } from './inactivity'
import { MINUTE_MS } from './local-time'
import { spellSeenElsewhere } from './pet-path'
import { usualNight } from './sleep'
import { byTime, fridgeHome, herDays, petAt, report, withReleases } from './test-pet'
import { replay } from './test-replay'
import type { EngineState } from './types'

const home = fridgeHome()
const SECOND = 1000
const motion = (key: string, room: string, ms: number) => report(key, 'motion', room, ms)

/** Nine ordinary days (up at 07:00, the kitchen from 07:30), then on day 9 the living room held on 50 s at `hour:minute`, and 11 min later the cat's hall-then-bed */
function morning(hour: number, minute: number): { state: EngineState; heldAt: number } {
  const heldAt = petAt(9, hour, minute)
  const days = withReleases(herDays(9))
  const held = [motion('living-pir', 'living', heldAt), report('living-pir', 'motion', 'living', heldAt + 50 * SECOND, false)]
  const cat = withReleases([motion('hall-pir', 'hall', heldAt + 11 * MINUTE_MS), motion('bedroom-pir', 'bedroom', heldAt + 11 * MINUTE_MS + 20 * SECOND)])
  const state = replay(home, byTime([...days, ...held, ...cat]), petAt(0, 0), heldAt + 15 * MINUTE_MS).state
  return { state, heldAt }
}

const limitAt = (state: EngineState, ms: number) => assessQuiet(state, ms, false)?.limitMinutes ?? NaN
const bedroomOnly = (state: EngineState) => ({ ...state, pets: { ...state.pets!, seen: undefined } })

describe('a sensor held on before she gets up', () => {
  it('leaves the cat on the bed judged as the bedroom, not the living room it held on', () => {
    const { state, heldAt } = morning(6, 40)
    // her usual getting-up time 07:36: the cat's bedroom at 06:51 is past her night (an hour before it), the held sensor before it
    expect(usualNight(state.daily.history).riseMinute).toBe(7 * 60 + 36)
    expect(state.lastRoom).toBe('bedroom')
    expect(state.pets?.seen).toMatchObject({ room: 'living', close: true, held: true })
    expect(spellSeenElsewhere(state)).toBeNull()
    const at = heldAt + 50 * MINUTE_MS
    expect(limitAt(state, at)).toBe(limitAt(bedroomOnly(state), at))
    expect(limitAt(state, at)).toBeGreaterThan(limitAt({ ...state, lastRoom: 'living', lastDeviceKey: 'living-pir' }, at))
  })

  it('still moves her to the living room once her usual getting-up time has passed', () => {
    const { state, heldAt } = morning(7, 45)
    expect(state.pets?.seen).toMatchObject({ room: 'living', held: true })
    expect(spellSeenElsewhere(state)).toMatchObject({ lastRoom: 'living' })
    const at = heldAt + 50 * MINUTE_MS
    expect(limitAt(state, at)).toBeCloseTo(limitAt({ ...state, lastRoom: 'living', lastDeviceKey: 'living-pir' }, at), 5)
  })

  it('moves her when something else of her followed the held sensor (the sensor again on her way, a sure sign)', () => {
    const { state } = morning(6, 40)
    const after: EngineState = { ...state, pets: { ...state.pets!, seen: { ...state.pets!.seen!, held: undefined } } }
    expect(spellSeenElsewhere(after)).toMatchObject({ lastRoom: 'living' })
  })
})
