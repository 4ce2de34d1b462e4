import { and, eq, ne, TransactionRollbackError } from 'drizzle-orm'
import { users } from '../../db/schema'
import { userIdentities } from '../../db/platform-schema'
import type { Db } from '../../lib/db'
import { signOutEverywhere } from '../auth/sessions.repository'
import { forgetWhatTheyLeft } from '../auth/unproven-address'
import type { UserRow } from '../users/users.repository'
import type { ProviderName } from './oauth.config'

export async function findUserByIdentity(db: Db, provider: ProviderName, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1)
  return row?.user
}

/**
 * Links a provider account to an existing person whose address the provider has verified; undefined
 * when the provider account was linked meanwhile. If nobody had proved that address before, whoever
 * registered it may have been someone else: the password set then goes (the owner sets one through
 * Forgot password), so do the provider accounts linked without a verified address, and every
 * session and push subscription ends. The caller's new session is made after this, so it stays.
 */
export async function linkIdentity(db: Db, user: UserRow, identity: { provider: ProviderName; subject: string; email: string | null }) {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .insert(userIdentities)
      .values({ userId: user.id, ...identity })
      .onConflictDoNothing()
      .returning({ id: userIdentities.id })
    if (!linked) return undefined
    // decided on the row as it is now, not as it was read before the transaction
    const [unproven] = await tx
      .update(users)
      .set({ passwordHash: null })
      .where(and(eq(users.id, user.id), eq(users.emailVerified, false)))
      .returning({ id: users.id })
    if (unproven) {
      await tx.delete(userIdentities).where(and(eq(userIdentities.userId, user.id), ne(userIdentities.id, linked.id)))
      await signOutEverywhere(tx, user.id)
      await forgetWhatTheyLeft(tx, user.id)
    }
    const [updated] = await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id)).returning()
    return { user: updated!, hasEndedEarlierAccess: unproven !== undefined }
  })
}

/** A new client (and so their own circle) with the provider account; undefined if the e-mail or the account was taken meanwhile */
export async function insertSocialUser(
  db: Db,
  values: {
    provider: ProviderName
    subject: string
    email: string | null
    emailVerified: boolean
    firstName: string | null
    lastName: string | null
    profileImageUrl: string | null
    timeZone?: string | undefined
  },
) {
  const create = db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: values.email,
        emailVerified: values.emailVerified,
        firstName: values.firstName,
        lastName: values.lastName,
        profileImageUrl: values.profileImageUrl,
        role: 'client',
        ...(values.timeZone ? { timeZone: values.timeZone } : {}),
        authProvider: values.provider,
        externalId: values.subject,
      })
      .onConflictDoNothing({ target: users.email })
      .returning()
    if (!user) return undefined
    const [identity] = await tx
      .insert(userIdentities)
      .values({ userId: user.id, provider: values.provider, subject: values.subject, email: values.email })
      .onConflictDoNothing()
      .returning({ id: userIdentities.id })
    if (!identity) tx.rollback()
    return user
  })
  return create.catch((err: unknown) => {
    if (err instanceof TransactionRollbackError) return undefined
    throw err
  })
}
