// A number the insights return is measured, or named as not known yet (`unscored`): never a stand-in read as a
// measure. Seen in a learning home whose bedroom sensor had never reported: 'Sleep quality 75' from two nights
// (a score that starts at 100 and loses only what a few nights can show), and a home with no front-door sensor
// scored 'Rarely goes out' from the outings it cannot see.
import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { healthScore } from './insights'
import { MINUTE_MS } from './local-time'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, shiftMorning, syntheticHome } from './synthetic-home'
import type { EngineEvent, EngineHome, EngineState } from './types'

const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, 'UTC')

/** `days` days lived (the second one rising two hours late), up to `untilMs`, with the events `keep` lets through */
function lived(home: EngineHome, days: number, untilMs: number, keep: (e: EngineEvent) => boolean): EngineState {
  const events = Array.from({ length: days }, (_, i) => dayEvents(START + i, i === 1 ? shiftMorning(DEFAULT_DAY, 120) : DEFAULT_DAY, 'UTC'))
    .flat()
    .filter((e) => keep(e) && e.timestamp.getTime() <= untilMs)
  let state = createState(new Date(local(0, 0)), home)
  let index = 0
  for (let t = local(0, 0) + 15 * MINUTE_MS; t <= untilMs; t += 15 * MINUTE_MS) {
    const batch: EngineEvent[] = []
    while (index < events.length && (events[index]?.timestamp.getTime() ?? Infinity) <= t) batch.push(events[index++] as EngineEvent)
    state = evaluate(state, batch, new Date(t), home).state
  }
  return state
}

describe('health score parts not known yet', () => {
  const home = syntheticHome('UTC')
  const noBedroom = (e: EngineEvent) => e.deviceKey !== 'bedroom-pir'

  it('does not score sleep in the learning week from two nights, in a home whose bedroom sensor never reported', () => {
    const state = lived(home, 3, local(2, 12), noBedroom)
    expect(state.daily.history.filter((d) => d.riseMinute !== null).length).toBe(2)
    const score = healthScore(state, undefined, home)
    expect(score.unscored).toContain('sleepQuality')
    expect(score.recommendations.join(' ')).not.toMatch(/bathroom visits a night|Nights usually last/)
    // how many more nights, in the part's place and among the recommendations alike
    expect(score.unscoredNeeds).toEqual({ sleepQuality: '1 more night needed' })
    expect(score.recommendations.join(' ')).toContain('Not enough data yet for sleep quality: it is worked out from 3 nights of sleep in the past week (2 seen so far, 1 more needed).')
  })

  it('scores sleep once three nights are read', () => {
    const state = lived(home, 4, local(3, 12), noBedroom)
    expect(state.daily.history.filter((d) => d.riseMinute !== null).length).toBeGreaterThanOrEqual(3)
    expect(healthScore(state, undefined, home).unscored).not.toContain('sleepQuality')
    expect(healthScore(state, undefined, home).unscoredNeeds).toBeUndefined()
  })

  it('does not score social engagement in a home without a front-door sensor, nor advise on outings it cannot see', () => {
    const noDoor: EngineHome = { ...home, devices: home.devices.filter((d) => d.kind !== 'door') }
    const state = lived(noDoor, 5, local(4, 12), (e) => e.kind !== 'door')
    const score = healthScore(state, undefined, noDoor)
    expect(score.unscored).toContain('socialEngagement')
    expect(score.unscoredWhy).toEqual({ socialEngagement: 'No front-door sensor' })
    expect(score.riskFactors.join(' ')).not.toContain('Rarely goes out')
    expect(score.recommendations).toContain('Social engagement is not scored: no front-door sensor is fitted, so outings cannot be seen.')
    // the overall score does not wait for it for ever: the other three, once known
    const weeks = lived(noDoor, 17, local(16, 12), (e) => e.kind !== 'door')
    expect(healthScore(weeks, undefined, noDoor).unscored).toEqual(['socialEngagement'])
    // with the door, the same days are scored
    expect(healthScore(lived(home, 5, local(4, 12), () => true), undefined, home).unscored).not.toContain('socialEngagement')
  })
})
