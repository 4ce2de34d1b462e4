// In a pet home, her rest in the room she rests in judged whole across a lone report on its sensor (pet-rest-whole.ts):
// after a fall where she rests, the cat walking in does not begin the wait again.
import { describe, expect, it } from 'vitest'
import { assessQuiet, inactivityFinding, type QuietAssessment } from './inactivity'
import { DEFAULT_QUIET_LIMIT } from './quiet-model'
import { MINUTE_MS } from './local-time'
import { byTime, fridgeHome, fridgeUse, herDays, petAt, report, withReleases } from './test-pet'
import { replay } from './test-replay'
import type { EngineEvent } from './types'

const NAP_DAY = 14
const between = (e: EngineEvent, d: number, from: [number, number], to: [number, number]) => {
  const t = e.timestamp.getTime()
  return t > petAt(d, ...from) && t < petAt(d, ...to)
}
// as pet-rest-bridge.test.ts: every morning she rests in the living room from her stir at about 08:45 until the
// bathroom at 10:50, one lone report on its sensor at 09:50 (hers or the cat's); day 14 is cut at her last stir
const rested = herDays(NAP_DAY + 1).filter((e) => !Array.from({ length: NAP_DAY + 1 }, (_, d) => d).some((d) => e.deviceKey === 'living-pir' && between(e, d, [8, 50], [10, 50])))
const firstLiving = (d: number) => Math.min(...rested.filter((e) => e.deviceKey === 'living-pir' && between(e, d, [7, 59], [9, 0])).map((e) => e.timestamp.getTime()))
const stirs = Array.from({ length: NAP_DAY }, (_, d) => report('living-pir', 'motion', 'living', petAt(d, 9, 50)))
const days = byTime([...rested, ...stirs, ...Array.from({ length: NAP_DAY + 1 }, (_, d) => fridgeUse(firstLiving(d) - 35_000)).flat()])
const restFrom = Math.max(...days.map((e) => e.timestamp.getTime()).filter((t) => t <= petAt(NAP_DAY, 8, 50)))
const before = days.filter((e) => e.timestamp.getTime() <= restFrom)

describe('her rest judged whole across a lone report on its sensor', () => {
  it('after the cat walks in at 09:50, the wait runs from her rest, not from the cat', () => {
    const catAt = petAt(NAP_DAY, 9, 50)
    const state = replay(fridgeHome(), withReleases([...before, report('living-pir', 'motion', 'living', catAt)]), petAt(0, 0), catAt + 5 * MINUTE_MS).state
    const now = catAt + 30 * MINUTE_MS
    const quiet = assessQuiet(state, now, false)
    expect(quiet?.lastMovementAt).toBe(catAt)
    // her rest began at or before her last report of the morning (its sensor's lone stirs before it bridged too)
    const from = quiet?.restFromAt ?? Infinity
    expect(from).toBeLessThanOrEqual(restFrom)
    // the same spell judged as a piece alone (no rest going on) waits longer
    const piece = assessQuiet({ ...state, pets: state.pets ? { ...state.pets, bridge: undefined } : undefined }, now, false)
    expect(quiet?.limitMinutes ?? 0).toBeLessThan((piece?.limitMinutes ?? 0) - 20)
    // and its alert comes at the whole rest's limit from its start, before the cat's spell had run its own from 09:50
    const whole = assessQuiet({ ...state, lastInsideAt: from, lastPace: undefined, pets: state.pets ? { ...state.pets, bridge: undefined } : undefined }, now, false)
    expect(Math.abs((quiet?.limitMinutes ?? 0) * MINUTE_MS + catAt - ((whole?.limitMinutes ?? 0) * MINUTE_MS + from))).toBeLessThan(1000)
    // the alert says so
    expect(inactivityFinding({ ...(quiet as QuietAssessment), judgedMinutes: 200 })?.description).toContain('with nothing since it began but lone movements there, which may have been the pet')
  })

  it('a report soon after her last is no lone one: judged as before, and never within the floor of a lone report', () => {
    const soon = restFrom + 5 * MINUTE_MS
    const state = replay(fridgeHome(), withReleases([...before, report('living-pir', 'motion', 'living', soon)]), petAt(0, 0), soon + 5 * MINUTE_MS).state
    expect(assessQuiet(state, soon + 30 * MINUTE_MS, false)?.restFromAt).toBeUndefined()
    // a lone report late in her rest: the whole rest may be overdue already, but the room's floor runs from the report
    const lateAt = petAt(NAP_DAY, 11, 40)
    const late = replay(fridgeHome(), withReleases([...before, report('living-pir', 'motion', 'living', lateAt)]), petAt(0, 0), lateAt + 5 * MINUTE_MS).state
    const quiet = assessQuiet(late, lateAt + 10 * MINUTE_MS, false)
    expect(quiet?.restFromAt).toBeLessThanOrEqual(restFrom)
    expect(quiet?.limitMinutes).toBe(DEFAULT_QUIET_LIMIT.floorMinutes)
  })
})
