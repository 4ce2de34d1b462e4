// The 'less activity' check of a home with a pet counts a few openings of a fridge or a cupboard a day (decision 0145):
// a count that small varies by chance more than ten usual days may show. pet-s97 (a cat, a fridge): ten days of 6-9
// openings read as 'usually 5.9 per 16 hours, within 0.7', and four days of 3-5 as 'Less activity than usual' though
// her days were as ever (the activities annotated 15-19 a day throughout). The spread is at least chance's.
import { describe, expect, it } from 'vitest'
import { findDrifts } from './pattern-change'
import { ordinaryDay } from './test-days'

/** pet-s97's days from 6 Jan 2025 as the engine closed them: the fridge's openings and the minutes at home */
const FRIDGE = [7, 7, 8, 9, 9, 8, 6, 9, 8, 9, 7, 5, 4, 3, 5]
const HOME_MINUTES = [1388, 1271, 1335, 1405, 1440, 1440, 1344, 1388, 1142, 1440, 1288, 1440, 1440, 1197, 1399]
const s97 = FRIDGE.map((sure, i) => ordinaryDay(20_094 + i, { sureActivations: sure, homeMinutes: HOME_MINUTES[i]!, awayMinutes: 1440 - HOME_MINUTES[i]! }))
const lessActivity = (days: typeof s97) => findDrifts(days, new Set(), 'sure').find((drift) => drift.kind === 'less_activity')

describe('less activity on a pet home’s sure count', () => {
  it('does not read four days of a fridge opened 3-5 times, after ten of 6-9, as less activity: chance gives as much', () => {
    const drift = lessActivity(s97)
    expect(drift?.baseline).toBeCloseTo(5.88, 1)
    expect(drift?.isAlert).toBe(false)
  })

  it('still reads the fridge opened once a day, after four, as less activity', () => {
    const days = [...Array.from({ length: 12 }, (_, i) => ordinaryDay(i, { sureActivations: 4 })), ...Array.from({ length: 5 }, (_, i) => ordinaryDay(12 + i, { sureActivations: 1, homeMinutes: 1440, awayMinutes: 0 }))]
    expect(lessActivity(days)).toMatchObject({ isAlert: true, driftingDays: 5 })
  })
})
