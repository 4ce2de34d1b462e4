// The cat crossing the hall seconds behind her while she rests in her living room (pet-hall.ts): the tracker takes
// the cat's step as hers, and the quiet after it is judged as the living room's too, not by the hall's floor alone.
import { describe, expect, it } from 'vitest'
import { assessQuiet, usualText } from './inactivity'
import { MINUTE_MS } from './local-time'
import { hallFromState } from './pet-hall'
import { fridgeHome, herDays, petAt, report, withReleases } from './test-pet'
import { quietAlerts, replay } from './test-replay'
import type { EngineHome, EngineState } from './types'

const SECOND = 1000
const motion = (key: string, room: string, ms: number) => report(key, 'motion', room, ms)

// nine ordinary days; on day 8 her living room sees her at 16:35:03 (its report about every 15 min from 16:05), and
// the cat crosses the hall 13 s later; then nothing of her until she stirs there 40 min later, a quiet that passes
// the hall's limit (its 30-min floor) and not the living room's
const all = herDays(9)
const sitAt = Math.max(...all.map((e) => e.timestamp.getTime()).filter((t) => t <= petAt(8, 16, 36)))
const backAt = petAt(8, 17, 30)
const stirAt = sitAt + 40 * MINUTE_MS
const days = [...all.filter((e) => e.timestamp.getTime() <= sitAt || e.timestamp.getTime() >= backAt), motion('living-pir', 'living', stirAt)]
const catInHall = motion('hall-pir', 'hall', sitAt + 13 * SECOND)
const run = (home: EngineHome, toMs: number) => replay(home, withReleases([...days, catInHall]), petAt(0, 0), toMs)

const limitAt = (s: EngineState, ms: number) => assessQuiet(s, ms, false)?.limitMinutes ?? NaN
/** The hall's own limit: the same state with no room before the step */
const hallOnly = (s: EngineState) => ({ ...s, pets: { ...s.pets!, seen: { ...s.pets!.seen!, from: undefined } } })
/** The spell in the living room, from her sighting there */
const asLiving = (s: EngineState) => ({ ...s, lastInsideAt: sitAt, lastRoom: 'living', lastDeviceKey: 'living-pir', pets: { ...s.pets!, seen: undefined } })
/** The cat's step after her sighting (minutes) */
const STEP = 13 / 60

describe('the cat crossing the hall 13 s behind her', () => {
  const state = run(fridgeHome(), catInHall.timestamp.getTime() + 10 * MINUTE_MS).state
  const at = sitAt + 35 * MINUTE_MS

  it('judges the quiet after the hall as the living room she stepped out of, where that is longer', () => {
    expect(state.lastRoom).toBe('hall')
    expect(state.pets?.seen).toMatchObject({ room: 'hall', from: { room: 'living', deviceKey: 'living-pir' } })
    expect(hallFromState(state)?.lastRoom).toBe('living')
    const hall = limitAt(hallOnly(state), at)
    const living = limitAt(asLiving(state), at)
    expect(living).toBeGreaterThan(hall)
    // counted from her sighting in the living room; on main: the hall's own limit
    expect(limitAt(state, at)).toBeCloseTo(living - STEP, 5)
    const assessed = assessQuiet(state, at, false)
    expect(assessed?.hallFromRoom).toBe('living')
    expect(usualText(assessed!)).toContain('they were last seen in the living room just before the hall sensor went off, which may have been the pet; quiet after the living room around now usually ends within')
  })

  it('raises no possible fall in the hall while she sits within the living room\'s limit', () => {
    const living = limitAt(asLiving(state), at)
    const quiet = quietAlerts(run(fridgeHome(), stirAt + 10 * MINUTE_MS)).filter(({ at: t }) => t > sitAt && t <= stirAt + 10 * MINUTE_MS)
    // the spell's end is within the living room's limit, past the hall's: the hall alone alerted here
    const hall = limitAt(hallOnly(state), at)
    const quietFor = (stirAt - catInHall.timestamp.getTime()) / MINUTE_MS
    expect(quietFor).toBeGreaterThan(hall + 5)
    expect(quietFor).toBeLessThan(living)
    expect(quiet).toEqual([])
  })

  it('still finds her in the hall once the living room\'s limit has run out too', () => {
    const fallen = replay(fridgeHome(), withReleases([...herDays(9).filter((e) => e.timestamp.getTime() <= sitAt), catInHall]), petAt(0, 0), sitAt + 4 * 60 * MINUTE_MS)
    const [first] = quietAlerts(fallen).filter(({ at: t }) => t > sitAt)
    expect(first?.alert.title).toBe('Possible fall in the hall')
    expect(first?.alert.metadata).toMatchObject({ lastRoom: 'hall' })
    const minutes = ((first?.at ?? 0) - catInHall.timestamp.getTime()) / MINUTE_MS
    // later in the afternoon the hall's own limit is the longer: whichever of the two is longer, and no more
    const end = first?.at ?? 0
    const longer = Math.max(limitAt(hallOnly(fallen.state), end), limitAt(asLiving(fallen.state), end) - STEP)
    expect(minutes).toBeLessThanOrEqual(longer + 5)
  })

  it('keeps the hall\'s own limit where the hall\'s sensor is one the pet cannot set off (a sure sign of her there)', () => {
    const base = fridgeHome()
    const immune: EngineHome = { ...base, devices: base.devices.map((d) => (d.key === 'hall-pir' ? { ...d, petImmune: true } : d)) }
    const sure = run(immune, catInHall.timestamp.getTime() + 10 * MINUTE_MS).state
    expect(sure.pets?.seen?.from).toBeUndefined()
    expect(hallFromState(sure)).toBeNull()
  })
})
