// A drift that comes on over days (getting up later and later, a week unwell) has ordinary days in it.
// With 4 of the last 5 days needed both to raise a pattern change and to keep it, one ordinary day
// resolved it and the next late one raised it again: 'Getting up later' twice in three days on an
// invented home rising 90 min later over three weeks, and twice during an invented week unwell.
import { describe, expect, it } from 'vitest'
import type { DaySummary } from './daily'
import { describeDrift, findDrifts, patternFindings, type PatternDrift } from './pattern-change'

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
  const drift = (recent: number): PatternDrift => ({ kind: 'more_time_away', recent, onDriftingDays: recent, baseline: 34, driftingDays: 4, recentDays: 5, baselineDays: 28, severity: 'medium', confidence: 0.9, isAlert: true })
  it('says a holiday is away all day, not "1 d a day"', () => {
    expect(describeDrift(drift(1440))).toBe('More time away from home: away all day or nearly on 4 of the last 5 days, usually 34 min a day.')
  })
  it('gives the hours of a longer day out', () => {
    expect(describeDrift(drift(300))).toBe('More time away from home: 5 h a day on 4 of the last 5 days, usually 34 min.')
  })
})

// The insights show a drift from 2 drifting days on. The median of all five recent days was quoted as
// what those days were like: an invented home's 'More time away from home: 31 min a day on 2 of the
// last 5 days, usually 28 min' (those two days were away over 2 h 28 min, as the drift requires), and
// 'Getting up later: around 07:10 on 2 of the last 5 days, usually 07:00'.
describe('a drift says what its drifting days were like', () => {
  const rising = (recent: number[]) => findDrifts(history(recent)).find((drift) => drift.kind === 'later_rising')
  it('quotes the drifting days, not an ordinary one, when few days drift', () => {
    const drift = rising([420, 420, 540, 560, 430])
    expect(drift?.driftingDays).toBe(2)
    expect(describeDrift(drift!)).toBe('Getting up later: around 09:10 on 2 of the last 5 days, usually 07:00.')
  })
  it('quotes the drifting days alone when most days drift (the ordinary fifth left out)', () => {
    const drift = rising([420, LATE, LATE + 10, LATE + 20, LATE])
    expect(describeDrift(drift!)).toBe('Getting up later: around 09:05 on 4 of the last 5 days, usually 07:00.')
  })
  it('says more time away in the hours those days were away', () => {
    const away = (awayMinutes: number[]) => [...Array.from({ length: 28 }, (_, i) => ({ ...day(i, 420), awayMinutes: 30 + (i % 3) })), ...awayMinutes.map((minutes, i) => ({ ...day(28 + i, 420), awayMinutes: minutes }))]
    const drift = findDrifts(away([30, 240, 31, 300, 29])).find((d) => d.kind === 'more_time_away')
    expect(describeDrift(drift!)).toBe('More time away from home: 4 h 30 min a day on 2 of the last 5 days, usually 31 min.')
  })
})
