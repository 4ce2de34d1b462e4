import type { CircleSummary } from '@contracts/circles'
import { describe, expect, it } from 'vitest'
import { homeToOpen, otherHomesNeedingAttention } from './other-homes'

const home = (clientId: string, openAlerts: number, topSeverity: CircleSummary['topSeverity'] = null, topAlertAt: string | null = null) =>
  ({ clientId, firstName: clientId, lastName: null, email: null, timeZone: 'UTC', openAlerts, topSeverity, topAlertAt }) as CircleSummary

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

describe('the home a browser with no home chosen opens on', () => {
  const at = (hhmm: string) => `2026-03-01T${hhmm}:00.000Z`
  const cases: { name: string; circles: CircleSummary[]; opens: string | undefined }[] = [
    { name: 'no homes: none', circles: [], opens: undefined },
    { name: 'no open alert anywhere: the first in the list', circles: [home('ann', 0), home('bea', 0)], opens: 'ann' },
    {
      name: 'the critical one, however far down the list',
      circles: [home('ann', 0), home('bea', 5, 'high', at('12:00')), home('cal', 1, 'critical', at('08:00')), home('dot', 2, 'medium', at('13:00'))],
      opens: 'cal',
    },
    { name: 'high before medium before low', circles: [home('ann', 3, 'low', at('12:00')), home('bea', 1, 'medium', at('11:00')), home('cal', 1, 'high', at('07:00'))], opens: 'cal' },
    { name: 'medium before low', circles: [home('ann', 3, 'low', at('12:00')), home('bea', 1, 'medium', at('11:00'))], opens: 'bea' },
    { name: 'a low alert before no alert', circles: [home('ann', 0), home('bea', 1, 'low', at('11:00'))], opens: 'bea' },
    {
      name: 'of two critical homes, the one whose critical alert is newer',
      circles: [home('ann', 4, 'critical', at('08:00')), home('bea', 1, 'critical', at('09:30')), home('cal', 1, 'critical', at('09:00'))],
      opens: 'bea',
    },
    { name: 'the same severity at the same time: the first in the list', circles: [home('ann', 1, 'high', at('09:00')), home('bea', 1, 'high', at('09:00'))], opens: 'ann' },
  ]
  it.each(cases)('$name', ({ circles, opens }) => {
    expect(homeToOpen(circles)?.clientId).toBe(opens)
  })
})
