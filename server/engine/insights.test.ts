import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { fallRiskAssessment } from './falls'
import { activityScore, behavioralPatterns, healthScore } from './insights'
import { MINUTE_MS } from './local-time'
import { activityPatternRows } from './routine'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, shiftMorning, syntheticHome, type RoutineBlock } from './synthetic-home'
import type { EngineEvent, EngineState } from './types'

const HOME = syntheticHome('UTC')
const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, 'UTC')

function lived(days: number, untilMs: number, blocksOf: (day: number) => RoutineBlock[] = () => DEFAULT_DAY): EngineState {
  const events = Array.from({ length: days }, (_, i) => dayEvents(START + i, blocksOf(i), 'UTC')).flat().filter((e) => e.timestamp.getTime() <= untilMs)
  let state = createState(new Date(local(0, 0)), HOME)
  let index = 0
  for (let t = local(0, 0) + 15 * MINUTE_MS; t <= untilMs; t += 15 * MINUTE_MS) {
    const batch: EngineEvent[] = []
    while (index < events.length && (events[index]?.timestamp.getTime() ?? Infinity) <= t) batch.push(events[index++] as EngineEvent)
    state = evaluate(state, batch, new Date(t), HOME).state
  }
  return evaluate(state, events.slice(index), new Date(untilMs), HOME).state
}

const scores = ['overallScore', 'activityLevel', 'sleepQuality', 'routineStability', 'socialEngagement'] as const

describe('insights from the engine state', () => {
  it('scores a steady routine well and finds no patterns in it', () => {
    const state = lived(21, local(20, 12))
    const score = healthScore(state)
    for (const key of scores) expect(score[key]).toBeGreaterThanOrEqual(0)
    for (const key of scores) expect(score[key]).toBeLessThanOrEqual(100)
    expect(score.overallScore).toBeGreaterThanOrEqual(75)
    expect(score.riskFactors).toEqual([])
    expect(behavioralPatterns(state)).toEqual([])
  })

  it('turns days of later rising into a pattern, a risk factor and advice', () => {
    const state = lived(24, local(23, 23, 45), (day) => (day >= 16 ? shiftMorning(DEFAULT_DAY, 120) : DEFAULT_DAY))
    const [pattern] = behavioralPatterns(state)
    expect(pattern).toMatchObject({ anomalyType: 'later_rising', severity: expect.stringMatching(/low|medium/) })
    expect(pattern?.confidence).toBeGreaterThan(0.5)
    expect(pattern?.confidence).toBeLessThanOrEqual(1)
    expect(pattern?.recommendations.length).toBeGreaterThan(0)
    const score = healthScore(state)
    expect(score.riskFactors.join(' ')).toMatch(/Getting up later/)
    expect(score.routineStability).toBeLessThan(100)
  })

  it('explains a low social score: rarely out, or out only briefly', () => {
    const state = lived(8, local(7, 12))
    const week = (outings: number, awayMinutes: number) =>
      Array.from({ length: 7 }, (_, i) => ({ ...state.daily.history.at(-1)!, day: START + i, outings, awayMinutes, homeMinutes: 1440 - awayMinutes }))
    state.daily.history = week(0.5, 20)
    const brief = healthScore(state)
    expect(brief.socialEngagement).toBeLessThan(50)
    expect(brief.riskFactors).toContain('Little time out of the home: about 20 min a day this week')
    expect(brief.recommendations).toContain('Encourage longer outings: a walk, a club or a visit')
    state.daily.history = week(0, 0)
    expect(healthScore(state).riskFactors).toContain('Rarely goes out: 0.0 outings a day this week')
    state.daily.history = week(1, 180)
    const outgoing = healthScore(state)
    expect(outgoing.socialEngagement).toBe(100)
    expect(outgoing.riskFactors.join(' ')).not.toMatch(/out/)
  })

  it('rates today against the routine: a normal morning scores high, a silent one low', () => {
    const normal = lived(12, local(11, 12, 30))
    expect(activityScore(normal, new Date(local(11, 12, 30)), HOME)).toBeGreaterThanOrEqual(60)
    const silent = lived(12, local(11, 7, 10))
    const later = evaluate(silent, [], new Date(local(11, 12, 30)), HOME).state
    expect(activityScore(later, new Date(local(11, 12, 30)), HOME)).toBeLessThan(40)
  })

  it.each([
    [10, false, 'low'],
    [120, true, 'critical'],
  ])('assesses a possible fall %i minutes after a bathroom visit: isFall %s, %s', (minutesAfter, isFall, level) => {
    const state = lived(12, local(11, 10, 57))
    const now = new Date(local(11, 10, 57) + minutesAfter * MINUTE_MS)
    const after = evaluate(state, [], now, HOME).state
    const assessment = fallRiskAssessment(after, now, 'bathroom-pir')
    expect(assessment).toMatchObject({ isFall, emergencyLevel: level })
    expect(assessment.confidence).toBeGreaterThan(0)
    expect(assessment.confidence).toBeLessThanOrEqual(1)
    expect(assessment.fallType).toBe(isFall ? 'bathroom_then_silence' : 'none')
    expect(fallRiskAssessment(after, now, 'kitchen-pir').isFall).toBe(false)
  })

  it('exposes the routine as activity_patterns rows', () => {
    const rows = activityPatternRows(lived(10, local(9, 23)).routine)
    expect(rows).toHaveLength(6 * 168)
    const kitchenMorning = rows.filter((row) => row.deviceKey === 'kitchen-pir' && row.hour === 7)
    expect(Math.min(...kitchenMorning.map((row) => row.expectedActivity))).toBeGreaterThan(5)
    expect(rows.every((row) => row.confidence >= 0 && row.confidence <= 1 && row.variance >= 0)).toBe(true)
  })
})
