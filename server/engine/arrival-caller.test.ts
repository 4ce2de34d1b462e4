// A caller let out, then she goes out herself (arrival.ts isShortTripBack, presence.ts callerInAt). The front door
// at 10:00 from home, nothing inside for 20 min (taken as her going out), then she is seen in the living room with
// no door since: she never left, someone came in. At 11:00 the door from home again (the caller leaving), at 11:07
// again (she goes out), nothing inside between. Before, the second passage was read as her back from a short trip
// and 'Came in, nothing since' came 3 h on while she was out (invented contacts-s79, 13 Feb 16:59).
import { describe, expect, it } from 'vitest'
import { ARRIVAL_KEY } from './arrival'
import { MINUTE_MS } from './local-time'
import { HOME, local, routine } from './offline-test-kit'
import { replay } from './test-replay'
import type { EngineEvent } from './types'

const DAYS = 10
const at = (hour: number, minute = 0, seconds = 0) => local(DAYS, hour) + minute * MINUTE_MS + seconds * 1000
const report = (deviceKey: string, ms: number, active = true): EngineEvent => {
  const [kind, room] = deviceKey === 'front-door' ? (['door', 'entrance'] as const) : (['motion', deviceKey.split('-')[0] ?? 'hall'] as const)
  return { deviceKey, kind, room, timestamp: new Date(ms), active }
}
/** The front door opened and shut 5 s later */
const passage = (ms: number) => [report('front-door', ms), report('front-door', ms + 5000, false)]
/** Her usual days, that day up to 10:00 (seen in the living room until then), then `then` */
const morning = (then: EngineEvent[]) =>
  [...routine(DAYS + 1).filter((e) => e.timestamp.getTime() < at(9, 59)), report('living-pir', at(9, 58)), ...then].sort(
    (a, b) => a.timestamp.getTime() - b.timestamp.getTime(),
  )
/** A caller let in at 10:00, she seen with them in from 10:20 (two sensors, no door), last seen 10:50 */
const callerIn = [...passage(at(10)), report('living-pir', at(10, 20)), report('kitchen-pir', at(10, 22)), report('living-pir', at(10, 50))]
const arrivals = (events: EngineEvent[], until: number) =>
  replay(HOME, events, local(0, 0), until, null, 1).alerts.filter(({ alert }) => alert.dedupeKey === ARRIVAL_KEY)

describe('a caller let out, then her going out', () => {
  it("is no short trip: she is out from 11:07, and 'Came in, nothing since' is not said at 14:07", () => {
    const events = morning([...callerIn, ...passage(at(11)), ...passage(at(11, 7))])
    // before: raised at 14:07-14:08, 3 h after the second passage
    expect(arrivals(events, at(15))).toEqual([])
  })

  it('the caller leaves once: a short trip after that is watched as before', () => {
    // the caller leaves at 11:00, she is seen at 11:10, puts the bins out 11:30-11:34 and nothing since
    const events = morning([...callerIn, ...passage(at(11)), report('living-pir', at(11, 10)), ...passage(at(11, 30)), ...passage(at(11, 34))])
    const raised = arrivals(events, at(15))
    expect(raised.map(({ alert }) => alert.metadata?.cameInAt)).toEqual([new Date(at(11, 34)).toISOString()])
  })

  it('nor after a caller let in more than 4 h before: she went out and came back from a short trip', () => {
    const events = morning([...callerIn, ...passage(at(15)), ...passage(at(15, 4))])
    const raised = arrivals(events, at(19))
    expect(raised.map(({ alert }) => alert.metadata?.cameInAt)).toEqual([new Date(at(15, 4)).toISOString()])
  })
})
