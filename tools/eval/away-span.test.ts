import { describe, expect, it } from 'vitest'
import type { EngineEvent } from '../../server/engine/types'
import type { Annotation, HomeData } from './dataset'
import { at, door as doorAt, DOOR_AND_FRIDGE, fridge, MINUTE_MS } from './door-and-fridge-test-kit'
import { DEFAULT_EVAL_OPTIONS, evaluateHome } from './evaluate-home'

const door = (time: number) => doorAt(time, 5000)

/**
 * Ten days of a kitchen used every half hour from 07:00 to 22:00; annotated for days 0-7 only (a night in
 * bed each, and a morning out on day 3). On day 8 she goes out at 10:00 and is back on day 9 at 22:00, after
 * the annotations stop: nobody wrote down where she was then
 */
function home(): HomeData {
  const events: EngineEvent[] = []
  const annotations: Annotation[] = []
  for (let day = 0; day < 10; day++) {
    for (let minute = 7 * 60; minute <= 22 * 60; minute += 30) {
      const time = at(day, 0, minute)
      const out = (day === 3 && time >= at(3, 10) && time <= at(3, 12)) || (time >= at(8, 10) && time <= at(9, 22))
      if (!out) events.push(fridge(time))
    }
    if (day < 8) annotations.push({ start: at(day, 22, 30), end: at(day + 1, 6, 45), activity: 'go-to-bed' })
  }
  events.push(...door(at(3, 10, 5)), ...door(at(3, 11, 55)), fridge(at(3, 11, 57)))
  events.push(...door(at(8, 10, 5)), ...door(at(9, 21, 55)), fridge(at(9, 21, 57)))
  annotations.push({ start: at(3, 10, 5), end: at(3, 11, 55), activity: 'leave-house' })
  events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
  const devices = DOOR_AND_FRIDGE
  return { name: 'annotated-for-a-week', quietSpellsAreReal: true, events, petEvents: [], annotations, home: { timeZone: 'UTC', devices } }
}

describe('agreement of in or out with the annotations', () => {
  it('is scored only while the annotations run: an outing after the last one is no time away while home', () => {
    const result = evaluateHome(home(), { ...DEFAULT_EVAL_OPTIONS, trials: 5, offlineTrials: 0, outsideTrials: 0 })
    // before: the 36 h out after the annotations stopped counted as away while home (precision 0.05)
    expect(result.away?.awayPrecision).toBeGreaterThan(0.95)
    expect(result.away?.awayRecall).toBeGreaterThan(0.85)
    // from the first night's bedtime (day 0 22:30) to the last annotation's end (day 8 06:45)
    expect(result.away?.minutes).toBe((at(8, 6, 45) - at(0, 22, 30)) / MINUTE_MS + 1)
  })
})
