// A loose step (pet-path.ts `PetSeen.from`, session 46): a report on her way from where she was seen by `pathSeconds`
// but not closely (pet-s97's 23 Jan: the cat's hall 91 s after her living room, its sensor off) may be the cat's while
// she sits on. Where she was closely seen before it is kept, and a spell begun there within `seenWithinMinutes`, in a
// room she rests in, runs on until that room's spell is overdue too (spellWhereSeen), as after a report not taken as hers.
import { describe, expect, it } from 'vitest'
import { assessQuiet } from './inactivity'
import { MINUTE_MS } from './local-time'
import { spellWhereSeen } from './pet-path'
import { fridgeHome, fridgeUse, herDays, petAt, report, withReleases } from './test-pet'
import { replay } from './test-replay'
import type { EngineEvent, EngineState } from './types'

const home = fridgeHome()
const SECOND = 1000
const motion = (key: string, room: string, ms: number) => report(key, 'motion', room, ms)

// nine ordinary days; on day 8 at 15:00 she takes a drink from the fridge (a sure sign), walks into the living room
// (5 s after the kitchen's sensor) and sits down; the cat crosses the hall 90 s after her living room (its sensor off by
// then) and again 3 min later
const t = petAt(8, 15, 0)
const days = herDays(9).filter((e) => e.timestamp.getTime() < t - 10 * MINUTE_MS)
const seated = t + 30 * SECOND
const walk = [...fridgeUse(t), motion('kitchen-pir', 'kitchen', t + 25 * SECOND), motion('living-pir', 'living', seated)]
const cat = [motion('hall-pir', 'hall', seated + 90 * SECOND), motion('hall-pir', 'hall', seated + 4 * MINUTE_MS)]
const run = (events: EngineEvent[]) => replay(home, withReleases(events), petAt(0, 0), t + 6 * MINUTE_MS).state
/** She rests in the living room: her long quiet spells by day were there (learned from her days in the live engine) */
const resting = (s: EngineState): EngineState => ({ ...s, pets: { ...s.pets!, rests: { rooms: { living: 20, kitchen: 3 }, total: 25 } } })
const state = resting(run([...days, ...walk, ...cat]))
const at = t + 40 * MINUTE_MS
const limitAt = (s: EngineState) => assessQuiet(s, at, false)?.limitMinutes ?? NaN
/** The hall's own limit: the same state with where she was seen left out */
const hallOnly = (s: EngineState): EngineState => ({ ...s, pets: { ...s.pets!, seen: undefined } })

describe('the cat crossing the hall a minute and a half after her living room', () => {
  it('takes the hall as her way, loosely, and keeps the living room she was closely seen in', () => {
    expect(state.lastRoom).toBe('hall')
    expect(state.pets?.seen).toMatchObject({ room: 'hall', followed: true })
    expect(state.pets?.seen?.close).toBeUndefined()
    expect(state.pets?.seen?.from).toMatchObject({ room: 'living', deviceKey: 'living-pir', at: seated })
  })

  it("judges the hall spell until her living room's is overdue too", () => {
    const where = spellWhereSeen(state)
    expect(where).toMatchObject({ lastRoom: 'living', lastInsideAt: seated })
    const living = assessQuiet(where!, at, false)!
    const livingEnd = (living.lastMovementAt - state.lastInsideAt!) / MINUTE_MS + living.limitMinutes
    expect(limitAt(state)).toBeCloseTo(Math.max(livingEnd, limitAt(hallOnly(state))), 5)
    expect(limitAt(state)).toBeGreaterThan(limitAt(hallOnly(state)) + 10)
  })

  it('keeps the hall limit after a close step into the hall (her own way, 5 s)', () => {
    const close = resting(run([...days, ...walk, motion('hall-pir', 'hall', seated + 5 * SECOND), cat[1]!]))
    expect(close.pets?.seen).toMatchObject({ room: 'hall', close: true })
    expect(close.pets?.seen?.from).toBeUndefined()
    expect(limitAt(close)).toBe(limitAt(hallOnly(close)))
  })
})
