import { describe, expect, it } from 'vitest'
import { fallRiskHeadline } from './fall-risk-sensors'

describe('the Fall Risk result line', () => {
  it('gives the level, the verdict, its kind and how sure, when the sensor was judged', () => {
    expect(fallRiskHeadline({ emergencyLevel: 'high', isFall: true, confidence: 0.8 }, 'No movement since the bathroom')).toEqual({
      level: 'HIGH',
      verdict: 'Possible fall detected',
      detail: 'No movement since the bathroom · 80% confidence',
    })
    expect(fallRiskHeadline({ emergencyLevel: 'low', isFall: false, confidence: 0.5 }, null)).toEqual({ level: 'LOW', verdict: 'No fall detected', detail: '50% confidence' })
  })

  it("says 'Not assessed' and why where nothing was judged: not the stand-in 'LOW · No fall detected · 50% confidence'", () => {
    expect(fallRiskHeadline({ emergencyLevel: 'low', isFall: false, confidence: 0.5, unassessed: 'Out of the home' }, null)).toEqual({
      level: null,
      verdict: 'Not assessed',
      detail: 'Out of the home',
    })
  })
})
