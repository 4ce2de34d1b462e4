import { and, eq, TransactionRollbackError } from 'drizzle-orm'
import { users } from '../../db/schema'
import { userIdentities } from '../../db/platform-schema'
import type { Db } from '../../lib/db'
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

/** Links a provider account to an existing person whose address the provider has verified */
export async function linkIdentity(db: Db, user: UserRow, identity: { provider: ProviderName; subject: string; email: string | null }) {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .insert(userIdentities)
      .values({ userId: user.id, ...identity })
      .onConflictDoNothing()
      .returning({ id: userIdentities.id })
    if (!linked) return undefined
    const [updated] = await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id)).returning()
    return updated
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
