// In a pet home, her nap in the room she rests in long by day (pet-path.ts restsWhereSeen): the quiet after a still
// report taken as hers there gets a margin PET_PATH_RULES.seatExtraMinutes longer than a sit's (inactivity.ts).
import { describe, expect, it } from 'vitest'
import { assessQuiet, usualText } from './inactivity'
import { MINUTE_MS } from './local-time'
import { PET_PATH_RULES } from './pet-path'
import { byTime, fridgeHome, fridgeUse, herDays, petAt, withReleases } from './test-pet'
import { quietAlerts, replay } from './test-replay'
import type { EngineEvent, EngineState } from './types'

const between = (e: EngineEvent, d: number, from: [number, number], to: [number, number]) => {
  const t = e.timestamp.getTime()
  return t > petAt(d, ...from) && t < petAt(d, ...to)
}
// fifteen days of hers; on days 0-13 she rests in the living room three times a day (40 min from about 09:00, 35 min from
// about 11:00 and from about 13:00: its reports between left out), so the living room is a room she rests in and its quiet there is known;
// on day 14 she naps from about 09:00 to past 10:20, a quiet of about 100 min from her last stir at 08:45
const NAP_DAY = 14
const quietMorning = (e: EngineEvent, d: number) => e.deviceKey === 'living-pir' && (d < NAP_DAY ? between(e, d, [9, 0], [9, 40]) || between(e, d, [11, 0], [11, 35]) || between(e, d, [13, 0], [13, 35]) : between(e, d, [9, 0], [10, 20]))
const mornings = herDays(NAP_DAY + 1).filter((e) => !Array.from({ length: NAP_DAY + 1 }, (_, d) => d).some((d) => quietMorning(e, d)))
// her walk from the kitchen into the living room shows: she closes the fridge 15 s before the living room's first
// report of the morning (the tracker follows her there from a sure sign of her)
const firstLiving = (d: number) => Math.min(...mornings.filter((e) => e.deviceKey === 'living-pir' && between(e, d, [7, 59], [9, 0])).map((e) => e.timestamp.getTime()))
const days = byTime([...mornings, ...Array.from({ length: NAP_DAY + 1 }, (_, d) => fridgeUse(firstLiving(d) - 35_000)).flat()])
const napFrom = Math.max(...days.map((e) => e.timestamp.getTime()).filter((t) => t <= petAt(NAP_DAY, 9)))
const napTo = petAt(NAP_DAY, 10, 20)

describe('her nap in the living room, a room she rests in', () => {
  it('learns the living room as a room she rests in, and gives her nap there the longer margin', () => {
    const state = replay(fridgeHome(), withReleases(days), petAt(0, 0), napFrom + 10 * MINUTE_MS).state
    expect(state.lastRoom).toBe('living')
    expect(state.pets?.seen).toMatchObject({ room: 'living', followed: true })
    const assessed = assessQuiet(state, napFrom + 40 * MINUTE_MS, false)
    expect(assessed?.restSeat).toBe(true)
    // the same spell without her rests learned: the daytime margin alone
    const plain: EngineState = { ...state, pets: { ...state.pets!, rests: { rooms: {}, total: 0 } } }
    const sit = assessQuiet(plain, napFrom + 40 * MINUTE_MS, false)
    expect(sit?.restSeat).toBeUndefined()
    expect((assessed?.limitMinutes ?? 0) - (sit?.limitMinutes ?? 0)).toBeCloseTo(PET_PATH_RULES.seatExtraMinutes, 5)
    expect(usualText(assessed!)).toContain('they were last seen in the living room, where they often rest for a long while, so a longer rest is allowed')
  })

  it('raises no alert for her nap there, which outlasts the daytime margin', () => {
    const run = replay(fridgeHome(), withReleases(days), petAt(0, 0), napTo + 5 * MINUTE_MS)
    const atWake = napTo - MINUTE_MS
    const before = replay(fridgeHome(), withReleases(days), petAt(0, 0), atWake).state
    const plainBefore: EngineState = { ...before, pets: { ...before.pets!, rests: { rooms: {}, total: 0 } } }
    // the nap has outrun the sit's limit before she stirs (so main alerted within it), and not the nap's
    expect((atWake - napFrom) / MINUTE_MS).toBeGreaterThan(assessQuiet(plainBefore, atWake, false)?.limitMinutes ?? Infinity)
    expect((atWake - napFrom) / MINUTE_MS).toBeLessThan(assessQuiet(before, atWake, false)?.limitMinutes ?? 0)
    expect(run.state.lastRoom).toBe('living')
    expect(quietAlerts(run).filter(({ at }) => at > napFrom && at < napTo)).toEqual([])
  })

  it('keeps the daytime margin in the kitchen, where she does not rest', () => {
    const cooking = days.filter((e) => e.deviceKey === 'kitchen-pir' && e.timestamp.getTime() < petAt(NAP_DAY, 12, 10)).pop()
    const state = replay(fridgeHome(), withReleases(days.filter((e) => e.timestamp.getTime() <= (cooking?.timestamp.getTime() ?? 0))), petAt(0, 0), (cooking?.timestamp.getTime() ?? 0) + MINUTE_MS).state
    expect(state.lastRoom).toBe('kitchen')
    expect(assessQuiet(state, (cooking?.timestamp.getTime() ?? 0) + 30 * MINUTE_MS, false)?.restSeat).toBeUndefined()
  })
})
