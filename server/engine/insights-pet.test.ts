// The Health Score's activity level and the 'less activity' pattern in a home with a cat (decision 0145). A cat
// walking past a motion sensor fires it as she does: counted as hers, a week of her barely moving while the cat
// roamed read as an ordinary activity level with no pattern change, and a week with the cat away (at the vet's, with
// a neighbour) as 'Less activity than usual' though her days were as ever. In such a home both now read each day's
// count of what a pet cannot set off (the fridge here), as the dashboard's activity score does (activity-score-pet.ts).
// Before: her barely moving, activity level 84 and no day drifting (331 activations per 16 h at home against 427, the
// cat's 480 a day among them); the cat away, 42 and 'Less activity' on 5 of 5 days. Now 45 and 'Less activity' (the
// fridge 0.7 per 16 h against 2.9), and 100 with nothing raised.
import { describe, expect, it } from 'vitest'
import { behavioralPatterns, healthScore } from './insights'
import { findDrifts } from './pattern-change'
import { fridgeHome } from './test-pet'
import { livedPetDays, petWeeks, type PetDay } from './test-pet-days'
import type { EngineHome, EngineState } from './types'

/** 17 usual days (with the cat, unless `cat` is false), then 5 days as `later` */
const lived = (home: EngineHome, later: PetDay, cat = true) => livedPetDays(home, petWeeks(later, cat))

const lessActivity = (state: EngineState, home: EngineHome) => behavioralPatterns(state, home).find((p) => p.anomalyType === 'less_activity')

describe('activity level and less activity in a home with a cat', () => {
  const home = fridgeHome()

  it('reads her barely moving while the cat roams as low activity and less activity than usual', () => {
    const state = lived(home, { her: 'barely', cat: true })
    // the engine raised it as the days closed
    expect(state.patterns.map((p) => p.dedupeKey)).toContain('pattern:less_activity')
    const score = healthScore(state, undefined, home)
    expect(score.unscored).not.toContain('activityLevel')
    expect(score.activityLevel).toBeLessThan(60)
    expect(score.riskFactors.join(' ')).toMatch(/Activity at home is down \d+ % on the last week compared with the weeks before/)
    // said of the fridge's small count per full day at home (16 hours), in the pattern's own words, to one decimal
    expect(lessActivity(state, home)?.description).toMatch(/^Less activity at home: \d(\.\d)? sensor activations? in a full day at home on [45] of the last 5 days, usually \d(\.\d)?\.$/)
  })

  it('does not read a week with the cat away as less activity: her days were as ever', () => {
    const state = lived(home, { her: 'usual', cat: false })
    expect(state.patterns.map((p) => p.dedupeKey)).not.toContain('pattern:less_activity')
    expect(lessActivity(state, home)).toBeUndefined()
    const score = healthScore(state, undefined, home)
    expect(score.unscored).not.toContain('activityLevel')
    expect(score.activityLevel).toBeGreaterThanOrEqual(90)
  })
})

describe('activity level and less activity in a home without a pet', () => {
  const home = fridgeHome(false)

  it('counts every activation, as before: the figures are those of her days with the pet-proof count left out', () => {
    const state = lived(home, { her: 'barely', cat: false }, false)
    const without = structuredClone(state)
    for (const day of without.daily.history) delete (day as { sureActivations?: number }).sureActivations
    expect(healthScore(state, undefined, home)).toEqual(healthScore(without, undefined, home))
    expect(behavioralPatterns(state, home)).toEqual(behavioralPatterns(without, home))
    expect(findDrifts(state.daily.history)).toEqual(findDrifts(without.daily.history))
    // and her barely moving is found from every sensor's count
    expect(state.patterns.map((p) => p.dedupeKey)).toContain('pattern:less_activity')
    expect(healthScore(state, undefined, home).activityLevel).toBeLessThan(60)
  })
})
