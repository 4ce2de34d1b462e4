// The parts of a home's copy about its account rather than its sensors: the subscription, the offer of
// a sign-in made to the person, and who was told of what. Never a payment provider's id, a card, a
// link's token or its hash, or the error a mail or push service answered.
import { and, eq, isNull } from 'drizzle-orm'
import { alertNotifications, signInOffers } from '../../db/platform-schema'
import { alerts, subscriptions, users } from '../../db/schema'
import type { Db } from '../../lib/db'
import { nameSql } from '../users/name-sql'

/**
 * The plan, its state and its dates, as the Billing page shows them. Not the card (brand, last digits,
 * expiry, holder's name: it may be a son's or a daughter's, and the Billing page shows it to whoever
 * pays), nor the payment provider's customer, subscription and price ids, nor the hash of a payment
 * dialog's secret.
 */
export async function findPlan(db: Db, clientId: string) {
  const [row] = await db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      maxSensors: subscriptions.maxSensors,
      pricePerMonth: subscriptions.pricePerMonth,
      billingCycle: subscriptions.billingCycle,
      trialEndsAt: subscriptions.trialEndsAt,
      hadTrial: subscriptions.hadTrial,
      nextBillingDate: subscriptions.nextBillingDate,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      createdAt: subscriptions.createdAt,
      updatedAt: subscriptions.updatedAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, clientId))
  return row ?? null
}

/** The sign-in offered to someone whose home was added without one (decision 0025): to which address, by whom, when; never its link */
export async function findSignInOffer(db: Db, clientId: string) {
  const [row] = await db
    .select({
      email: signInOffers.email,
      offeredBy: signInOffers.offeredBy,
      offeredByName: nameSql(users),
      sentAt: signInOffers.sentAt,
      expiresAt: signInOffers.expiresAt,
      acceptedAt: signInOffers.acceptedAt,
      createdAt: signInOffers.createdAt,
    })
    .from(signInOffers)
    .leftJoin(users, eq(users.id, signInOffers.offeredBy))
    .where(eq(signInOffers.userId, clientId))
  return row ?? null
}

const notificationSent = {
  alertId: alertNotifications.alertId,
  personId: alertNotifications.userId,
  name: nameSql(users),
  channel: alertNotifications.channel,
  kind: alertNotifications.kind,
  severity: alertNotifications.severity,
  status: alertNotifications.status,
  attempts: alertNotifications.attempts,
  createdAt: alertNotifications.createdAt,
  sentAt: alertNotifications.sentAt,
}

/**
 * Each e-mail and push sent (or tried) about the home, oldest first: of an alert raised, made more
 * urgent or resolved, or that the home is no longer watched; to whom, and what became of it. A dozen a
 * day at most. Two statements, each along its own index, where one with an OR across the join would
 * read every home's.
 */
export async function listNotificationsSent(db: Db, clientId: string) {
  const [ofAlerts, ofHome] = await Promise.all([
    db
      .select(notificationSent)
      .from(alertNotifications)
      .innerJoin(alerts, eq(alerts.id, alertNotifications.alertId))
      .innerJoin(users, eq(users.id, alertNotifications.userId))
      .where(eq(alerts.userId, clientId)),
    db
      .select(notificationSent)
      .from(alertNotifications)
      .innerJoin(users, eq(users.id, alertNotifications.userId))
      .where(and(eq(alertNotifications.circleId, clientId), isNull(alertNotifications.alertId))),
  ])
  return [...ofAlerts, ...ofHome].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}
