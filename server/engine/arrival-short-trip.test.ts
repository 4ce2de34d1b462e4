// Back from a short trip (arrival.ts isShortTripBack). She puts the bins out at 10:00 and is back in by the
// front door at 10:04: two passages inside presence's 10-min settle, nothing inside between, read as one door
// out. Before, a fall in the hall after it raised nothing until 'Not back home tonight' (house A: never).
// The synthetic day: in the living room 08:00-12:00, out 14:00-16:00 and seen in the hall at 16:02 (her
// returns take 2 min, so her limit after a door is about half an hour; back from a short trip she is back to
// her day at home, and the watch waits its longest, 3 h).
import { describe, expect, it } from 'vitest'
import { ARRIVAL_KEY } from './arrival'
import { MINUTE_MS } from './local-time'
import { at, DAYS, morning, passage, report } from './arrival-test-kit'
import { HOME, local, routine } from './offline-test-kit'
import { quietAlerts, replay } from './test-replay'
import type { EngineEvent } from './types'

const run = (events: EngineEvent[], until = at(14)) => replay(HOME, events, local(0, 0), until, null, 1)
const arrivals = (events: EngineEvent[], until?: number) => run(events, until).alerts.filter(({ alert }) => alert.dedupeKey === ARRIVAL_KEY)

describe('a fall on the way back in from a short trip', () => {
  it("the bins: out at 10:00, back in at 10:04 and nothing since is 'Came in, nothing since', 3 h on", () => {
    const bins = run(morning([...passage(at(10)), ...passage(at(10, 4))]))
    const [raised, ...more] = bins.alerts.filter(({ alert }) => alert.dedupeKey === ARRIVAL_KEY)
    // before: nothing at all (taken as out from 10:04, the quiet alerts stood down)
    expect(raised).toBeDefined()
    expect(more).toEqual([])
    // not her returns' half hour: back from the bins she is back to her day at home, and may sit or nap
    expect((raised!.at - at(10, 4)) / MINUTE_MS).toBeGreaterThanOrEqual(180)
    expect((raised!.at - at(10, 4)) / MINUTE_MS).toBeLessThanOrEqual(182)
    expect(raised!.alert).toMatchObject({ type: 'emergency', severity: 'high', title: 'Came in, nothing since' })
    expect(raised!.alert.description).toMatch(
      /^The front door opened at 10:04, 4 min after they went out by it, and nothing inside has moved since \(3 h( 1 min)?\)\. They may have fallen on the way in\. Unless someone else came and went, check on them\.$/,
    )
    expect(raised!.alert.metadata).toMatchObject({ cameInAt: new Date(at(10, 4)).toISOString(), wentOutAt: new Date(at(10)).toISOString() })
    expect(quietAlerts(bins).map(({ alert }) => alert.dedupeKey)).toEqual([ARRIVAL_KEY])
    // the status says the door once she is taken as out
    expect(bins.status).toMatchObject({ atHome: false, cameInAt: at(10, 4) })
  })

  it('back in and about as usual is no cause, and her wait after a short trip does not become her limit', () => {
    const after = routine(DAYS + 1).filter((e) => e.timestamp.getTime() > at(10, 5))
    const back = run(morning([...passage(at(10)), ...passage(at(10, 4)), report('hall-pir', at(10, 5)), ...after]))
    expect(quietAlerts(back)).toEqual([])
    expect(back.state.presence.cameIn ?? null).toBeNull()
    expect(back.state.presence.returnGaps).toHaveLength(10)
  })

  it('a door held open while she went out is one passage, no trip: nothing is raised while she is out', () => {
    // opened at 10:00, shut at 10:03 behind her
    expect(arrivals(morning([report('front-door', at(10)), report('front-door', at(10, 3), false)]))).toEqual([])
    // house C on 3 Dec: the door open since before, shut at 10:00, opened at 10:03 and left so as she went
    expect(arrivals(morning([report('front-door', at(9, 59, 30)), report('front-door', at(10), false), report('front-door', at(10, 3))]))).toEqual([])
  })

  it('out again after coming back from the bins is a departure: the door after it is her return, watched as one', () => {
    // the bins 10:00-10:04, unseen in the hall, out at 10:30 for good; back 12:00 and nothing since
    const again = [...passage(at(10)), ...passage(at(10, 4)), ...passage(at(10, 30)), ...passage(at(12))]
    const raised = arrivals(morning(again))
    expect(raised.map(({ alert }) => alert.metadata?.cameInAt)).toEqual([new Date(at(12)).toISOString()])
  })

  it('a door sensor that reports only its openings never tells a trip from a door held open, and is not watched so', () => {
    expect(arrivals(morning([report('front-door', at(10)), report('front-door', at(10, 4))]))).toEqual([])
  })
})
