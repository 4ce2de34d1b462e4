// A home with a cat whose days were closed before each day kept a count of what a pet cannot set off (decision 0145),
// or counted it with other marked sensors, or has no such sensor at all: the activity level and the 'less activity'
// pattern say they are not known yet, or why they never will be, and never read a missing count as no activity.
import { describe, expect, it } from 'vitest'
import { behavioralPatterns, healthScore } from './insights'
const PET_NO_SURE_ACTIVITY = 'Activity level is not scored: with a pet at home, these sensors cannot tell its movement from theirs.'
import { NOT_YET_ANOMALY } from './pattern-pause'
import { fridgeHome, petAt } from './test-pet'
import { petDayEvents, petWeeks } from './test-pet-days'
import { replay } from './test-replay'
import type { EngineHome, EngineState } from './types'

const home = fridgeHome()
const days = petWeeks({ her: 'usual', cat: true }, true, 18)
const events = petDayEvents(days)
/** Her usual days with the cat, up to just after day `until` - 1 closed, from a copy of `state` (as of day `from`) or from day 0 */
const livedTo = (h: EngineHome, until: number, from = 0, state: EngineState | null = null) =>
  replay(h, events, petAt(from, 0, state ? 30 : 0), petAt(until, 0, 30), state && structuredClone(state), 15).state

/** The state as an engine from before the count kept it: no day closed with one, nor today's (a state older than decision 0141) */
function asBeforeTheCount(state: EngineState): EngineState {
  const old = structuredClone(state)
  for (const day of old.daily.history) delete day.sureActivations
  delete old.daily.current.sureActivations
  delete old.daily.sureMarks
  return old
}

describe('a home with a cat whose days have no count of what it cannot set off', () => {
  const weeks = asBeforeTheCount(livedTo(home, 20))

  it('does not score the activity level from days without the count, and says it is not known yet', () => {
    const score = healthScore(weeks, undefined, home)
    expect(score.unscored).toEqual(['overallScore', 'activityLevel'])
    expect(score.recommendations).toContain(
      'Not enough data yet for activity level and the overall score: scores compare recent days with the weeks before, which takes about 15 days (none so far). ' +
        'Alerts do not wait for them: they follow the learned routine from day 8.',
    )
    expect(score.riskFactors.join(' ')).not.toContain('Activity at home is down')
    // no pattern is read from a missing count: the check waits, and says so
    const patterns = behavioralPatterns(weeks, home)
    expect(patterns.find((p) => p.anomalyType === 'less_activity')).toBeUndefined()
    expect(patterns.find((p) => p.anomalyType === NOT_YET_ANOMALY)?.description).toContain(
      'Not enough days yet to look for changes in activity at home (0 of the 15 days needed so far, 15 more to go).',
    )
  })

  it('goes on from such a state, and counts the days from the next one closed', () => {
    const state = livedTo(home, 22, 20, weeks)
    // the day it was loaded in had no count begun: the one after has
    expect(state.daily.history.slice(-2).map((day) => day.sureActivations)).toEqual([undefined, 4])
    expect(healthScore(state, undefined, home).recommendations.join(' ')).toContain('which takes about 15 days (1 so far)')
  })

  it('holds an open less-activity alert raised on every activation rather than telling it over while the count is too new', () => {
    const open = structuredClone(weeks)
    const raised = { type: 'pattern_change', severity: 'medium', title: 'Less activity than usual', description: 'Less activity at home: …', dedupeKey: 'pattern:less_activity', metadata: {} } as const
    open.patterns = [raised]
    open.open['pattern:less_activity'] = { type: 'pattern_change', severity: 'medium', raisedAt: petAt(19, 0) } as (typeof open.open)[string]
    const state = livedTo(home, 21, 20, open)
    expect(state.patterns.map((p) => p.dedupeKey)).toContain('pattern:less_activity')
  })
})

describe('a home with a cat whose marked sensors change', () => {
  it('drops the counts made with the other marks: a sensor marked or unmarked is no change in her', () => {
    const state = livedTo(home, 19)
    expect(state.daily.history.filter((day) => day.sureActivations !== undefined).length).toBe(19)
    const marked: EngineHome = { ...home, devices: home.devices.map((d) => (d.key === 'bathroom-pir' ? { ...d, petImmune: true } : d)) }
    const after = livedTo(marked, 21, 19, state)
    // the day the mark came in counted partly without it: the next one counts with it
    expect(after.daily.history.map((day) => day.sureActivations !== undefined)).toEqual([...new Array<boolean>(20).fill(false), true])
    expect(after.daily.sureMarks).toBe('bathroom-pir')
  })
})

describe('a home with a cat and nothing inside it cannot set off', () => {
  const motionOnly: EngineHome = { ...home, devices: home.devices.filter((d) => d.kind !== 'contact') }
  const state = livedTo(motionOnly, 20)

  it('never scores the activity level, says why, and scores the overall from the other three', () => {
    const score = healthScore(state, undefined, motionOnly)
    expect(score.unscored).toEqual(['activityLevel'])
    expect(score.unscoredWhy).toEqual({ activityLevel: 'No sensor a pet cannot set off' })
    expect(score.recommendations).toContain(PET_NO_SURE_ACTIVITY)
    expect(score.recommendations.join(' ')).not.toContain('Not enough data yet for activity level')
    expect(score.overallScore).toBe(Math.round((0.3 * score.sleepQuality + 0.25 * score.routineStability + 0.15 * score.socialEngagement) / 0.7))
  })

  it('does not look for less activity, nor say it waits for days: a week with the cat away is no change in her', () => {
    const catAway = replay(motionOnly, petDayEvents(petWeeks({ her: 'usual', cat: false })), petAt(0, 0), petAt(22, 0, 30), null, 15).state
    expect(catAway.patterns.map((p) => p.dedupeKey)).not.toContain('pattern:less_activity')
    const patterns = behavioralPatterns(catAway, motionOnly)
    expect(patterns.find((p) => p.anomalyType === 'less_activity')).toBeUndefined()
    expect(patterns.map((p) => p.description).join(' ')).not.toContain('activity at home')
  })
})
