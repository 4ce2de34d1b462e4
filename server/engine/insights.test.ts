import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { formatHomeDateTime } from '../../contracts/home-time'
import { fallRiskAssessment } from './falls'
import { assessQuiet } from './inactivity'
import { activityScore, behavioralPatterns, healthScore } from './insights'
import { MINUTE_MS } from './local-time'
import { quietAlertForecast } from './quiet-forecast'
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

  it('puts checking on them first while a quiet alert is open, however well the weeks scored', () => {
    const state = lived(21, local(20, 12))
    state.open.inactivity = { type: 'inactivity', severity: 'critical', raisedAt: local(20, 11) } as (typeof state.open)[string]
    const score = healthScore(state)
    expect(score.riskFactors).toContain('An unusual inactivity alert is open')
    expect(score.recommendations[0]).toBe('Check on them now: an alert about their quiet is still open (see Alerts)')
  })

  it('does not call a quiet alert open once someone in the circle has resolved it, though the engine still holds it', () => {
    const state = lived(21, local(20, 12))
    state.open.inactivity = { type: 'inactivity', severity: 'high', raisedAt: local(20, 11) } as (typeof state.open)[string]
    const score = healthScore(state, new Set(['sensor_offline']))
    expect(score.riskFactors).not.toContain('An unusual inactivity alert is open')
    expect(score.recommendations).not.toContain('Check on them now: an alert about their quiet is still open (see Alerts)')
    expect(healthScore(state, new Set(['inactivity'])).riskFactors).toContain('An unusual inactivity alert is open')
  })

  it('counts an outing as time out from the front door, not from when the door settled', () => {
    // out 13:59 (the door) to 16:00 every day: about two hours out, the 10 minutes the door takes to settle included
    const state = lived(3, local(2, 23, 45))
    const day = state.daily.history.find((d) => d.day === START + 1)!
    expect(day.outings).toBe(1)
    expect(day.awayMinutes).toBeGreaterThanOrEqual(119)
    expect(day.awayMinutes).toBeLessThanOrEqual(125)
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

  it('reads an ordinary night as normal, and a morning with no getting up as below normal once it is well past the usual hour', () => {
    // three weeks of the same days: a bathroom visit at 03:00, up at 07:00
    const night = lived(22, local(21, 2, 30))
    expect(activityScore(night, new Date(local(21, 2, 30)), HOME)).toBeGreaterThanOrEqual(60)
    const noVisit = lived(22, local(21, 4), (day) => (day === 21 ? DEFAULT_DAY.slice(2) : DEFAULT_DAY))
    expect(activityScore(noVisit, new Date(local(21, 4)), HOME)).toBeGreaterThanOrEqual(60)
    const stillInBed = lived(22, local(21, 10), (day) => (day === 21 ? DEFAULT_DAY.slice(0, 2) : DEFAULT_DAY))
    expect(activityScore(stillInBed, new Date(local(21, 10)), HOME)).toBeLessThan(60)
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

  /** The fall picture `minutesAfter` a bathroom visit at 10:57 on day 11 (the usual quiet after it then: 30 min), for `deviceKey` */
  function afterBathroom(minutesAfter: number, deviceKey = 'bathroom-pir') {
    const now = new Date(local(11, 10, 57) + minutesAfter * MINUTE_MS)
    return fallRiskAssessment(evaluate(lived(12, local(11, 10, 57)), [], now, HOME).state, now, deviceKey)
  }

  it('tells a quiet nearing its limit after the bathroom, and a possible fall just past it, with a confidence that follows how far it has gone', () => {
    const early = afterBathroom(10)
    const near = afterBathroom(25)
    expect(near).toMatchObject({ emergencyLevel: 'medium', isFall: false, fallType: 'none' })
    expect(near.riskFactors).toEqual(['Quiet for 26 min after the bathroom', 'Last seen in the bathroom, where falls are most common'])
    // how sure it is that there is no fall: high just after, about half as the limit nears
    expect(early.confidence).toBeGreaterThan(near.confidence)
    expect(near.confidence).toBeGreaterThanOrEqual(0.5)
    expect(near.confidence).toBeLessThan(0.6)
    // a little past the limit a possible fall is about 60 % sure, and nearly certain at twice the limit
    const past = afterBathroom(35)
    expect(past).toMatchObject({ emergencyLevel: 'high', isFall: true, fallType: 'bathroom_then_silence' })
    expect(past.confidence).toBeGreaterThan(0.55)
    expect(past.confidence).toBeLessThan(0.7)
    expect(afterBathroom(60)).toMatchObject({ emergencyLevel: 'critical', confidence: 0.99 })
  })

  it('calls it a possible fall only once the quiet is past its limit, not at it, as the alert does', () => {
    const state = lived(12, local(11, 10, 57))
    const assessAt = (ms: number) => fallRiskAssessment(evaluate(state, [], new Date(ms), HOME).state, new Date(ms), 'bathroom-pir')
    const probeAt = local(11, 10, 57) + 20 * MINUTE_MS
    const quiet = assessQuiet(evaluate(state, [], new Date(probeAt), HOME).state, probeAt, false)
    expect(quiet?.unwatchedMinutes).toBe(0)
    const limitAt = (quiet?.lastMovementAt ?? 0) + (quiet?.limitMinutes ?? 0) * MINUTE_MS
    expect(assessAt(limitAt)).toMatchObject({ emergencyLevel: 'medium', isFall: false, confidence: 0.5, fallType: 'none' })
    expect(assessAt(limitAt + 1000)).toMatchObject({ emergencyLevel: 'high', isFall: true, fallType: 'bathroom_then_silence' })
  })

  it('says nothing is known about a fall while out, before any movement, or for a sensor that was not the last to move', () => {
    const none = { emergencyLevel: 'low', isFall: false, confidence: 0.5, fallType: 'none' }
    const fresh = createState(new Date(local(0, 0)), HOME)
    // its level and confidence are stand-ins: `unassessed` says so, and why ('50% confidence' had read as measured)
    expect(fallRiskAssessment(fresh, new Date(local(0, 1)), 'bathroom-pir')).toEqual({ ...none, riskFactors: ['No recent activity to judge'], unassessed: 'No recent activity to judge' })
    const out = lived(12, local(11, 15)) // out 14:00-16:00
    expect(fallRiskAssessment(out, new Date(local(11, 15)), 'bathroom-pir')).toEqual({ ...none, riskFactors: ['Out of the home'], unassessed: 'Out of the home' })
    const elsewhere = afterBathroom(10, 'kitchen-pir')
    expect(elsewhere).toMatchObject(none)
    expect(elsewhere.riskFactors).toEqual([expect.stringMatching(/^Last activity was elsewhere \(the bathroom\), 1\d min ago$/)])
    expect(elsewhere.unassessed).toBe(elsewhere.riskFactors[0])
    // judged: no `unassessed`, whatever its confidence (0.5 at the limit is a measure)
    expect(afterBathroom(10).unassessed).toBeUndefined()
  })

  it('calls a long quiet after a room where falls are rare, or while learning, prolonged inactivity and not a fall', () => {
    const now = new Date(local(11, 12, 40))
    const living = fallRiskAssessment(evaluate(lived(12, local(11, 11, 40)), [], now, HOME).state, now, 'living-pir')
    expect(living).toMatchObject({ emergencyLevel: 'medium', isFall: false, fallType: 'prolonged_inactivity' })
    expect(living.riskFactors).toEqual(['Quiet for 1 h 8 min after the living room', 'Hearthwatch has raised an alert about this quiet: see Alerts'])
    const learningNow = new Date(local(2, 10, 57) + 13 * 60 * MINUTE_MS)
    const learning = fallRiskAssessment(evaluate(lived(3, local(2, 10, 57)), [], learningNow, HOME).state, learningNow, 'bathroom-pir')
    expect(learning).toMatchObject({ emergencyLevel: 'high', isFall: false, fallType: 'prolonged_inactivity' })
  })

  it("gives the dashboard's 'If nothing moves by …' moment, never the limit of this moment, which moves with the hour", () => {
    // 05:00, asleep since the bathroom visit at 03:07: the limit now, counted from the last movement, says 09:13; the alert comes at 10:12
    const now = new Date(local(12, 5))
    const state = evaluate(lived(13, now.getTime()), [], now, HOME).state
    const quiet = assessQuiet(state, now.getTime(), false)!
    const forecast = quietAlertForecast(state, HOME, now.getTime())!
    const byLimitOfNow = quiet.lastMovementAt + quiet.limitMinutes * MINUTE_MS
    expect(Math.abs(forecast.movementAt! - byLimitOfNow)).toBeGreaterThan(5 * MINUTE_MS)
    const factors = fallRiskAssessment(state, now, 'bedroom-pir', forecast.movementAt).riskFactors
    expect(factors).toContain(`If nothing moves by ${formatHomeDateTime(new Date(forecast.movementAt!), 'UTC')}, Hearthwatch will alert`)
    expect(factors.join(' ')).not.toMatch(/limit/)
    // with the alert raised, that is what is said
    state.open.inactivity = { type: 'inactivity', severity: 'high', raisedAt: now.getTime() } as (typeof state.open)[string]
    expect(fallRiskAssessment(state, now, 'bedroom-pir', null).riskFactors).toContain('Hearthwatch has raised an alert about this quiet: see Alerts')
  })

  it('counts two or more night-time bathroom visits a night this week as a risk factor', () => {
    const state = lived(8, local(7, 12))
    const nights = (visits: (number | null)[]) => visits.map((v, i) => ({ ...state.daily.history.at(-1)!, day: START + i, nightBathroomVisits: v }))
    const factors = (visits: (number | null)[]) => {
      state.daily.history = nights(visits)
      return fallRiskAssessment(state, new Date(local(7, 12)), 'living-pir').riskFactors.filter((f) => f.includes('night-time bathroom'))
    }
    // three older nights without visits do not count; a night not read does not count as none
    expect(factors([0, 0, 0, 2, 2, 2, 2, 2, 3, null])).toEqual(['2.2 night-time bathroom visits a night this week'])
    expect(factors([2, 2, 2, 2, 2, 2, null])).toEqual(['2.0 night-time bathroom visits a night this week'])
    expect(factors([1, 1, 1, 2, 2, 2, null])).toEqual([])
    // two nights seen this week are no figure of her nights: nothing until three, as the Health Score's sleep quality waits
    expect(factors([null, null, null, null, null, 3, 3])).toEqual([])
    expect(factors([null, null, null, null, 3, 3, 3])).toEqual(['3.0 night-time bathroom visits a night this week'])
  })

  it('exposes the routine as activity_patterns rows', () => {
    const rows = activityPatternRows(lived(10, local(9, 23)).routine)
    expect(rows).toHaveLength(6 * 168)
    const kitchenMorning = rows.filter((row) => row.deviceKey === 'kitchen-pir' && row.hour === 7)
    expect(Math.min(...kitchenMorning.map((row) => row.expectedActivity))).toBeGreaterThan(5)
    expect(rows.every((row) => row.confidence >= 0 && row.confidence <= 1 && row.variance >= 0)).toBe(true)
  })
})

describe('what the activity score learns of past days', () => {
  it('each hour from 01:00 learns once a day, after the 7 learning days, how the day so far ran; midnight has nothing behind it', () => {
    const state = lived(21, local(21, 0))
    const weight = state.daySpread?.weight ?? []
    expect(weight[0]).toBe(0)
    // 14 days learned, each counting 0.95 of the one after it (about three weeks of memory)
    const days14 = (1 - 0.95 ** 14) / (1 - 0.95)
    for (let hour = 1; hour < 24; hour++) expect(weight[hour]).toBeCloseTo(days14, 2)
    // a steady routine: its days ran close to what the routine expects, hour by hour
    for (let hour = 1; hour < 24; hour++) {
      expect(Math.abs(state.daySpread!.mean[hour]!)).toBeLessThan(3)
      expect(state.daySpread!.variance[hour]).toBeLessThan(1)
    }
  })
})
