// How the Billing page words and shows a subscription (SPEC.md §2 Billing, §4, §9)
import { MONTHS_PAID_PER_YEAR, type CurrentSubscription } from '@contracts/billing'
import type { BILLING_CYCLES } from '@contracts/enums'
import { format, parseISO } from 'date-fns'
import { PLAN_LABELS } from '@/lib/format/subscription'

type Cycle = (typeof BILLING_CYCLES)[number]

/** What a year saves against twelve months: '2 months free', so twice the monthly price */
export const yearlySaving = (pricePerMonth: number) => Math.round(pricePerMonth * (12 - MONTHS_PAID_PER_YEAR) * 100) / 100

export const PER_PERIOD: Record<Cycle, string> = { monthly: '/month', yearly: '/year' }

/**
 * 'MMM dd, yyyy' (SPEC.md §2). An instant is shown on the viewer's calendar; a bare day (YYYY-MM-DD,
 * the day a plan ends) is that day wherever the viewer is.
 */
export const formatDay = (value: string) => format(parseISO(value), 'MMM dd, yyyy')

/** A plan's name: the plan list's when it is loaded, else the usual word for it */
export const planLabel = (plan: CurrentSubscription['plan'], plans?: Partial<Record<string, { name: string }>>) => plans?.[plan]?.name ?? PLAN_LABELS[plan]

/**
 * The moment a plan set to end stops: the end of its trial or of its period, shown on the viewer's own
 * calendar like the other dates (the stored last day is a UTC date, a day off near midnight elsewhere)
 */
export const periodEnd = (sub: Pick<CurrentSubscription, 'status' | 'nextBillingDate' | 'trialEndsAt' | 'endDate'>) =>
  (sub.status === 'trialing' ? sub.trialEndsAt : sub.nextBillingDate) ?? sub.endDate

/** The date the card shows and what it is called: the trial's end, the next bill, or the last day */
export function billingDate(sub: Pick<CurrentSubscription, 'status' | 'nextBillingDate' | 'trialEndsAt' | 'cancelAtPeriodEnd' | 'endDate'>) {
  if (sub.cancelAtPeriodEnd) {
    const end = periodEnd(sub)
    return { label: 'Ends on', value: end ? formatDay(end) : 'No end date' }
  }
  const label = sub.status === 'trialing' ? 'Trial ends' : 'Next billing'
  // a trial without an end date (made by hand) is not ended, nor billed, at its next billing date
  const at = sub.status === 'trialing' ? sub.trialEndsAt : sub.nextBillingDate
  return { label, value: at ? formatDay(at) : 'No billing date' }
}
