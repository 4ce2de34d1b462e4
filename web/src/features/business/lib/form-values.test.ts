import { CostInput, ManageSubscription, MANAGE_DEFAULTS, BUSINESS_MESSAGES, type BusinessClient } from '@contracts/business'
import { describe, expect, it } from 'vitest'
import { newCostValues, toCostRequest } from './cost-values'
import { initialValues, toRequest } from './manage-values'

type Subscription = NonNullable<BusinessClient['subscription']>
const sub = (over: Partial<Subscription>): Subscription => ({
  planType: 'premium',
  billingCycle: 'yearly',
  pricePerMonth: 19.99,
  status: 'active',
  startDate: '2026-01-05',
  endDate: null,
  ...over,
})

describe('Manage Subscription: initialValues', () => {
  it('starts from the defaults and today for a home with no plan', () => {
    expect(initialValues(null, '2026-11-22')).toEqual({ ...MANAGE_DEFAULTS, pricePerMonth: '29.99', startDate: '2026-11-22', endDate: '' })
  })

  it("starts from the home's own subscription", () => {
    expect(initialValues(sub({ status: 'cancelled', endDate: '2026-06-30' }), '2026-11-22')).toEqual({
      planType: 'premium',
      billingCycle: 'yearly',
      pricePerMonth: '19.99',
      status: 'cancelled',
      startDate: '2026-01-05',
      endDate: '2026-06-30',
    })
  })

  it('offers the default plan and price for a free plan, and active for a status the form does not offer', () => {
    const v = initialValues(sub({ planType: 'free', pricePerMonth: 0, status: 'trialing', startDate: null }), '2026-11-22')
    expect(v).toMatchObject({ planType: 'basic', pricePerMonth: '29.99', status: 'active', startDate: '2026-11-22', billingCycle: 'yearly' })
  })
})

describe('Manage Subscription: what the contract is given', () => {
  const base = initialValues(null, '2026-11-22')
  const check = (over: Partial<typeof base>) => ManageSubscription.safeParse(toRequest({ ...base, ...over }))
  const messageOf = (over: Partial<typeof base>, field: string) => {
    const result = check(over)
    return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message
  }

  it('sends the price as a number and an empty end date as none', () => {
    expect(check({ pricePerMonth: '19.99' }).data).toMatchObject({ pricePerMonth: 19.99, endDate: null })
  })
  it('takes an empty price as missing, not free', () => expect(messageOf({ pricePerMonth: '' }, 'pricePerMonth')).toBe(BUSINESS_MESSAGES.priceInvalid))
  it('refuses a negative price', () => expect(messageOf({ pricePerMonth: '-1' }, 'pricePerMonth')).toBe(BUSINESS_MESSAGES.priceInvalid))
  it('refuses an end before the start', () => expect(messageOf({ endDate: '2026-11-21' }, 'endDate')).toBe(BUSINESS_MESSAGES.endBeforeStart))
  it('takes an end on the start day', () => expect(check({ endDate: '2026-11-22' }).success).toBe(true))
})

describe('Record Cost: what the contract is given', () => {
  const base = { ...newCostValues('2021-03-01'), serviceName: 'Hosting', amount: '12.5' }
  const check = (over: Partial<typeof base>) => CostInput.safeParse(toCostRequest({ ...base, ...over }))

  it('sends numbers, and leaves out usage not given', () => {
    expect(check({}).data).toEqual({ costType: 'cloud_services', serviceName: 'Hosting', amount: 12.5, usageAmount: null, usageMetric: null, billingPeriod: 'monthly', date: '2021-03-01' })
  })
  it('keeps usage and its unit', () => expect(check({ usageAmount: '1200', usageMetric: 'GB-hours' }).data).toMatchObject({ usageAmount: 1200, usageMetric: 'GB-hours' }))
  it('takes an empty amount as missing', () => expect(check({ amount: '' }).error?.issues[0]?.message).toBe(BUSINESS_MESSAGES.amountInvalid))
  it('needs a service name', () => expect(check({ serviceName: '  ' }).error?.issues[0]?.message).toBe(BUSINESS_MESSAGES.serviceRequired))
})
