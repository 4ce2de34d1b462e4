// The AI insights tab's words for what the engine answers: the fall type, a score with too little behind it,
// and a finding's grade (a notice has none).
import { describe, expect, it } from 'vitest'
import { fallTypeLabel, healthScoreShown, patternGrade } from './dashboard-rules'

describe('fallTypeLabel', () => {
  it.each([
    ['none', null],
    ['prolonged_inactivity', 'Long quiet spell'],
    ['night_bathroom_visit', 'Night-time bathroom visit that has not ended'],
    ['bathroom_then_silence', 'No movement since the bathroom'],
    ['living_then_silence', 'No movement since the living room'],
    ['other_then_silence', 'No movement since the other room'],
    ['some_new_code', 'some new code'],
  ])('%s → %s: words, never the engine\'s code', (code, words) => expect(fallTypeLabel(code)).toBe(words))
})

describe('healthScoreShown', () => {
  const score = { overallScore: 70, activityLevel: 84, sleepQuality: 70, routineStability: 70, socialEngagement: 100 }
  it("says 'Not enough data yet' in grey for a score the server could not work out, never its stand-in 70", () => {
    const early = { ...score, unscored: ['overallScore', 'routineStability'] as const }
    expect(healthScoreShown({ ...early, unscored: [...early.unscored] }, 'routineStability')).toEqual({ text: 'Not enough data yet', tone: 'grey' })
    expect(healthScoreShown({ ...early, unscored: [...early.unscored] }, 'overallScore')).toEqual({ text: 'Not enough data yet', tone: 'grey' })
    // a real 70 is shown as one
    expect(healthScoreShown({ ...early, unscored: [...early.unscored] }, 'sleepQuality')).toEqual({ text: '70', tone: 'yellow' })
    expect(healthScoreShown({ ...early, unscored: [...early.unscored] }, 'activityLevel')).toEqual({ text: '84', tone: 'green' })
  })
  it("says why in the place of a part no history will score (no front door), not 'Not enough data yet'", () => {
    const noDoor = { ...score, unscored: ['socialEngagement' as const], unscoredWhy: { socialEngagement: 'No front-door sensor' } }
    expect(healthScoreShown(noDoor, 'socialEngagement')).toEqual({ text: 'No front-door sensor', tone: 'grey' })
    expect(healthScoreShown(noDoor, 'activityLevel')).toEqual({ text: '84', tone: 'green' })
  })
  it('says how many more nights sleep quality waits for, where the server says', () => {
    const twoNights = { ...score, unscored: ['overallScore' as const, 'sleepQuality' as const], unscoredNeeds: { sleepQuality: '1 more night needed' } }
    expect(healthScoreShown(twoNights, 'sleepQuality')).toEqual({ text: 'Not enough data yet: 1 more night needed', tone: 'grey' })
    expect(healthScoreShown(twoNights, 'overallScore')).toEqual({ text: 'Not enough data yet', tone: 'grey' })
  })
  it('shows every number from an older server that does not say which are stand-ins', () => {
    expect(healthScoreShown(score, 'routineStability')).toEqual({ text: '70', tone: 'yellow' })
  })
})

describe('patternGrade: a finding is graded, a notice is not', () => {
  it.each([
    ['activity_decline', 'high', 0.8, { severity: 'HIGH', confidence: '80% confidence' }],
    ['sleep_change', 'low', 0.456, { severity: 'LOW', confidence: '46% confidence' }],
    // the engine's notices say what cannot be checked yet: 'LOW, 100% confidence' beside them read as a sure worry
    ['routine_still_being_learned', 'low', 1, null],
    ['routine_checks_paused', 'low', 1, null],
  ])('%s (%s, %d)', (anomalyType, severity, confidence, shown) => {
    expect(patternGrade({ anomalyType, severity, confidence })).toEqual(shown)
  })

  it("names the engine's notices as the engine spells them", async () => {
    const { NOT_YET_ANOMALY, PAUSED_ANOMALY } = await import('../../../../../server/engine/pattern-pause')
    for (const anomalyType of [NOT_YET_ANOMALY, PAUSED_ANOMALY]) expect(patternGrade({ anomalyType, severity: 'low', confidence: 1 })).toBeNull()
  })
})
