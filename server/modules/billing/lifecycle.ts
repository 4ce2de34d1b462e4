// The subscription lifecycle of the built-in provider (SPEC.md §4), as pure functions of a clock:
// a trial of 14 days turns active with a card on file (past due without one) unless it was
// cancelled; Cancel ends it at the close of the period; a period renews from a fixed anchor, so a
// plan begun on 31 January bills on the last day of February and 31 March, not drifting to the 28th.
import type { BILLING_CYCLES, SUBSCRIPTION_STATUSES } from '../../../contracts/enums'

export type Status = (typeof SUBSCRIPTION_STATUSES)[number]
export type Cycle = (typeof BILLING_CYCLES)[number]

export { isLive, LIVE_STATUSES } from '../../../contracts/billing'

export interface LifecycleFields {
  status: Status
  billingCycle: Cycle
  nextBillingDate: Date | null
  trialEndsAt: Date | null
  cancelAtPeriodEnd: boolean
  startDate: string | null
  endDate: string | null
  hasPaymentMethod: boolean
}

export type LifecyclePatch = Partial<Omit<LifecycleFields, 'hasPaymentMethod' | 'billingCycle'>>

/** The calendar date (UTC) of an instant, as YYYY-MM-DD */
export const dateOf = (at: Date) => at.toISOString().slice(0, 10)

/**
 * The latest date that is over everywhere on Earth at `now` (its end at UTC−12 has passed). A plan's
 * last day is a date without a zone, typed by someone in theirs: it has ended once this is past it,
 * so nobody anywhere loses a day they were promised.
 */
export const dayOverEverywhere = (now: Date) => dateOf(new Date(now.getTime() - 12 * 60 * 60_000))

/** Whether a plan whose last day is `endDate` has ended by `now` */
export const lastDayPassed = (endDate: string, now: Date) => endDate < dayOverEverywhere(now)

/** `months` calendar months after `at` in UTC, at the same time of day, on the month's last day if it is shorter */
export function addMonthsUtc(at: Date, months: number) {
  const target = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay))
  target.setUTCHours(at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds())
  return target
}

// in UTC, not the server's zone: a daylight-saving change must not move a billing time by an hour
const periodAfter = (anchor: Date, cycle: Cycle, n: number) => addMonthsUtc(anchor, cycle === 'yearly' ? 12 * n : n)

/** The first billing date after `now` counted from `anchor` (the anchor itself if it is still ahead) */
export function nextBoundary(anchor: Date, cycle: Cycle, now: Date) {
  if (anchor > now) return anchor
  const months = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth()
  let n = Math.max(1, cycle === 'yearly' ? Math.floor(months / 12) : months)
  while (periodAfter(anchor, cycle, n) <= now) n++
  while (n > 1 && periodAfter(anchor, cycle, n - 1) > now) n--
  return periodAfter(anchor, cycle, n)
}

/** Where the periods count from: the end of the trial, or the first day for one set up by hand */
export const billingAnchor = (s: Pick<LifecycleFields, 'trialEndsAt' | 'startDate'>) =>
  s.trialEndsAt ?? (s.startDate ? new Date(`${s.startDate}T00:00:00Z`) : null)

const ended = (at: Date): LifecyclePatch => ({ status: 'cancelled', cancelAtPeriodEnd: false, nextBillingDate: null, endDate: dateOf(at) })

/** What has happened to a subscription by `now` since it was stored, or null when nothing has */
export function advance(sub: LifecycleFields, now: Date): LifecyclePatch | null {
  let s = { ...sub }
  const patch: LifecyclePatch = {}
  const apply = (p: LifecyclePatch) => {
    Object.assign(patch, p)
    s = { ...s, ...p }
  }
  if (s.status === 'trialing' && s.trialEndsAt && s.trialEndsAt <= now) {
    if (s.cancelAtPeriodEnd) apply(ended(s.trialEndsAt))
    else if (s.hasPaymentMethod) apply({ status: 'active', nextBillingDate: nextBoundary(s.trialEndsAt, s.billingCycle, now) })
    else apply({ status: 'past_due', nextBillingDate: s.trialEndsAt })
  }
  if (s.status === 'active' && s.endDate && lastDayPassed(s.endDate, now)) {
    apply({ status: 'cancelled', cancelAtPeriodEnd: false, nextBillingDate: null })
  } else if (s.status === 'active' && s.nextBillingDate && s.nextBillingDate <= now) {
    const anchor = billingAnchor(s) ?? s.nextBillingDate
    if (s.cancelAtPeriodEnd) apply(ended(s.nextBillingDate))
    else apply({ nextBillingDate: nextBoundary(anchor, s.billingCycle, now) })
  }
  return Object.keys(patch).length > 0 ? patch : null
}
