import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm'
import { subscriptions } from '../../db/schema'
import type { Db } from '../../lib/db'
import { dayOverEverywhere } from './lifecycle'

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type SubscriptionValues = Omit<typeof subscriptions.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>

export async function findSubscription(db: Db, clientId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, clientId))
  return row
}

/** Serialises changes to one home's subscription (and its sensor count) until the transaction ends */
export async function lockClient(db: Db, clientId: string) {
  await db.execute(sql`select 1 from users where id = ${clientId} for update`)
}

/** Creates the circle's one subscription row or overwrites it (a new trial, an administrator's edit) */
export async function upsertSubscription(db: Db, clientId: string, values: SubscriptionValues) {
  const [row] = await db
    .insert(subscriptions)
    .values({ ...values, userId: clientId })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning()
  return row!
}

export async function updateSubscription(db: Db, id: string, values: Partial<SubscriptionValues>) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning()
  return row!
}

/**
 * Subscriptions whose trial, period or last day has passed, locked for this transaction; rows another
 * instance is renewing right now are skipped (it will have done them).
 */
export async function lockDueSubscriptions(db: Db, now: Date, limit: number) {
  const over = dayOverEverywhere(now)
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['trialing', 'active']),
        or(lte(subscriptions.trialEndsAt, now), lte(subscriptions.nextBillingDate, now), and(isNotNull(subscriptions.endDate), sql`${subscriptions.endDate} < ${over}`)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true })
}
