// A cat home: the hall's motion sensor turning on seconds before the front door opens is someone inside at the door,
// her going out (pet-door.ts isAtDoorInside). The invented pet-s139 went out for ten minutes, came back, moved about
// the hall (the cat, to the engine) and went out again: the engine took the second going out for her return and
// alerted 'came in, nothing since' 32 min later while she was out (16 Jan, 7 Feb).
// The synthetic day: her usual days, then day DAYS as each case writes it from 13:58.
import { describe, expect, it } from 'vitest'
import { ARRIVAL_KEY } from './arrival'
import { MINUTE_MS } from './local-time'
import { HOME, local, routine } from './offline-test-kit'
import { replay, type Replay } from './test-replay'
import type { EngineEvent } from './types'

const DAYS = 10
const PET_HOME = { ...HOME, devices: [...HOME.devices, { key: 'fridge', kind: 'contact' as const, room: 'kitchen' }], pets: true }
const SECOND = 1000
const at = (hour: number, minute = 0, second = 0) => local(DAYS, hour) + minute * MINUTE_MS + second * SECOND
const report = (deviceKey: string, ms: number, active = true): EngineEvent => {
  const [kind, room] = deviceKey === 'front-door' ? (['door', 'entrance'] as const) : (['motion', deviceKey.split('-')[0] ?? 'hall'] as const)
  return { deviceKey, kind, room, timestamp: new Date(ms), active }
}
/** The door opened at `ms` and shut 5 s later; `hallAt`: the hall seeing someone between */
const door = (ms: number, hallAt?: number): EngineEvent[] => [report('front-door', ms), ...(hallAt === undefined ? [] : [report('hall-pir', hallAt)]), report('front-door', ms + 5 * SECOND, false)]
const day = (then: EngineEvent[]) => [...routine(DAYS + 1).filter((e) => e.timestamp.getTime() < at(13, 58)), ...then].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
const arrivals = (run: Replay) => run.alerts.filter(({ alert }) => alert.dedupeKey === ARRIVAL_KEY)
/** Hall reports every 40 s from `from` (ms) up to `to` */
const hallEvery40s = (from: number, to: number) => Array.from({ length: Math.floor((to - from) / (40 * SECOND)) + 1 }, (_, i) => report('hall-pir', from + i * 40 * SECOND))

describe('someone in the hall as the front door opens, in a cat home', () => {
  it('out for ten minutes, back and still a quarter of an hour, then out again from the hall: no "came in" while she is out', () => {
    // out at 14:00 from the hall; back at 14:09 (the hall 2 s into the door); nothing till 14:24, the living room and
    // the hall up to the door at 14:26; out till the end
    const events = day([
      report('hall-pir', at(13, 59, 30)),
      ...door(at(14)),
      report('living-pir', at(14, 7)),
      ...door(at(14, 9), at(14, 9, 2)),
      report('living-pir', at(14, 24)),
      report('hall-pir', at(14, 24, 2)),
      report('hall-pir', at(14, 25, 10)),
      report('hall-pir', at(14, 25, 59)),
      ...door(at(14, 26)),
    ])
    const run = replay(PET_HOME, events, local(0, 0), at(17), null, 5)
    // before: 'The front door opened at 14:26 while they were out …' at 14:57
    expect(arrivals(run)).toEqual([])
    expect(run.status).toMatchObject({ atHome: false, awaySince: at(14, 26, 5) })
  })

  it('back from a short trip and about the hall till she goes again: the door she goes by is not her return', () => {
    // out at 14:00 with the cat in the hall right after; back at 14:09; the hall every 40 s till the door at 14:14
    const events = day([
      report('hall-pir', at(13, 59, 30)),
      ...door(at(14)),
      report('hall-pir', at(14, 0, 20)),
      ...door(at(14, 9), at(14, 9, 1)),
      ...hallEvery40s(at(14, 10, 10), at(14, 13, 59)),
      report('hall-pir', at(14, 14, 29)),
      ...door(at(14, 14, 30)),
    ])
    const run = replay(PET_HOME, events, local(0, 0), at(17), null, 5)
    // before: taken as out 14:00-14:14 on the cat's doubt, back at 14:14, and 'came in, nothing since' at 14:45
    expect(arrivals(run)).toEqual([])
    expect(run.status).toMatchObject({ atHome: false })
  })

  it('the cat in the hall half a minute before she opens the door from outside: her return is still watched', () => {
    // out at 14:00; the cat in the hall at 15:59:30; she opens the door at 16:00 and nothing moves after
    const events = day([report('hall-pir', at(13, 59, 30)), ...door(at(14)), report('hall-pir', at(15, 59, 30)), ...door(at(16))])
    const run = replay(PET_HOME, events, local(0, 0), at(18), null, 5)
    const [raised] = arrivals(run)
    expect(raised).toBeDefined()
    expect((raised!.at - at(16)) / MINUTE_MS).toBeLessThanOrEqual(40)
  })

  it('a home without a pet is read as before: motion right before the door while she is out ends no outing by itself', () => {
    const events = day([report('hall-pir', at(13, 59, 30)), ...door(at(14)), report('hall-pir', at(15, 59, 58)), ...door(at(16))])
    const run = replay(HOME, events, local(0, 0), at(18), null, 5)
    expect(arrivals(run)).toHaveLength(1)
  })
})
