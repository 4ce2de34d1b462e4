// The Manage Subscription form's values (SPEC.md §5): where they start and what is sent.
import { MANAGE_DEFAULTS, MANAGED_STATUSES, type BusinessClient } from '@contracts/business'
import { PAID_PLANS, type PaidPlan } from '@contracts/billing'
import type { BILLING_CYCLES } from '@contracts/enums'

type ManagedStatus = (typeof MANAGED_STATUSES)[number]

export interface ManageValues {
  planType: PaidPlan
  billingCycle: (typeof BILLING_CYCLES)[number]
  /** as typed: the number input's text */
  pricePerMonth: string
  status: ManagedStatus
  startDate: string
  endDate: string
}

const isPaidPlan = (plan: string): plan is PaidPlan => (PAID_PLANS as readonly string[]).includes(plan)
export const isManaged = (status: string): status is ManagedStatus => (MANAGED_STATUSES as readonly string[]).includes(status)

/**
 * The home's subscription where it has one, else the defaults (basic, monthly, 29.99, active) and
 * today. A free plan starts from the defaults' plan and price; a status the form does not offer
 * (trialing, past due) from 'active'.
 */
export function initialValues(subscription: BusinessClient['subscription'], today: string): ManageValues {
  const plan = subscription?.planType
  const paid = subscription && plan && isPaidPlan(plan) ? { planType: plan, pricePerMonth: subscription.pricePerMonth } : null
  return {
    planType: paid?.planType ?? MANAGE_DEFAULTS.planType,
    billingCycle: subscription?.billingCycle ?? MANAGE_DEFAULTS.billingCycle,
    pricePerMonth: String(paid?.pricePerMonth ?? MANAGE_DEFAULTS.pricePerMonth),
    status: subscription && isManaged(subscription.status) ? subscription.status : MANAGE_DEFAULTS.status,
    startDate: subscription?.startDate ?? today,
    endDate: subscription?.endDate ?? '',
  }
}

/** What goes to the contract's ManageSubscription check: an empty price is missing (not 0), an empty end date none */
export const toRequest = (v: ManageValues) => ({
  ...v,
  pricePerMonth: v.pricePerMonth.trim() === '' ? undefined : Number(v.pricePerMonth),
  endDate: v.endDate || null,
})
