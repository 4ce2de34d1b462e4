import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import { pushSubscriptions, vapidKeys } from '../../db/platform-schema'
import type { Db } from '../../lib/db'
import type { VapidKeyPair } from './web-push-crypto'

/** How many browsers one person keeps subscribed: a new one past this drops their oldest */
export const PUSH_SUBSCRIPTIONS_MAX = 10

export interface StoredSubscription {
  id: string
  endpoint: string
  p256dh: string
  auth: string
}

export async function subscriptionsOf(db: Db, userId: string): Promise<StoredSubscription[]> {
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
}

/** Keeps a browser's subscription for this person; one stored for someone else (who signed in on it before) moves to them */
export async function saveSubscription(db: Db, userId: string, subscription: { endpoint: string; p256dh: string; auth: string }) {
  await db.transaction(async (tx) => {
    // Later than every subscription the person has: the app's clock counts whole milliseconds (and the
    // embedded database reads the same clock), so subscriptions in a row could tie and the trim below
    // drop any of them. The database's clock_timestamp() where it has moved on, else a microsecond
    // past the newest.
    const newestSoFar = sql`(select max(${pushSubscriptions.createdAt}) + interval '1 microsecond' from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId})`
    const values = { userId, ...subscription, createdAt: sql`greatest(clock_timestamp(), ${newestSoFar})` }
    await tx.insert(pushSubscriptions).values(values).onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      // the id only makes the order total should two ever share a microsecond
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_MAX)
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)))
  })
}

/** Removes one of this person's subscriptions (never another person's); answers whether there was one */
export async function deleteSubscription(db: Db, userId: string, endpoint: string) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id })
  return deleted.length > 0
}

/** Every browser of the person stops taking their pushes */
export async function deleteSubscriptionsOf(db: Db, userId: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
}

/** The push service said this subscription is gone (404/410) */
export async function forgetSubscription(db: Db, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
}

/** The key pair kept in the database, made from `generate()` by whichever process asks first (two at once keep one) */
export async function storedVapidKeys(db: Db, generate: () => VapidKeyPair): Promise<VapidKeyPair> {
  const [found] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1))
  if (found) return { publicKey: found.publicKey, privateKey: found.privateKey }
  await db.insert(vapidKeys).values({ id: 1, ...generate() }).onConflictDoNothing()
  const [kept] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1))
  return { publicKey: kept!.publicKey, privateKey: kept!.privateKey }
}
