// The words the Business page puts on the API's values, and the options of its selects.
import { MANAGED_STATUSES } from '@contracts/business'
import { PAID_PLANS } from '@contracts/billing'
import { BILLING_CYCLES, BILLING_PERIODS, COST_TYPES } from '@contracts/enums'
import type { Option } from '@/components/option-select'
import { CYCLE_LABELS, PLAN_LABELS, SUBSCRIPTION_STATUS } from '@/lib/format/subscription'

type CostType = (typeof COST_TYPES)[number]
type BillingPeriod = (typeof BILLING_PERIODS)[number]

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
export const MANAGED_STATUS_OPTIONS: Option<(typeof MANAGED_STATUSES)[number]>[] = MANAGED_STATUSES.map((value) => ({ value, label: SUBSCRIPTION_STATUS[value].label }))
export const COST_TYPE_OPTIONS = optionsOf(COST_TYPES, COST_TYPE_LABELS)
export const BILLING_PERIOD_OPTIONS = optionsOf(BILLING_PERIODS, BILLING_PERIOD_LABELS)
