// A caller let out, then she goes out herself (arrival.ts isShortTripBack, presence.ts callerInAt). The front door
// at 10:00 from home, nothing inside for 20 min (taken as her going out), then she is seen in the living room with
// no door since: she never left, someone came in. At 11:00 the door from home again (the caller leaving), at 11:07
// again (she goes out), nothing inside between. Before, the second passage was read as her back from a short trip
// and 'Came in, nothing since' came 3 h on while she was out (invented contacts-s79, 13 Feb 16:59). Not watched
// at all, a fall on her way back from the gate went unsaid all day: it is watched as long as her outings last.
import { describe, expect, it } from 'vitest'
import { ARRIVAL_KEY } from './arrival'
import { callerWatchLimit, learnOutingLength } from './arrival-caller'
import { MINUTE_MS } from './local-time'
import { arrivals, at, callerIn, callerOutThenDoor, DAYS, morning, passage, report } from './arrival-test-kit'
import { NIGHT_OUT_KEY } from './night-out'
import { HOME, local, routine } from './offline-test-kit'
import { newPresence } from './presence'
import { replay } from './test-replay'
import type { EngineEvent } from './types'

describe('a caller let out, then her going out', () => {
  it("is no short trip: she is out from 11:07, and nothing is said at 14:07, nor by 15:00", () => {
    const events = callerOutThenDoor(7)
    // before: 'Came in, nothing since' at 14:07-14:08, 3 h after the second passage; now the watch waits 4 h at least
    // (her outings here last 2 h, so at 15:08 it would say she may be out longer than ever, or fallen)
    expect(arrivals(events, at(15))).toEqual([])
  })

  it("tells the dashboard that the door watched came after a caller's likely leaving, and a plain return not so", () => {
    const events = callerOutThenDoor(7)
    const afterCaller = replay(HOME, events, local(0, 0), at(12), null, 1).status
    expect(afterCaller).toMatchObject({ cameInAt: at(11, 7), cameInAfterCaller: true })
    // no caller: out at 10:00 (nothing inside after), the door back at 11:00, nothing since
    const plain = replay(HOME, morning(passage(at(10)).concat(passage(at(11)))), local(0, 0), at(12), null, 1).status
    expect(plain).toMatchObject({ cameInAt: at(11), cameInAfterCaller: false })
  })

  it('she sees the caller out and is back in 7 min later, nothing moving since: watched longer than a short trip', () => {
    // the same doors as above, but she is back at 11:07 and fell in the hall. With the passage not watched at all
    // (decision 0099 as first shipped) nothing was said all day; now the watch waits as long as her outings last
    // (her routine's are 2 h: the 4-hour floor), and its text does not say she came in
    const events = callerOutThenDoor(7)
    const raised = arrivals(events, at(23, 59))
    expect(raised).toHaveLength(1)
    const [{ at: when, alert }] = raised as [(typeof raised)[number]]
    const limit = Number(alert.metadata?.limitMinutes)
    expect(limit).toBeGreaterThan(180)
    expect((when - at(11, 7)) / MINUTE_MS).toBe(limit + 1)
    expect(alert.title).toBe('The front door, then nothing since')
    expect(alert.metadata).toMatchObject({ cameInAt: new Date(at(11, 7)).toISOString(), afterCaller: true, outingsSeen: 10, longestOutingMinutes: 121 })
    expect(alert.description).toBe(
      'The front door opened at 11:07, 7 min after someone went out by it (perhaps a visitor leaving), and nothing inside has moved since (4 h 1 min). ' +
        'They may have seen the visitor out and come back in, or gone out themselves. None of their last 10 outings lasted so long (the longest 2 h 1 min). ' +
        'If they came back in, they may have fallen on the way: check on them.',
    )
  })

  it("into the night: 'Not back home tonight' hands over to it, naming it", () => {
    // the caller let in at 20:00, let out at 21:00, the door again at 21:07 and nothing since: out late at 00:45
    // as she never is, then the watch's 4 h pass at 01:08
    const evening = (then: EngineEvent[]) =>
      [...routine(DAYS + 1).filter((e) => e.timestamp.getTime() < at(19, 59)), report('living-pir', at(19, 58)), ...then].sort(
        (a, b) => a.timestamp.getTime() - b.timestamp.getTime(),
      )
    const callerEvening = [...passage(at(20)), report('living-pir', at(20, 20)), report('kitchen-pir', at(20, 22)), report('living-pir', at(20, 50))]
    const events = evening([...callerEvening, ...passage(at(21)), ...passage(at(21, 7))])
    const run = replay(HOME, events, local(0, 0), local(DAYS + 1, 3), null, 1)
    const keys = run.alerts.map(({ at: when, alert }) => [alert.dedupeKey, (when - at(21, 7)) / MINUTE_MS])
    expect(keys).toEqual([
      [NIGHT_OUT_KEY, expect.any(Number)],
      [ARRIVAL_KEY, 241],
    ])
    expect(run.cleared.find(({ key }) => key === NIGHT_OUT_KEY)?.how).toBe(
      "The front door opened at 21:07 yesterday, but nothing inside has moved since: the alert 'The front door, then nothing since' takes over from this one.",
    )
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

describe('how long the watch after a caller waits (arrival-caller.ts)', () => {
  const hours = (h: number) => h * 60 * MINUTE_MS
  it('learns her outings door to door, not a stay away, and waits the longest and 30 min, 4 h at least, 6 h at most', () => {
    const presence = newPresence()
    expect(callerWatchLimit(presence)).toEqual({ limitMinutes: 360, outingsSeen: 0, longestOutingMinutes: null })
    for (const h of [1, 2, 1, 5]) learnOutingLength(presence, 0, hours(h))
    // four outings: leaning on the 6-hour prior by a fifth
    expect(callerWatchLimit(presence).limitMinutes).toBe(Math.round(0.8 * 330 + 0.2 * 360))
    learnOutingLength(presence, 0, hours(30))
    learnOutingLength(presence, 0, hours(1.5))
    expect(callerWatchLimit(presence)).toEqual({ limitMinutes: 330, outingsSeen: 5, longestOutingMinutes: 300 })
    learnOutingLength(presence, 0, hours(5.75))
    // the longest 5 h 45 min and 30: capped at 6 h
    expect(callerWatchLimit(presence).limitMinutes).toBe(360)
    for (let i = 0; i < 30; i++) learnOutingLength(presence, 0, hours(1))
    expect(callerWatchLimit(presence)).toEqual({ limitMinutes: 240, outingsSeen: 30, longestOutingMinutes: 60 })
    learnOutingLength(presence, 0, hours(20))
    expect(callerWatchLimit(presence).limitMinutes).toBe(360)
  })
})
