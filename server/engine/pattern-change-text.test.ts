// The 'less activity' text with small counts: a cat home counts only what a pet cannot set off (decision 0145), a fridge's
// few openings, and the text said '1 sensor activations per 16 hours at home …, usually 3' (0.7 against 2.9), or '0'
// for a fridge opened 0.4 times in a full day at home
import { describe, expect, it } from 'vitest'
import { describeDrift, type PatternDrift } from './pattern-change'

const lessActivity = (onDriftingDays: number, baseline: number, driftingDays = 4): PatternDrift => ({
  kind: 'less_activity',
  recent: onDriftingDays,
  onDriftingDays,
  baseline,
  driftingDays,
  recentDays: 5,
  baselineDays: 15,
  severity: 'medium',
  confidence: 0.9,
  isAlert: true,
})

describe("the 'less activity' text", () => {
  it('says small counts per full day at home, to one decimal', () => {
    expect(describeDrift(lessActivity(3.2, 5.9))).toBe('Less activity at home: 3.2 sensor activations in a full day at home on 4 of the last 5 days, usually 5.9.')
    expect(describeDrift(lessActivity(0.7, 2.9, 5))).toBe('Less activity at home: 0.7 sensor activations in a full day at home on 5 of the last 5 days, usually 2.9.')
  })

  it('puts one activation in the singular, and none as none', () => {
    expect(describeDrift(lessActivity(0.96, 3.04))).toBe('Less activity at home: 1 sensor activation in a full day at home on 4 of the last 5 days, usually 3.')
    expect(describeDrift(lessActivity(0.02, 2.4, 3))).toBe('Less activity at home: no sensor activations in a full day at home on 3 of the last 5 days, usually 2.4.')
  })

  it('says small counts from ten up whole', () => {
    expect(describeDrift(lessActivity(10.4, 17.6))).toBe('Less activity at home: 10 sensor activations in a full day at home on 4 of the last 5 days, usually 18.')
  })

  it('says a home of every sensor as ever: per 16 hours at home, whole', () => {
    expect(describeDrift(lessActivity(331.4, 427.2, 5))).toBe('Less activity at home: 331 sensor activations per 16 hours at home on 5 of the last 5 days, usually 427.')
  })
})
