import { describe, expect, it } from 'vitest'
import { createState } from './engine'
import { behavioralPatterns } from './insights'
import { syntheticHome } from './synthetic-home'

/** A home in `timeZone` whose engine has an open alert of `type`, raised at `raisedAt` */
function withOpenQuiet(timeZone: string, type: 'inactivity' | 'emergency', raisedAt: string) {
  const state = createState(new Date('2026-10-01T00:00:00Z'), syntheticHome(timeZone))
  state.open[type] = { type, severity: 'high', raisedAt: Date.parse(raisedAt) }
  return state
}

describe('the Behavioral Patterns texts on the home’s clock', () => {
  it('gives an open quiet spell’s start in the home’s time, named, not as a UTC code', () => {
    const [quiet] = behavioralPatterns(withOpenQuiet('America/New_York', 'inactivity', '2026-11-25T08:10:00Z'))
    expect(quiet).toMatchObject({ anomalyType: 'unusual_inactivity', description: 'An unusually long quiet spell is going on (alert raised Wed 25 Nov, 03:10 GMT-5).' })
  })
  it('a possible fall at 01:30 on the night London’s clocks go back says which 01:30', () => {
    const [fall] = behavioralPatterns(withOpenQuiet('Europe/London', 'emergency', '2026-10-25T01:30:00Z'))
    expect(fall).toMatchObject({ anomalyType: 'possible_fall', description: 'An unusually long quiet spell is going on (alert raised Sun 25 Oct, 01:30 GMT).' })
  })
  it('leaves a home with nothing open as the engine says: only that the checks wait for more days', () => {
    expect(behavioralPatterns(createState(new Date('2026-10-01T00:00:00Z'), syntheticHome('UTC'))).map((p) => p.anomalyType)).toEqual(['routine_still_being_learned'])
  })
})
