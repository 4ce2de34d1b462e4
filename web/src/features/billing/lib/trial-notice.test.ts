import { describe, expect, it } from 'vitest'
import { billingDate } from './billing-format'
import { trialNotice } from './trial-notice'

// noon UTC: the same calendar day in every zone the tests may run in
const TRIAL_END = '2026-04-29T12:00:00.000Z'
const VISA = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } as const

describe('trialNotice', () => {
  it('says until when the trial runs, and what is charged then', () => {
    expect(trialNotice({ trialEndsAt: TRIAL_END, paymentMethod: null }, 'Basic', '$29.99')).toBe(
      'You are on a free trial until Apr 29, 2026. Add a payment method before then to keep the Basic plan.',
    )
    expect(trialNotice({ trialEndsAt: TRIAL_END, paymentMethod: VISA }, 'Basic', '$29.99')).toBe(
      'You are on a free trial until Apr 29, 2026. Then Visa ending 4242 will be charged $29.99.',
    )
  })

  it('promises no end to a trial that has none set', () => {
    const noEnd = trialNotice({ trialEndsAt: null, paymentMethod: null }, 'Premium', '$49.99')
    expect(noEnd).toBe('You are on a free trial with no end date set. Add a payment method to keep the Premium plan after it ends.')
    expect(trialNotice({ trialEndsAt: null, paymentMethod: VISA }, 'Premium', '$49.99')).toBe(
      'You are on a free trial with no end date set. When it ends, Visa ending 4242 will be charged $49.99.',
    )
    expect(noEnd).not.toMatch(/until/)
  })

  it("agrees with the card's 'Trial ends': no date for a trial without an end, whatever its next billing date", () => {
    const sub = { status: 'trialing', trialEndsAt: null, nextBillingDate: TRIAL_END, cancelAtPeriodEnd: false, endDate: null } as const
    expect(billingDate(sub)).toEqual({ label: 'Trial ends', value: 'No billing date' })
  })
})
