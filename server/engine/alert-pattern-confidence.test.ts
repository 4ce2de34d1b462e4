// A pattern drawn from an open alert (a long quiet spell, a possible fall, out in the night) is as sure as the days
// behind it (alert-pattern-confidence.ts): it said 90% confidence of a quiet alert on the second day of learning.
import { describe, expect, it } from 'vitest'
import { alertPatternConfidence } from './alert-pattern-confidence'
import { behavioralPatterns } from './insights'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import { replay } from './test-replay'
import type { EngineEvent } from './types'

const HOME = syntheticHome('UTC')
const START = dayIndexOf('2024-05-06')
const at = (day: number, hour: number) => localInstant(START + day, hour * 60, 'UTC')

/** `days` ordinary days, then on the next her morning up to 08:00 and nothing after it until `until` hours */
function quietAfter(days: number, until: number) {
  const events: EngineEvent[] = []
  for (let d = 0; d < days; d++) events.push(...dayEvents(START + d, DEFAULT_DAY, 'UTC'))
  events.push(...dayEvents(START + days, DEFAULT_DAY, 'UTC').filter((e) => e.timestamp.getTime() < at(days, 8)))
  return replay(HOME, events, at(0, 0), at(days, until), null, 15).state
}

const quietPattern = (days: number, until: number) => behavioralPatterns(quietAfter(days, until)).find((p) => p.anomalyType === 'unusual_inactivity' || p.anomalyType === 'possible_fall')

describe('the confidence of a pattern drawn from an open alert', () => {
  it('is low for a quiet alert on the second day of learning: one alert against a day watched', () => {
    const pattern = quietPattern(1, 22)
    expect(pattern).toBeDefined()
    expect(pattern!.confidence).toBeLessThan(0.5)
  })

  it('is high for one after three weeks of her days without such a quiet', () => {
    const pattern = quietPattern(21, 22)
    expect(pattern).toBeDefined()
    expect(pattern!.confidence).toBeGreaterThanOrEqual(0.85)
    expect(pattern!.confidence).toBeLessThan(1)
  })

  it('follows the days watched, and falls with the quiet alerts she ended herself', () => {
    expect(alertPatternConfidence(2, 0)).toBe(0.4)
    expect(alertPatternConfidence(7, 0)).toBe(0.7)
    expect(alertPatternConfidence(21, 0)).toBeGreaterThan(0.85)
    expect(alertPatternConfidence(21, 4)).toBeLessThan(alertPatternConfidence(21, 1))
    expect(alertPatternConfidence(0, 0)).toBe(0)
    expect(alertPatternConfidence(2, 5)).toBe(0)
  })
})
