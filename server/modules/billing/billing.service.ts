import {
  BILLING_MESSAGES,
  DEFAULT_MAX_SENSORS,
  cardExpired,
  TRIAL_DAYS,
  type CurrentSubscription,
  type PaymentMethodInput,
  type SubscriptionCreate,
  type SubscriptionCreated,
} from '../../../contracts/billing'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { countDevices } from '../devices/devices.repository'
import { findSubscription, lockClient, lockDueSubscriptions, updateSubscription, upsertSubscription, type SubscriptionRow } from './billing.repository'
import { advance, billingAnchor, dateOf, isLive, nextBoundary, type LifecycleFields } from './lifecycle'
import { planInfo } from './plans'

export interface BillingDeps {
  db: Db
  now?: () => Date
}

const clock = (deps: BillingDeps) => deps.now?.() ?? new Date()

const lifecycleOf = (row: SubscriptionRow): LifecycleFields => ({ ...row, hasPaymentMethod: row.paymentMethod != null })

/** Brings a stored row up to `now` (a trial that ended, a period that renewed or closed) and saves it */
async function caughtUp(db: Db, row: SubscriptionRow, now: Date) {
  const patch = advance(lifecycleOf(row), now)
  return patch ? updateSubscription(db, row.id, patch) : row
}

/**
 * The circle's subscription row brought up to now and locked for the caller's transaction. The client's
 * user row is locked first, so two requests on a home without a row yet cannot both create one.
 */
async function lockedCurrent(db: Db, clientId: string, now: Date) {
  await lockClient(db, clientId)
  const row = await findSubscription(db, clientId)
  return row ? caughtUp(db, row, now) : undefined
}

export function toCurrent(row: SubscriptionRow | undefined, sensorsUsed: number): CurrentSubscription {
  const pm = row?.paymentMethod
  return {
    status: row?.status ?? 'inactive',
    plan: row?.plan ?? 'free',
    maxSensors: row && isLive(row.status) ? row.maxSensors : DEFAULT_MAX_SENSORS,
    pricePerMonth: row?.pricePerMonth ?? 0,
    billingCycle: row?.billingCycle ?? 'monthly',
    nextBillingDate: row?.nextBillingDate?.toISOString() ?? null,
    trialEndsAt: row?.trialEndsAt?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    paymentMethod: pm ? { brand: pm.brand, last4: pm.last4, expMonth: pm.expMonth, expYear: pm.expYear } : null,
    sensorsUsed,
    endDate: row?.endDate ?? null,
    trialAvailable: !row?.hadTrial,
  }
}

/** The home's plan as it is now; a plain read unless its trial or period has run out, which is then saved */
export async function getCurrentSubscription(deps: BillingDeps, clientId: string) {
  const now = clock(deps)
  const stored = await findSubscription(deps.db, clientId)
  const row = stored && advance(lifecycleOf(stored), now) ? await deps.db.transaction((tx) => lockedCurrent(tx, clientId, now)) : stored
  return toCurrent(row, await countDevices(deps.db, clientId))
}

/**
 * Start Free Trial: 14 days on the chosen plan, billed from their end; a home that had its trial starts
 * the plan at once instead. The answer's clientSecret lets the payment dialog add a card to this plan
 * (and to nothing else: a newer Start replaces it).
 */
export async function createSubscription(deps: BillingDeps, clientId: string, input: SubscriptionCreate): Promise<SubscriptionCreated> {
  const now = clock(deps)
  const plan = planInfo(input.plan)
  const clientSecret = `hw_setup_${newSecretToken()}`
  const row = await deps.db.transaction(async (tx) => {
    const existing = await lockedCurrent(tx, clientId, now)
    if (existing && isLive(existing.status)) throw new AppError('CONFLICT', BILLING_MESSAGES.alreadySubscribed)
    const common = { plan: input.plan, maxSensors: plan.maxSensors, pricePerMonth: plan.price, billingCycle: input.billingCycle, cancelAtPeriodEnd: false, startDate: dateOf(now), endDate: null, hadTrial: true, setupSecretHash: hashSecretToken(clientSecret) }
    if (!existing?.hadTrial) {
      const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60_000)
      return upsertSubscription(tx, clientId, { ...common, status: 'trialing', trialEndsAt, nextBillingDate: trialEndsAt })
    }
    // the home had its trial: the plan starts now, active with the card on file, else due until one is added
    const hasCard = existing.paymentMethod != null
    const anchor = new Date(`${common.startDate}T00:00:00Z`)
    return upsertSubscription(tx, clientId, {
      ...common,
      status: hasCard ? 'active' : 'past_due',
      trialEndsAt: null,
      nextBillingDate: hasCard ? nextBoundary(anchor, input.billingCycle, now) : now,
    })
  })
  return { subscription: toCurrent(row, await countDevices(deps.db, clientId)), clientSecret }
}

