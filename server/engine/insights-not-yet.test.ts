// What the insights say before they can say anything: a score with too little history behind it is named
// as such (its number is only a stand-in 70), and the Behavioral Patterns say which checks cannot run
// yet rather than 'No unusual patterns found' (the dashboard's empty text, for an empty list).
import { describe, expect, it } from 'vitest'
import { createState } from './engine'
import { behavioralPatterns, healthScore } from './insights'
import { DAY_MS } from './local-time'
import { syntheticHome } from './synthetic-home'
import { dayIndexOf } from './synthetic-home'
import { ordinaryDay } from './test-days'
import type { DaySummary } from './daily'
import type { EngineState } from './types'

const START = dayIndexOf('2024-05-06')

/** A home whose closed days are `days` (one line each), today the day after */
function withDays(days: DaySummary[]): EngineState {
  const state = createState(new Date((START + days.length) * DAY_MS), syntheticHome('UTC'))
  state.daily.history = days
  return state
}
const ordinary = (count: number, over: Partial<DaySummary> = {}) => Array.from({ length: count }, (_, i) => ordinaryDay(START + i, over))

describe('health score with too little history', () => {
  it('names the parts it cannot work out yet, and the overall score until every part has one', () => {
    // past the learning week, not yet two: routine stability needs 15 days, the activity level 10
    const week = healthScore(withDays(ordinary(8)))
    expect(week.unscored).toEqual(['overallScore', 'activityLevel', 'routineStability'])
    expect(week.sleepQuality).toBeGreaterThan(0)
    const fortnight = healthScore(withDays(ordinary(16)))
    expect(fortnight.unscored).toEqual([])
    expect(fortnight.overallScore).toBeGreaterThanOrEqual(75)
  })

  it("says which scores wait and for how long, in the learning week and after it, in words that agree with 'day 1 of 7'", () => {
    const waits = (days: number) => healthScore(withDays(ordinary(days))).recommendations.filter((r) => r.startsWith('Not enough data yet'))
    // day 1 of the learning week: it said 'scores settle after two weeks' beside 'Learning the routine: day 1 of 7'
    // sleep quality waits for nights, not for the 15 days the others do: apart, with how many nights more (session 51)
    expect(waits(0)).toEqual([
      'Not enough data yet for activity level, routine stability, social engagement and the overall score: scores compare recent days with the weeks before, which takes about 15 days (none so far). Alerts do not wait for them: they follow the learned routine from day 8. ' +
        'Not enough data yet for sleep quality: it is worked out from 3 nights of sleep in the past week (none seen so far, 3 more needed).',
    ])
    expect(waits(2)).toEqual([
      'Not enough data yet for activity level, routine stability, social engagement and the overall score: scores compare recent days with the weeks before, which takes about 15 days (2 so far). Alerts do not wait for them: they follow the learned routine from day 8. ' +
        'Not enough data yet for sleep quality: it is worked out from 3 nights of sleep in the past week (2 seen so far, 1 more needed).',
    ])
    // days 8-14: scores still missing, and it said nothing of them
    expect(waits(8)).toEqual([
      'Not enough data yet for activity level, routine stability and the overall score: scores compare recent days with the weeks before, which takes about 15 days (8 so far). Alerts do not wait for them: they follow the learned routine from day 8.',
    ])
    expect(healthScore(withDays(ordinary(8))).recommendations.join(' ')).not.toContain('two weeks')
    expect(waits(16)).toEqual([])
    // past 15 days, a part the sensors never show (no night read) is not promised for later
    expect(healthScore(withDays(ordinary(20, { riseMinute: null, nightBathroomVisits: null, bedMinute: null }))).recommendations.filter((r) => r.startsWith('Not enough data yet'))).toEqual([
      'Not enough data yet for sleep quality and the overall score: it is worked out from 3 nights of sleep in the past week, and the sensors have shown none.',
    ])
  })

  it('has nothing to score on the first day', () => {
    expect(healthScore(withDays([])).unscored).toEqual(['overallScore', 'activityLevel', 'sleepQuality', 'routineStability', 'socialEngagement'])
  })
})

describe('behavioural patterns before the checks can run', () => {
  const notYet = (state: EngineState) => behavioralPatterns(state).filter((p) => p.anomalyType === 'routine_still_being_learned')

  it('says every check waits for more days in the first two weeks, with how many there are', () => {
    const [notice, ...more] = notYet(withDays(ordinary(9)))
    expect(more).toEqual([])
    expect(notice).toMatchObject({ severity: 'low', confidence: 1 })
    expect(notice!.description).toBe(
      'Not enough days yet to look for changes in kitchen visits, activity at home and time away (9 of the 15 days needed so far, 6 more to go). ' +
        'Not enough nights of sleep seen yet to look for changes in getting up and night-time bathroom visits (9 of the 15 nights needed so far, 6 more to go).',
    )
  })

  it('names a check that still waits where nights are not read, how many days so far, and says nothing once all can run', () => {
    // nights never read (a mat that fires all night): getting up and night visits cannot be compared
    const days = ordinary(20, { riseMinute: null, nightBathroomVisits: null })
    expect(notYet(withDays(days))[0]!.description).toBe(
      'Not enough nights of sleep seen yet to look for changes in getting up and night-time bathroom visits (0 of the 15 nights needed so far, 15 more to go).',
    )
    expect(notYet(withDays(ordinary(20)))).toEqual([])
    // some nights read: counts that differ are given as a range
    const someNights = [...ordinary(12, { riseMinute: null, nightBathroomVisits: null }), ...ordinary(2)].map((day, i) => ({ ...day, day: START + i }))
    expect(notYet(withDays(someNights))[0]!.description).toBe(
      'Not enough days yet to look for changes in kitchen visits, activity at home and time away (14 of the 15 days needed so far, 1 more to go). ' +
        'Not enough nights of sleep seen yet to look for changes in getting up and night-time bathroom visits (2 of the 15 nights needed so far, 13 more to go).',
    )
    expect(behavioralPatterns(withDays(ordinary(20)))).toEqual([])
  })

  it('promises no fall alert in the learning week, when only a very long silence raises one', () => {
    const learning = withDays(ordinary(3))
    expect(notYet(learning)[0]!.recommendations).toEqual(['Nothing to do: until the routine is learned, only a silence of 12 hours or more at home raises an alert.'])
    // learned since (began nine days before its clock): the alerts for a quiet spell or a fall carry on
    const learned = withDays(ordinary(9))
    learned.startedAt = learned.clock - 9 * DAY_MS
    learned.startDay -= 9
    expect(notYet(learned)[0]!.recommendations).toEqual(['Nothing to do: alerts for a long quiet spell or a fall carry on meanwhile.'])
  })

  it('says when a part of the routine was never seen, so that fewer of it cannot be told', () => {
    const description = notYet(withDays(ordinary(20, { kitchenVisits: 0 })))[0]!.description
    expect(description).toBe('No kitchen visits seen in the weeks before, so fewer cannot be told.')
  })
})
