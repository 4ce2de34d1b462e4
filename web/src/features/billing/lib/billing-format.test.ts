import { describe, expect, it } from 'vitest'
import { billingDate, formatDay, yearlySaving } from './billing-format'

// noon UTC: the same calendar day in every zone the tests may run in
const TRIAL_END = '2026-04-29T12:00:00.000Z'
const BASE = { status: 'trialing', nextBillingDate: TRIAL_END, trialEndsAt: TRIAL_END, cancelAtPeriodEnd: false, endDate: null } as const

describe('yearlySaving', () => {
  it('is two months of the plan, to the cent', () => {
    expect(yearlySaving(19.99)).toBe(39.98)
    expect(yearlySaving(9.99)).toBe(19.98)
    expect(yearlySaving(49.99)).toBe(99.98)
  })
})

describe('formatDay', () => {
  it('shows an instant and a bare day as MMM dd, yyyy', () => {
    expect(formatDay(TRIAL_END)).toBe('Apr 29, 2026')
    expect(formatDay('2026-05-01')).toBe('May 01, 2026')
  })
})

describe('billingDate', () => {
  it.each([
    ['a trial: its end', BASE, { label: 'Trial ends', value: 'Apr 29, 2026' }],
    ['an active plan: the next bill', { ...BASE, status: 'active', trialEndsAt: '2026-03-01T12:00:00.000Z' }, { label: 'Next billing', value: 'Apr 29, 2026' }],
    ['no date to bill', { ...BASE, status: 'active', nextBillingDate: null }, { label: 'Next billing', value: 'No billing date' }],
    ['a trial set to end: when the trial does', { ...BASE, cancelAtPeriodEnd: true, endDate: '2026-04-29' }, { label: 'Ends on', value: 'Apr 29, 2026' }],
    [
      'an active plan set to end: when its period does, not the stored UTC day',
      { ...BASE, status: 'active', trialEndsAt: null, nextBillingDate: '2026-06-15T12:00:00.000Z', cancelAtPeriodEnd: true, endDate: '2026-06-14' },
      { label: 'Ends on', value: 'Jun 15, 2026' },
    ],
  ] as const)('%s', (_, sub, expected) => expect(billingDate(sub)).toEqual(expected))
})
