// The words the Business page puts on the API's values, and the options of its selects.
import { MANAGED_STATUSES } from '@contracts/business'
import { PAID_PLANS } from '@contracts/billing'
import { BILLING_CYCLES, BILLING_PERIODS, COST_TYPES, type PLANS, type SUBSCRIPTION_STATUSES } from '@contracts/enums'
import type { Option } from '@/components/option-select'

type CostType = (typeof COST_TYPES)[number]
type BillingPeriod = (typeof BILLING_PERIODS)[number]
type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const PLAN_LABELS: Record<(typeof PLANS)[number], string> = { free: 'Free', basic: 'Basic', premium: 'Premium', enterprise: 'Enterprise' }
export const CYCLE_LABELS: Record<(typeof BILLING_CYCLES)[number], string> = { monthly: 'Monthly', yearly: 'Yearly' }

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past Due',
  cancelled: 'Cancelled',
  inactive: 'Inactive',
}

/** The subscription badge's colours: live green, trial blue, owing amber, ended red, off grey */
export const STATUS_TONES: Record<SubscriptionStatus, string> = {
  active: 'border-green-200 bg-green-100 text-green-800',
  trialing: 'border-blue-200 bg-blue-100 text-blue-800',
  past_due: 'border-amber-200 bg-amber-100 text-amber-900',
  cancelled: 'border-red-200 bg-red-100 text-red-800',
  inactive: 'border-slate-200 bg-slate-100 text-slate-800',
}

/** The cost types in the order of the summary's figures (SPEC.md §3) */
export const COST_TYPE_LABELS: Record<CostType, string> = {
  cloud_services: 'Cloud Services',
  ml_processing: 'ML Processing',
  data_storage: 'Data Storage',
  api_calls: 'API Calls',
  infrastructure: 'Infrastructure',
}

export const BILLING_PERIOD_LABELS: Record<BillingPeriod, string> = {
  daily: 'Daily',
  monthly: 'Monthly',
  per_usage: 'Per Usage',
  real_time: 'Real Time',
}

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>): Option<T>[] => values.map((value) => ({ value, label: labels[value] }))

export const PLAN_OPTIONS = optionsOf(PAID_PLANS, PLAN_LABELS)
export const CYCLE_OPTIONS = optionsOf(BILLING_CYCLES, CYCLE_LABELS)
export const MANAGED_STATUS_OPTIONS = optionsOf(MANAGED_STATUSES, STATUS_LABELS)
export const COST_TYPE_OPTIONS = optionsOf(COST_TYPES, COST_TYPE_LABELS)
export const BILLING_PERIOD_OPTIONS = optionsOf(BILLING_PERIODS, BILLING_PERIOD_LABELS)
