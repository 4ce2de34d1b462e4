// A drift that comes on over days (getting up later and later, a week unwell) has ordinary days in it.
// With 4 of the last 5 days needed both to raise a pattern change and to keep it, one ordinary day
// resolved it and the next late one raised it again: 'Getting up later' twice in three days on an
// invented home rising 90 min later over three weeks, and twice during an invented week unwell.
import { describe, expect, it } from 'vitest'
import type { DaySummary } from './daily'
import { describeDrift, patternFindings, type PatternDrift } from './pattern-change'

const day = (index: number, riseMinute: number): DaySummary => ({
  day: index,
  homeMinutes: 1300,
  awayMinutes: 140,
  outings: 1,
  activations: 300,
  kitchenVisits: 6,
  bathroomVisits: 6,
  riseMinute,
  bedMinute: -60,
  nightBathroomVisits: 1,
})

/** 28 days up around 07:00, then the last days' getting-up times */
const history = (recent: number[]) => [...Array.from({ length: 28 }, (_, i) => day(i, 420 + ((i % 3) - 1) * 10)), ...recent.map((rise, i) => day(28 + i, rise))]
const LATE = 540
const kinds = (findings: ReturnType<typeof patternFindings>) => findings.map((finding) => finding.dedupeKey)

describe('a pattern change over days', () => {
  it('is raised when 4 of the last 5 days drift', () => {
    expect(kinds(patternFindings(history([420, LATE, LATE, LATE, LATE])))).toEqual(['pattern:later_rising'])
    expect(kinds(patternFindings(history([420, LATE, LATE, 420, LATE])))).toEqual([])
  })

  it('once raised, stays through one ordinary day among five', () => {
    const open = new Set(['later_rising'])
    expect(kinds(patternFindings(history([420, LATE, LATE, 420, LATE]), open))).toEqual(['pattern:later_rising'])
    expect(kinds(patternFindings(history([LATE, LATE, 420, LATE, 420]), open))).toEqual(['pattern:later_rising'])
  })

  it('ends when the drift is mostly gone', () => {
    const open = new Set(['later_rising'])
    expect(kinds(patternFindings(history([LATE, 420, LATE, 420, 420]), open))).toEqual([])
  })
})

describe('more time away, said to a carer', () => {
  const drift = (recent: number): PatternDrift => ({ kind: 'more_time_away', recent, baseline: 34, driftingDays: 4, recentDays: 5, baselineDays: 28, severity: 'medium', confidence: 0.9, isAlert: true })
  it('says a holiday is away all day, not "1 d a day"', () => {
    expect(describeDrift(drift(1440))).toBe('More time away from home: away all day or nearly on 4 of the last 5 days, usually 34 min a day.')
  })
  it('gives the hours of a longer day out', () => {
    expect(describeDrift(drift(300))).toBe('More time away from home: 5 h a day on 4 of the last 5 days, usually 34 min.')
  })
})
