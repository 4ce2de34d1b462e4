// The morning the arrival tests start from (arrival-short-trip.test.ts, arrival-caller.test.ts): ten days of the
// test routine, and on the eleventh her seen in the living room until 10:00, then what the test adds.
import { ARRIVAL_KEY } from './arrival'
import { MINUTE_MS } from './local-time'
import { HOME, local, routine } from './offline-test-kit'
import { replay } from './test-replay'
import type { EngineEvent, EngineHome } from './types'

export const DAYS = 10
/** That day's clock */
export const at = (hour: number, minute = 0, seconds = 0) => local(DAYS, hour) + minute * MINUTE_MS + seconds * 1000
/** A report of the front door, or of a motion sensor in the room its key begins with ('living-pir') */
export const report = (deviceKey: string, ms: number, active = true): EngineEvent => {
  const [kind, room] = deviceKey === 'front-door' ? (['door', 'entrance'] as const) : (['motion', deviceKey.split('-')[0] ?? 'hall'] as const)
  return { deviceKey, kind, room, timestamp: new Date(ms), active }
}
/** The front door opened and shut 5 s later */
export const passage = (ms: number) => [report('front-door', ms), report('front-door', ms + 5000, false)]
/** Her usual days, that day up to 10:00 (seen in the living room until then), then `then` */
export const morning = (then: EngineEvent[]) =>
  [...routine(DAYS + 1).filter((e) => e.timestamp.getTime() < at(9, 59)), report('living-pir', at(9, 58)), ...then].sort(
    (a, b) => a.timestamp.getTime() - b.timestamp.getTime(),
  )
/** A caller let in at 10:00, she seen with them in from 10:20 (two sensors, no door), last seen 10:50 */
export const callerIn = [...passage(at(10)), report('living-pir', at(10, 20)), report('kitchen-pir', at(10, 22)), report('living-pir', at(10, 50))]
/** The caller let in and out (the door at 11:00 from home), then the door again `minute` minutes past 11, then `then` */
export const callerOutThenDoor = (minute: number, then: EngineEvent[] = []) => morning([...callerIn, ...passage(at(11)), ...passage(at(11, minute)), ...then])
/** The front door's watch's alerts ('Came in, nothing since' and its kin) on the test home (or `home`), up to `until` */
export const arrivals = (events: EngineEvent[], until: number, home: EngineHome = HOME) =>
  replay(home, events, local(0, 0), until, null, 1).alerts.filter(({ alert }) => alert.dedupeKey === ARRIVAL_KEY)
/** The same after the morning and `then`, on `home`: the reports of sensors it lacks left out */
export const arrivalsAfterMorning = (home: EngineHome, then: EngineEvent[], until: number) =>
  arrivals(morning(then).filter((e) => home.devices.some((d) => d.key === e.deviceKey)), until, home)
/** Where no sensor sees the hall: the door at 10:00, her seen 3 min later and until 10:50 with no door between (she let a caller in) */
export const letInUnseen = [...passage(at(10)), report('living-pir', at(10, 3)), report('kitchen-pir', at(10, 20)), report('living-pir', at(10, 50))]
/** Then the door at 11:00 (the caller leaving) and at 11:03 (she goes out), nothing inside since */
export const callerThenHerOut = [...letInUnseen, ...passage(at(11)), ...passage(at(11, 3))]
