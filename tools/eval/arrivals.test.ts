import { describe, expect, it } from 'vitest'
import type { EngineEvent } from '../../server/engine/types'
import { doorPassages } from './arrivals'
import type { Annotation, HomeData } from './dataset'
import { at, door as doorAt, DOOR_AND_FRIDGE, fridge, MINUTE_MS, START } from './door-and-fridge-test-kit'
import { DEFAULT_EVAL_OPTIONS, evaluateHome } from './evaluate-home'
import { toJson, toText } from './report'

const door = (time: number) => doorAt(time, 20_000)

/** Outings, each [day, out at (minute of the day), back at]; annotated or not */
const OUTINGS: [day: number, from: number, to: number, annotated: boolean][] = [
  [2, 10 * 60, 11 * 60, true],
  [4, 14 * 60, 15 * 60 + 30, true],
  // after learning: an annotated morning out, and an afternoon out nobody wrote down
  [8, 10 * 60 + 2, 11 * 60 + 2, true],
  [9, 14 * 60 + 2, 16 * 60 + 2, false],
]

/** Twelve days of a kitchen used every half hour from 07:00 to 22:00, with outings, back in by the front door and the fridge 3 min later */
function home(): HomeData {
  const events: EngineEvent[] = []
  const annotations: Annotation[] = []
  const isOut = (day: number, minute: number) => OUTINGS.some(([d, from, to]) => d === day && minute >= from && minute <= to)
  for (let day = 0; day < 12; day++) {
    for (let minute = 7 * 60; minute <= 22 * 60; minute += 30) if (!isOut(day, minute)) events.push(fridge(at(day, 0, minute)))
  }
  for (const [day, from, to, annotated] of OUTINGS) {
    events.push(...door(at(day, 0, from + 1)), ...door(at(day, 0, to)), fridge(at(day, 0, to + 3)))
    if (annotated) annotations.push({ start: at(day, 0, from + 1), end: at(day, 0, to), activity: 'leave-house' })
  }
  // back on day 8, she opens the door again from inside 4 min later (house A, 10 Mar 06:21): no return
  events.push(...door(at(8, 11, 6)))
  events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
  const devices = DOOR_AND_FRIDGE
  return { name: 'goes-out', quietSpellsAreReal: true, events, petEvents: [], annotations, home: { timeZone: 'UTC', devices } }
}

describe('the trial of a fall on the way in', () => {
  it('reads the front door in passages, and marks the one nearest the end of an annotated outing', () => {
    const passages = doorPassages(home(), at(8, 0), at(11, 0))
    expect(passages.map((p) => [(p.firstAt - START) / MINUTE_MS, (p.lastAt - p.firstAt) / 1000, p.annotated])).toEqual([
      [8 * 1440 + 10 * 60 + 3, 20, false],
      [8 * 1440 + 11 * 60 + 2, 20, true],
      [8 * 1440 + 11 * 60 + 6, 20, false],
      [9 * 1440 + 14 * 60 + 3, 20, false],
      [9 * 1440 + 16 * 60 + 2, 20, false],
    ])
  })

  it('cuts the log after the door she came in by, annotated or known to the engine, and counts from its first report', () => {
    const result = evaluateHome(home(), { ...DEFAULT_EVAL_OPTIONS, trials: 5, offlineTrials: 0, outsideTrials: 0 })
    const arrival = result.engine.outside.arrival
    // the two returns after learning; the doors out are no trial
    expect(arrival?.trials).toBe(2)
    expect(arrival?.annotated).toBe(1)
    // the fixed two-hour rule's silence starts at the door's last report, 20 s after its first
    expect(result.baselines['fixed-2h']?.outside.arrival?.medianMinutes).toBeCloseTo(120.3, 0)
    // 'Came in, nothing since' within the limit learned from two returns (3 min each) leaning on 90 min; before, 'Not back home tonight' at 23:30
    expect(arrival?.missed24h).toBe(0)
    expect(arrival?.p90Minutes).toBeLessThanOrEqual(70)
    expect(result.engine.arrivalAlerts).toBe(0)
    expect(toJson([result]).homes[0]?.engine.outside.arrival).toEqual(arrival)
    expect(toText([result])).toMatch(/fallen on the way in: returns \(annotated\) +2 \(1\)/)
  })
})
