// The days of the tests of her rest in a pet home (pet-rest-bridge.test.ts, pet-rest-whole.test.ts): fifteen days of
// hers; every morning she rests in the living room from her stir at about 08:45 until the bathroom at 10:50 (its
// reports between left out). On days 0-13 the living room's sensor sees one stir at 09:50 (hers or the cat's: the same
// sensor, a report the tracker takes as hers); on day 14 (NAP_DAY) nothing stirs
import { byTime, fridgeUse, herDays, petAt, report } from './test-pet'
import type { EngineEvent } from './types'

export const NAP_DAY = 14
const between = (e: EngineEvent, d: number, from: [number, number], to: [number, number]) => {
  const t = e.timestamp.getTime()
  return t > petAt(d, ...from) && t < petAt(d, ...to)
}
const rested = herDays(NAP_DAY + 1).filter((e) => !Array.from({ length: NAP_DAY + 1 }, (_, d) => d).some((d) => e.deviceKey === 'living-pir' && between(e, d, [8, 50], [10, 50])))
// her walk from the kitchen into the living room shows: she closes the fridge 15 s before its first report of the morning
const firstLiving = (d: number) => Math.min(...rested.filter((e) => e.deviceKey === 'living-pir' && between(e, d, [7, 59], [9, 0])).map((e) => e.timestamp.getTime()))
const stirs = Array.from({ length: NAP_DAY }, (_, d) => report('living-pir', 'motion', 'living', petAt(d, 9, 50)))
export const restDays = byTime([...rested, ...stirs, ...Array.from({ length: NAP_DAY + 1 }, (_, d) => fridgeUse(firstLiving(d) - 35_000)).flat()])
/** Her last report before the rest of NAP_DAY */
export const restFrom = Math.max(...restDays.map((e) => e.timestamp.getTime()).filter((t) => t <= petAt(NAP_DAY, 8, 50)))
