// The trial notice of the current subscription card (SPEC.md §2 Billing: 'a trial notice')
import type { CurrentSubscription } from '@contracts/billing'
import { formatDay } from './billing-format'
import { BRAND_NAMES } from './card'

/**
 * What a trial's notice says: until when, and what happens then. A trial made by hand with no end date
 * (staff's tools make one) is not ended by the server at any date, its next billing date included: it
 * was 'You are on a free trial until soon.', which promised an end nobody had set
 */
export function trialNotice(sub: Pick<CurrentSubscription, 'trialEndsAt' | 'paymentMethod'>, name: string, price: string) {
  const card = sub.paymentMethod
  if (!sub.trialEndsAt) {
    return card
      ? `You are on a free trial with no end date set. When it ends, ${BRAND_NAMES[card.brand]} ending ${card.last4} will be charged ${price}.`
      : `You are on a free trial with no end date set. Add a payment method to keep the ${name} plan after it ends.`
  }
  const ends = formatDay(sub.trialEndsAt)
  return card
    ? `You are on a free trial until ${ends}. Then ${BRAND_NAMES[card.brand]} ending ${card.last4} will be charged ${price}.`
    : `You are on a free trial until ${ends}. Add a payment method before then to keep the ${name} plan.`
}
