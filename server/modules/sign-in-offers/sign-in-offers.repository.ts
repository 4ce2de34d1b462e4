import { and, eq, gt, isNull, notExists, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { users } from '../../db/schema'
import { signInOffers, userIdentities } from '../../db/platform-schema'
import type { Db } from '../../lib/db'
import type { UserRow } from '../users/users.repository'

const offerer = alias(users, 'offerer')
const person = alias(users, 'person')

/** An offer with the names people read: whose sign-in it is, and who sent it */
const described = {
  id: signInOffers.id,
  userId: signInOffers.userId,
  email: signInOffers.email,
  offeredBy: signInOffers.offeredBy,
  offeredByName: sql<string | null>`nullif(trim(concat_ws(' ', ${offerer.firstName}, ${offerer.lastName})), '')`,
  offeredByRole: offerer.role,
  isOffererActive: offerer.isActive,
  firstName: person.firstName,
  lastName: person.lastName,
  isUserActive: person.isActive,
  sentAt: signInOffers.sentAt,
  expiresAt: signInOffers.expiresAt,
  acceptedAt: signInOffers.acceptedAt,
}

const selectDescribed = (db: Db) =>
  db.select(described).from(signInOffers).innerJoin(person, eq(person.id, signInOffers.userId)).leftJoin(offerer, eq(offerer.id, signInOffers.offeredBy))

export type DescribedOffer = NonNullable<Awaited<ReturnType<typeof findOfferByTokenHash>>>

export async function findOfferByTokenHash(db: Db, tokenHash: string) {
  const [row] = await selectDescribed(db).where(eq(signInOffers.tokenHash, tokenHash)).limit(1)
  return row
}

/** The account's offer not yet accepted (an expired one too: it can be resent), or undefined */
export async function findOpenOffer(db: Db, userId: string) {
  const [row] = await selectDescribed(db)
    .where(and(eq(signInOffers.userId, userId), isNull(signInOffers.acceptedAt)))
    .limit(1)
  return row
}

/**
 * Files the offer in place of the account's open one, so only the newest link works. Answers false,
 * changing nothing, when the account's offer was accepted meanwhile.
 */
export async function replaceOffer(
  db: Db,
  values: { userId: string; email: string; offeredBy: string; tokenHash: string; sentAt: Date; expiresAt: Date },
) {
  const { userId: _, ...fresh } = values
  const rows = await db
    .insert(signInOffers)
    .values(values)
    .onConflictDoUpdate({ target: signInOffers.userId, set: { ...fresh, createdAt: values.sentAt }, setWhere: isNull(signInOffers.acceptedAt) })
    .returning({ id: signInOffers.id })
  return rows.length > 0
}

/**
 * A fresh link and another week for the account's open offer, to the same address, sent now by `offeredBy` (whose
 * standing the link then depends on); false when there is none
 */
export async function renewOffer(db: Db, userId: string, values: { offeredBy: string; tokenHash: string; sentAt: Date; expiresAt: Date }) {
  const rows = await db
    .update(signInOffers)
    .set(values)
    .where(and(eq(signInOffers.userId, userId), isNull(signInOffers.acceptedAt)))
    .returning({ id: signInOffers.id })
  return rows.length > 0
}

/** Removes the account's open offer: its link stops working. Answers what was removed, or undefined. */
export async function deleteOpenOffer(db: Db, userId: string) {
  const [row] = await db
    .delete(signInOffers)
    .where(and(eq(signInOffers.userId, userId), isNull(signInOffers.acceptedAt)))
    .returning({ id: signInOffers.id, email: signInOffers.email })
  return row
}

export type AcceptOutcome = { ok: true; user: UserRow } | { ok: false; reason: 'spent' | 'signs_in' | 'email_taken' }

class Abort extends Error {
  constructor(readonly reason: 'signs_in' | 'email_taken') {
    super(reason)
  }
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}

/**
 * Spends the offer and gives the account its address and password, in one transaction. The
 * conditional update takes the offer's row lock, so of two simultaneous uses the second finds it
 * spent. The account changes only while it still has no way in; an address registered meanwhile
 * (the unique key) undoes everything, and the offer stays open.
 */
export async function acceptOffer(db: Db, { offer, passwordHash, now }: { offer: DescribedOffer; passwordHash: string; now: Date }): Promise<AcceptOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const spent = await tx
        .update(signInOffers)
        .set({ acceptedAt: now })
        .where(and(eq(signInOffers.id, offer.id), isNull(signInOffers.acceptedAt), gt(signInOffers.expiresAt, now)))
        .returning({ id: signInOffers.id })
      if (spent.length === 0) return { ok: false, reason: 'spent' } as const
      const [user] = await tx
        .update(users)
        // the link reached the address: it is proved, as an invitation's is
        .set({ email: offer.email, passwordHash, emailVerified: true, authProvider: 'email', updatedAt: now })
        .where(
          and(
            eq(users.id, offer.userId),
            isNull(users.email),
            notExists(tx.select({ one: sql`1` }).from(userIdentities).where(eq(userIdentities.userId, users.id))),
          ),
        )
        .returning()
      if (!user) throw new Abort('signs_in')
      return { ok: true, user } as const
    })
  } catch (err) {
    if (err instanceof Abort) return { ok: false, reason: err.reason }
    if (isUniqueViolation(err)) return { ok: false, reason: 'email_taken' }
    throw err
  }
}
