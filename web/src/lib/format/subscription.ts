// How a subscription reads wherever it is shown (the Billing page, Business Management): money, plan,
// billing cycle and status, in one place so the two pages never word or colour it differently.
import type { BILLING_CYCLES, PLANS, SUBSCRIPTION_STATUSES } from '@contracts/enums'

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** '$1,234.56'; a value that is not a number shows as '$0.00' rather than '$NaN' */
export const formatMoney = (amount: number) => USD.format(Number.isFinite(amount) ? amount : 0)

export const PLAN_LABELS: Record<(typeof PLANS)[number], string> = { free: 'Free', basic: 'Basic', premium: 'Premium', enterprise: 'Enterprise' }
export const CYCLE_LABELS: Record<(typeof BILLING_CYCLES)[number], string> = { monthly: 'Monthly', yearly: 'Yearly' }

export type SubscriptionTone = 'green' | 'blue' | 'red' | 'grey'

/** A status's badge: running green, trial blue, owing red, ended or off grey */
export const SUBSCRIPTION_STATUS: Record<(typeof SUBSCRIPTION_STATUSES)[number], { label: string; tone: SubscriptionTone }> = {
  active: { label: 'Active', tone: 'green' },
  trialing: { label: 'Free Trial', tone: 'blue' },
  past_due: { label: 'Past Due', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
  inactive: { label: 'Inactive', tone: 'grey' },
}
