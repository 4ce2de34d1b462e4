import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { users } from '../../db/schema'
import { passwordResets, userIdentities } from '../../db/platform-schema'
import type { Db } from '../../lib/db'
import { signOutEverywhere } from '../auth/sessions.repository'
import { forgetWhatTheyLeft } from '../auth/unproven-address'

export async function insertPasswordReset(db: Db, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResets).values(values)
}

/** Deletes the reset links that expired before `before`, used or not */
export async function deleteResetsExpiredBefore(db: Db, before: Date) {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, before))
}

export async function findPasswordReset(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
      email: users.email,
      isUserActive: users.isActive,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1)
  return row
}

/**
 * Spends the link and sets the password in one transaction: only one of two concurrent uses wins
 * (the conditional update), every other open link of the person is spent too, and they are signed
 * out everywhere (sessions and push subscriptions). When nobody had proved the address before, the
 * provider accounts linked to it go as well (decision 0049): none of them vouched for the address
 * (one that did would have proved it), so whoever made the account with it may not be its owner.
 * Answers false when the link was spent or expired meanwhile; else whether such earlier access ended.
 */
export async function completePasswordReset(db: Db, { id, userId, passwordHash, now }: { id: string; userId: string; passwordHash: string; now: Date }) {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ id: passwordResets.id })
    if (spent.length === 0) return false
    // decided on the row as it is now: locked, so a simultaneous Google link cannot prove it in between
    const [row] = await tx.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId)).for('update')
    const wasUnproven = row?.emailVerified === false
    if (wasUnproven) {
      await tx.delete(userIdentities).where(eq(userIdentities.userId, userId))
      await forgetWhatTheyLeft(tx, userId)
    }
    // the link came to their mailbox: the address is theirs (a later Google sign-in then keeps this password)
    await tx.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, userId))
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    await signOutEverywhere(tx, userId)
    return { hasEndedEarlierAccess: wasUnproven }
  })
}
