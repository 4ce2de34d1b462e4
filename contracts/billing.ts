import { z } from 'zod'
import { BILLING_CYCLES, type PLANS, type SUBSCRIPTION_STATUSES } from './enums'
import { whenLeftOut } from './text'

/** The plans a home can subscribe to (SPEC.md §9: basic, premium, enterprise); 'free' is having none */
export const PAID_PLANS = ['basic', 'premium', 'enterprise'] as const
export type PaidPlan = (typeof PAID_PLANS)[number]

export const TRIAL_DAYS = 14
/** The sensors a home may have without a running plan (SPEC.md §9: maxSensors defaults to 1) */
export const DEFAULT_MAX_SENSORS = 1

/** Statuses in which the home has its plan: its sensor limit applies and it can be cancelled */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due'] as const satisfies readonly (typeof SUBSCRIPTION_STATUSES)[number][]
export const isLive = (status: (typeof SUBSCRIPTION_STATUSES)[number]) => (LIVE_STATUSES as readonly string[]).includes(status)
/** A year costs ten months of the plan's price ('2 months free') */
export const MONTHS_PAID_PER_YEAR = 10

/** A plan card (SPEC.md §3): its monthly price and sensor limit come from the server */
export interface PlanInfo {
  name: string
  price: number
  maxSensors: number
  features: string[]
}
export type PlanMap = Record<PaidPlan, PlanInfo>

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

/** What is kept of a card: enough to recognise it, never its number or code */
export interface PaymentMethod {
  brand: CardBrand
  last4: string
  expMonth: number
  expYear: number
  cardholderName: string
}

/** The circle's subscription (SPEC.md §3), or the defaults when it has none (status inactive, plan free) */
export interface CurrentSubscription {
  status: (typeof SUBSCRIPTION_STATUSES)[number]
  plan: (typeof PLANS)[number]
  maxSensors: number
  pricePerMonth: number
  billingCycle: (typeof BILLING_CYCLES)[number]
  nextBillingDate: string | null
  trialEndsAt: string | null
  cancelAtPeriodEnd: boolean
  paymentMethod: Omit<PaymentMethod, 'cardholderName'> | null
  /** sensors the home has registered, against maxSensors */
  sensorsUsed: number
  /** the last day of a subscription that has ended or is set to (YYYY-MM-DD) */
  endDate: string | null
  /** whether Start Free Trial gives this home a trial: one per home; after it, a new plan starts at once */
  trialAvailable: boolean
}

export const BILLING_MESSAGES = {
  planRequired: 'Choose a plan: basic, premium or enterprise',
  cycleRequired: 'Choose monthly or yearly billing',
  alreadySubscribed: 'This home already has a subscription. Cancel it, or ask an administrator to change its plan.',
  nothingToCancel: 'This home has no subscription to cancel.',
  nothingToPayFor: 'This home has no subscription to add a card to.',
  alreadyCancelling: 'This subscription is already set to end at the close of its billing period.',
  nothingToReactivate: 'Only a subscription set to end at the close of its billing period can be reactivated.',
  staleSetup: 'This payment form has expired. Close it and start again from the billing page.',
  cardExpired: 'This card has expired.',
  nameRequired: 'Enter the name on the card',
  nameTooLong: 'Name too long (at most 100 characters)',
} as const

export const SubscriptionCreate = z.object({
  plan: z.enum(PAID_PLANS, { message: BILLING_MESSAGES.planRequired }),
  billingCycle: z.enum(BILLING_CYCLES, { message: BILLING_MESSAGES.cycleRequired }).default('monthly'),
})
export type SubscriptionCreate = z.infer<typeof SubscriptionCreate>

/** The answer to Start Free Trial: the payment dialog opens with clientSecret (SPEC.md §7) */
export interface SubscriptionCreated {
  subscription: CurrentSubscription
  clientSecret: string
}

/**
 * Adding a card with the built-in provider: the browser checks the whole number and code and sends
 * only what is kept (docs/decisions/0008-payments.md).
 */
export const PaymentMethodInput = z.strictObject(
  {
  clientSecret: z.string({ error: whenLeftOut(BILLING_MESSAGES.staleSetup) }).min(1, BILLING_MESSAGES.staleSetup).max(200, BILLING_MESSAGES.staleSetup),
  cardholderName: z.string({ message: BILLING_MESSAGES.nameRequired }).trim().min(1, BILLING_MESSAGES.nameRequired).max(100, BILLING_MESSAGES.nameTooLong),
  brand: z.enum(CARD_BRANDS, { message: `must be one of ${CARD_BRANDS.join(', ')}` }),
  last4: z.string({ message: 'must be the last 4 digits of the card' }).regex(/^\d{4}$/, 'must be the last 4 digits of the card'),
  expMonth: z.int({ message: 'must be a month from 1 to 12' }).min(1, 'must be a month from 1 to 12').max(12, 'must be a month from 1 to 12'),
  expYear: z.int({ message: 'must be a four-digit year' }).min(2000, 'must be a four-digit year').max(2100, 'must be a four-digit year'),
  },
  // a client that sends more (the whole number, the code) is told, not silently trimmed
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Only the card's brand, last 4 digits, expiry and name are accepted, not ${issue.keys.join(', ')}` : undefined) },
)
export type PaymentMethodInput = z.infer<typeof PaymentMethodInput>

/** Whether a card is still valid at `now`: it works through the last day of its expiry month */
export function cardExpired(expMonth: number, expYear: number, now: Date) {
  const y = now.getUTCFullYear()
  const m = now.getUTCMonth() + 1
  return expYear < y || (expYear === y && expMonth < m)
}

/** What one billing period costs: a month at the monthly price, or a year at ten months' */
export const periodPrice = (pricePerMonth: number, cycle: (typeof BILLING_CYCLES)[number]) =>
  Math.round(pricePerMonth * (cycle === 'yearly' ? MONTHS_PAID_PER_YEAR : 1) * 100) / 100

/** What a plan brings in a month: a yearly one pays ten months' price over twelve (Business Management) */
export const monthlyValue = (pricePerMonth: number, cycle: (typeof BILLING_CYCLES)[number]) =>
  Math.round((cycle === 'yearly' ? (pricePerMonth * MONTHS_PAID_PER_YEAR) / 12 : pricePerMonth) * 100) / 100
