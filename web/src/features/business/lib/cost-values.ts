// The Record Cost form's values: where they start and what goes to the contract's CostInput check.
import type { BILLING_PERIODS, COST_TYPES } from '@contracts/enums'

export interface CostValues {
  costType: (typeof COST_TYPES)[number]
  serviceName: string
  /** the number inputs' text */
  amount: string
  usageAmount: string
  usageMetric: string
  billingPeriod: (typeof BILLING_PERIODS)[number]
  date: string
}

/** A new entry: cloud services, billed monthly, on `date` */
export const newCostValues = (date: string): CostValues => ({
  costType: 'cloud_services',
  serviceName: '',
  amount: '',
  usageAmount: '',
  usageMetric: '',
  billingPeriod: 'monthly',
  date,
})

/** A number input's text: empty is missing (not 0) */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text))

/** The amount is required (empty is missing); usage and its unit are optional (empty is none) */
export const toCostRequest = (v: CostValues) => ({
  ...v,
  amount: numberOf(v.amount),
  usageAmount: numberOf(v.usageAmount) ?? null,
  usageMetric: v.usageMetric.trim() || null,
})
