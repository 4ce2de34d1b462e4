import { describe, expect, it } from 'vitest'
import type { EngineEvent } from '../../server/engine/types'
import type { Annotation, HomeData } from './dataset'
import { at, door, DOOR_AND_FRIDGE, fridge, MINUTE_MS } from './door-and-fridge-test-kit'
import { DEFAULT_EVAL_OPTIONS, evaluateHome } from './evaluate-home'
import { toText } from './report'
import { shortTrips } from './short-trips'

/** Twelve days of a fridge used every half hour from 07:00 to 22:00, an outing each afternoon, and `then` */
function home(then: EngineEvent[], annotations: Annotation[] = []): HomeData {
  const events: EngineEvent[] = [...then]
  for (let day = 0; day < 12; day++) {
    for (let minute = 7 * 60; minute <= 22 * 60; minute += 30) if (minute < 14 * 60 || minute > 16 * 60) events.push(fridge(at(day, 0, minute)))
    events.push(...door(at(day, 14, 5), 10_000), ...door(at(day, 16), 10_000), fridge(at(day, 16, 3)))
  }
  events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
  return { name: 'bins', quietSpellsAreReal: true, events, petEvents: [], annotations, home: { timeZone: 'UTC', devices: DOOR_AND_FRIDGE } }
}

describe('the trial of a fall back from a short trip', () => {
  it('is the second of two passages within 10 min, nothing inside between, the first from home: written down as an outing, or seen inside after', () => {
    const bins = [...door(at(9, 10, 1), 10_000), ...door(at(9, 10, 5), 10_000), fridge(at(9, 10, 8))]
    // written down, and not seen after: still a trip
    const post = [...door(at(10, 11, 1), 10_000), ...door(at(10, 11, 4), 10_000)]
    // out for the day by the second (house C, 3 Dec): no trip
    const held = [...door(at(10, 18, 1), 10_000), ...door(at(10, 18, 4), 10_000), fridge(at(10, 19, 40))]
    const written = [{ start: at(10, 11, 1), end: at(10, 11, 4), activity: 'leave-house' }]
    const trips = shortTrips(home([...bins, ...post, ...held], written), at(8, 0), at(11, 0))
    expect(trips.map((t) => [(t.wentOutAt - at(0, 0)) / MINUTE_MS, (t.firstAt - at(0, 0)) / MINUTE_MS, t.annotated])).toEqual([
      [9 * 1440 + 10 * 60 + 1, 9 * 1440 + 10 * 60 + 5, false],
      [10 * 1440 + 11 * 60 + 1, 10 * 1440 + 11 * 60 + 4, true],
    ])
  })

  it("cuts the log after the door she came back by: 'Came in, nothing since' finds her", () => {
    const bins = [...door(at(9, 10, 1), 10_000), ...door(at(9, 10, 5), 10_000), fridge(at(9, 10, 8))]
    const result = evaluateHome(home(bins), { ...DEFAULT_EVAL_OPTIONS, trials: 5, offlineTrials: 0, outsideTrials: 0 })
    const trip = result.engine.outside.shortTrip
    expect(trip?.trials).toBe(1)
    // before the engine watched a short trip's return: 835 min, 'Not back home tonight' (taken as out from 10:05)
    expect(trip?.missed24h).toBe(0)
    // the watch's 3 h after a short trip
    expect(trip?.medianMinutes).toBeGreaterThanOrEqual(180)
    expect(trip?.medianMinutes).toBeLessThanOrEqual(190)
    expect(result.baselines['fixed-2h']?.outside.shortTrip?.medianMinutes).toBeCloseTo(120.2, 0)
    expect(toText([result])).toMatch(/fallen back from a short trip: trips \(annotated\) +1 \(0\)/)
  })
})