/** A new clientSecret for the payment dialog of a subscription that is running (to add or replace a card) */
export async function startPaymentSetup(deps: BillingDeps, clientId: string) {
  const now = clock(deps)
  const clientSecret = `hw_setup_${newSecretToken()}`
  await deps.db.transaction(async (tx) => {
    const row = await lockedCurrent(tx, clientId, now)
    if (!row || !isLive(row.status)) throw new AppError('CONFLICT', BILLING_MESSAGES.nothingToPayFor)
    await updateSubscription(tx, row.id, { setupSecretHash: hashSecretToken(clientSecret) })
  })
  return { clientSecret }
}

/** The payment dialog's card, kept as brand, last 4 digits and expiry; a past-due plan turns active */
export async function addPaymentMethod(deps: BillingDeps, clientId: string, input: PaymentMethodInput) {
  const now = clock(deps)
  if (cardExpired(input.expMonth, input.expYear, now)) {
    throw new AppError('VALIDATION', BILLING_MESSAGES.cardExpired, { expMonth: [BILLING_MESSAGES.cardExpired], expYear: [BILLING_MESSAGES.cardExpired] })
  }
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockedCurrent(tx, clientId, now)
    if (!current || !isLive(current.status) || current.setupSecretHash !== hashSecretToken(input.clientSecret)) {
      throw new AppError('BAD_REQUEST', BILLING_MESSAGES.staleSetup, { clientSecret: [BILLING_MESSAGES.staleSetup] })
    }
    const { brand, last4, expMonth, expYear, cardholderName } = input
    const anchor = billingAnchor(current) ?? now
    return updateSubscription(tx, current.id, {
      paymentMethod: { brand, last4, expMonth, expYear, cardholderName },
      setupSecretHash: null,
      ...(current.status === 'past_due' ? { status: 'active' as const, nextBillingDate: nextBoundary(anchor, current.billingCycle, now) } : {}),
    })
  })
  return toCurrent(row, await countDevices(deps.db, clientId))
}

/** Cancel: the plan stays until the end of the period; one already past due ends now (nothing was paid) */
export async function cancelSubscription(deps: BillingDeps, clientId: string) {
  const now = clock(deps)
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockedCurrent(tx, clientId, now)
    if (!current || !isLive(current.status)) throw new AppError('CONFLICT', BILLING_MESSAGES.nothingToCancel)
    if (current.cancelAtPeriodEnd) throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyCancelling)
    if (current.status === 'past_due') {
      return updateSubscription(tx, current.id, { status: 'cancelled', nextBillingDate: null, endDate: dateOf(now), setupSecretHash: null })
    }
    return updateSubscription(tx, current.id, { cancelAtPeriodEnd: true, endDate: dateOf(current.nextBillingDate ?? now) })
  })
  return toCurrent(row, await countDevices(deps.db, clientId))
}

/** Reactivate: offered while a cancelled plan is still running to the end of its period */
export async function reactivateSubscription(deps: BillingDeps, clientId: string) {
  const now = clock(deps)
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockedCurrent(tx, clientId, now)
    if (!current || !current.cancelAtPeriodEnd || !isLive(current.status)) throw new AppError('CONFLICT', BILLING_MESSAGES.nothingToReactivate)
    return updateSubscription(tx, current.id, { cancelAtPeriodEnd: false, endDate: null })
  })
  return toCurrent(row, await countDevices(deps.db, clientId))
}

/**
 * The billing clock: trials that ended, periods that renewed or closed, plans past their last day.
 * Safe to run on every instance at once (rows are claimed with SKIP LOCKED). Answers how many changed.
 */
export async function runBillingClock(deps: BillingDeps, batch = 200) {
  const now = clock(deps)
  let changed = 0
  for (;;) {
    const { seen, moved } = await deps.db.transaction(async (tx) => {
      const due = await lockDueSubscriptions(tx, now, batch)
      let moved = 0
      for (const row of due) if ((await caughtUp(tx, row, now)) !== row) moved++
      return { seen: due.length, moved }
    })
    changed += moved
    if (seen < batch || moved === 0) return changed
  }
}
