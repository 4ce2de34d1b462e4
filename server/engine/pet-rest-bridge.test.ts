// In a pet home, her rest in the room she rests in, across a lone report on its sensor (a stir of hers or the cat's):
// learned as one quiet spell as well as two (pet-path.ts bridgeRest, engine.ts), so an unbroken nap as long as the
// broken ones is not past the record.
import { describe, expect, it } from 'vitest'
import { assessQuiet } from './inactivity'
import { MINUTE_MS } from './local-time'
import { byTime, fridgeHome, fridgeUse, herDays, petAt, report, withReleases } from './test-pet'
import { quietAlerts, replay } from './test-replay'
import type { EngineEvent } from './types'

const NAP_DAY = 14
const between = (e: EngineEvent, d: number, from: [number, number], to: [number, number]) => {
  const t = e.timestamp.getTime()
  return t > petAt(d, ...from) && t < petAt(d, ...to)
}
// fifteen days of hers; every morning she rests in the living room from her stir at about 08:45 until the bathroom
// at 10:50 (its reports between left out). On days 0-13 the living room's sensor sees one stir at 09:50 (hers or the
// cat's: the same sensor, a report the tracker takes as hers); on day 14 nothing stirs
const rested = herDays(NAP_DAY + 1).filter((e) => !Array.from({ length: NAP_DAY + 1 }, (_, d) => d).some((d) => e.deviceKey === 'living-pir' && between(e, d, [8, 50], [10, 50])))
// her walk from the kitchen into the living room shows: she closes the fridge 15 s before its first report of the morning
const firstLiving = (d: number) => Math.min(...rested.filter((e) => e.deviceKey === 'living-pir' && between(e, d, [7, 59], [9, 0])).map((e) => e.timestamp.getTime()))
const stirs = Array.from({ length: NAP_DAY }, (_, d) => report('living-pir', 'motion', 'living', petAt(d, 9, 50)))
const days = byTime([...rested, ...stirs, ...Array.from({ length: NAP_DAY + 1 }, (_, d) => fridgeUse(firstLiving(d) - 35_000)).flat()])
const restFrom = Math.max(...days.map((e) => e.timestamp.getTime()).filter((t) => t <= petAt(NAP_DAY, 8, 50)))
const wakeAt = petAt(NAP_DAY, 10, 50)

describe('her rests in the living room, broken by a lone stir', () => {
  it('learns the whole rest, so an unbroken one as long raises no alert', () => {
    const run = replay(fridgeHome(), withReleases(days), petAt(0, 0), wakeAt + 5 * MINUTE_MS)
    expect(quietAlerts(run).filter(({ at }) => at > restFrom && at < wakeAt)).toEqual([])
  })

  it('still judges a quiet past the whole rest as unusual', () => {
    const state = replay(fridgeHome(), withReleases(days.filter((e) => e.timestamp.getTime() <= restFrom)), petAt(0, 0), restFrom + 10 * MINUTE_MS).state
    expect(state.lastRoom).toBe('living')
    const limit = assessQuiet(state, wakeAt, false)?.limitMinutes ?? 0
    // the whole rest (about 125 min) is within the limit, and the limit is no more than the day's factor and margin on it
    expect(limit).toBeGreaterThan((wakeAt - restFrom) / MINUTE_MS)
    expect(limit).toBeLessThan(1.1 * ((wakeAt - restFrom) / MINUTE_MS + 5) + 22 + 1)
  })
})
