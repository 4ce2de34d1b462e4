import { describe, expect, it } from 'vitest'
import { advance, nextBoundary, type LifecycleFields } from './lifecycle'

const at = (s: string) => new Date(s)
const trial = (over: Partial<LifecycleFields> = {}): LifecycleFields => ({
  status: 'trialing',
  billingCycle: 'monthly',
  trialEndsAt: at('2026-12-06T10:00:00Z'),
  nextBillingDate: at('2026-12-06T10:00:00Z'),
  cancelAtPeriodEnd: false,
  startDate: '2026-11-22',
  endDate: null,
  hasPaymentMethod: true,
  ...over,
})

describe('nextBoundary', () => {
  it('counts months from the anchor, so the 31st bills on the last day of short months and the 31st again', () => {
    const anchor = at('2026-01-31T09:00:00Z')
    expect(nextBoundary(anchor, 'monthly', at('2026-02-01T00:00:00Z'))).toEqual(at('2026-02-28T09:00:00Z'))
    expect(nextBoundary(anchor, 'monthly', at('2026-03-01T00:00:00Z'))).toEqual(at('2026-03-31T09:00:00Z'))
    expect(nextBoundary(anchor, 'monthly', at('2026-03-31T09:00:00Z'))).toEqual(at('2026-04-30T09:00:00Z'))
  })

  it('is the anchor itself while it is ahead, and strictly after now once passed', () => {
    expect(nextBoundary(at('2027-01-01T00:00:00Z'), 'monthly', at('2026-11-22T00:00:00Z'))).toEqual(at('2027-01-01T00:00:00Z'))
    expect(nextBoundary(at('2026-11-22T00:00:00Z'), 'monthly', at('2026-11-22T00:00:00Z'))).toEqual(at('2026-12-22T00:00:00Z'))
    expect(nextBoundary(at('2024-02-29T00:00:00Z'), 'yearly', at('2026-11-22T00:00:00Z'))).toEqual(at('2027-02-28T00:00:00Z'))
    expect(nextBoundary(at('2020-05-10T00:00:00Z'), 'yearly', at('2026-05-09T23:59:59Z'))).toEqual(at('2026-05-10T00:00:00Z'))
  })
})

describe('advance', () => {
  it('leaves a trial alone until it ends', () => {
    expect(advance(trial(), at('2026-12-06T09:59:59Z'))).toBeNull()
  })

  it('turns a trial with a card active, billed a period after the trial', () => {
    expect(advance(trial(), at('2026-12-06T10:00:00Z'))).toEqual({ status: 'active', nextBillingDate: at('2027-01-06T10:00:00Z') })
    expect(advance(trial({ billingCycle: 'yearly' }), at('2026-12-07T00:00:00Z'))).toEqual({ status: 'active', nextBillingDate: at('2027-12-06T10:00:00Z') })
  })

  it('makes a trial without a card past due, and ends a cancelled one on its last day', () => {
    expect(advance(trial({ hasPaymentMethod: false }), at('2026-12-06T10:00:00Z'))).toEqual({ status: 'past_due', nextBillingDate: at('2026-12-06T10:00:00Z') })
    expect(advance(trial({ cancelAtPeriodEnd: true }), at('2026-12-20T00:00:00Z'))).toEqual({
      status: 'cancelled',
      cancelAtPeriodEnd: false,
      nextBillingDate: null,
      endDate: '2026-12-06',
    })
  })

  it('renews an active plan, catching up on periods missed while the server was off', () => {
    const active = trial({ status: 'active', nextBillingDate: at('2027-01-06T10:00:00Z') })
    expect(advance(active, at('2027-01-06T09:00:00Z'))).toBeNull()
    expect(advance(active, at('2027-04-01T00:00:00Z'))).toEqual({ nextBillingDate: at('2027-04-06T10:00:00Z') })
  })

  it('closes an active plan set to end at its period, and one past the last day an administrator set', () => {
    const cancelling = trial({ status: 'active', nextBillingDate: at('2027-01-06T10:00:00Z'), cancelAtPeriodEnd: true })
    expect(advance(cancelling, at('2027-01-06T10:00:00Z'))).toMatchObject({ status: 'cancelled', endDate: '2027-01-06', nextBillingDate: null })
    // the last day is a date someone typed in their own zone: it lasts until it is over everywhere (UTC−12)
    const byHand = trial({ status: 'active', trialEndsAt: null, startDate: '2026-01-15', endDate: '2026-12-31', nextBillingDate: at('2027-01-15T00:00:00Z') })
    expect(advance(byHand, at('2027-01-01T11:59:59Z'))).toBeNull()
    expect(advance(byHand, at('2027-01-01T12:00:00Z'))).toMatchObject({ status: 'cancelled', nextBillingDate: null })
  })

  it('renews a plan set up by hand from its start date', () => {
    const byHand = trial({ status: 'active', trialEndsAt: null, startDate: '2026-01-31', nextBillingDate: at('2026-02-28T00:00:00Z') })
    expect(advance(byHand, at('2026-03-01T00:00:00Z'))).toEqual({ nextBillingDate: at('2026-03-31T00:00:00Z') })
  })

  it('never moves an inactive, cancelled or past-due plan', () => {
    for (const status of ['inactive', 'cancelled', 'past_due'] as const) {
      expect(advance(trial({ status, trialEndsAt: at('2020-01-01T00:00:00Z'), nextBillingDate: at('2020-01-01T00:00:00Z') }), at('2026-11-22T00:00:00Z'))).toBeNull()
    }
  })
})
