import type { CircleSummary } from '@contracts/circles'
import { describe, expect, it } from 'vitest'
import { otherHomesNeedingAttention } from './other-homes'

const home = (clientId: string, openAlerts: number, topSeverity: CircleSummary['topSeverity'] = null) =>
  ({ clientId, firstName: clientId, lastName: null, email: null, timeZone: 'UTC', openAlerts, topSeverity }) as CircleSummary

describe('other homes that need attention', () => {
  it('counts the homes with open alerts other than the one on screen, and says so', () => {
    const circles = [home('mum', 1, 'critical'), home('percy', 2, 'high'), home('quiet', 0)]
    expect(otherHomesNeedingAttention(circles, 'mum')).toEqual({ count: 1, isUrgent: true, label: '1 other home has open alerts' })
    expect(otherHomesNeedingAttention(circles, 'quiet')).toEqual({ count: 2, isUrgent: true, label: '2 other homes have open alerts' })
  })

  it('is not urgent for medium or low alerts, and says nothing when no other home has any', () => {
    expect(otherHomesNeedingAttention([home('a', 0), home('b', 1, 'medium')], 'a')).toMatchObject({ count: 1, isUrgent: false })
    expect(otherHomesNeedingAttention([home('a', 3, 'critical'), home('b', 0)], 'a')).toEqual({ count: 0, isUrgent: false, label: null })
  })
})
