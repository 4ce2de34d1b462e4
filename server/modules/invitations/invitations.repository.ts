import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { familyMembers, users } from '../../db/schema'
import { engineState, userInvitations } from '../../db/platform-schema'
import type { Role } from '../../../contracts/enums'
import type { Db } from '../../lib/db'
import { hasEmptyOwnHome } from '../users/users-admin.repository'
import { insertUser, type UserInsert, type UserRow } from '../users/users.repository'
import { nameSql } from '../users/name-sql'

export type InvitationRow = typeof userInvitations.$inferSelect

const inviter = alias(users, 'inviter')
const circleClient = alias(users, 'circle_client')

/** An invitation with the names people read: who sent it, and whose circle a carer joins */
const described = {
  id: userInvitations.id,
  email: userInvitations.email,
  role: userInvitations.role,
  circleId: userInvitations.circleId,
  circleName: nameSql(circleClient),
  message: userInvitations.message,
  sentFrom: userInvitations.sentFrom,
  invitedBy: userInvitations.invitedBy,
  invitedByName: nameSql(inviter),
  inviterRole: inviter.role,
  inviterIsActive: inviter.isActive,
  /** whether whoever sent it is still a member of the circle it is into (a carer removed from it is not) */
  inviterIsMember: sql<boolean>`exists (select 1 from ${familyMembers} m where m.primary_user_id = ${userInvitations.circleId} and m.member_user_id = ${userInvitations.invitedBy})`,
  createdAt: userInvitations.createdAt,
  expiresAt: userInvitations.expiresAt,
  acceptedAt: userInvitations.acceptedAt,
}

const selectDescribed = (db: Db) =>
  db
    .select(described)
    .from(userInvitations)
    .leftJoin(inviter, eq(inviter.id, userInvitations.invitedBy))
    .leftJoin(circleClient, eq(circleClient.id, userInvitations.circleId))

export type DescribedInvitation = Awaited<ReturnType<typeof findInvitation>>

export async function findInvitation(db: Db, id: string) {
  const [row] = await selectDescribed(db).where(eq(userInvitations.id, id)).limit(1)
  return row
}

export async function findInvitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await selectDescribed(db).where(eq(userInvitations.tokenHash, tokenHash)).limit(1)
  return row
}

/** Not yet accepted, expired ones included (they can be resent or revoked), newest first; or only those into one circle */
export function listOpenInvitations(db: Db, circleId?: string) {
  const open = isNull(userInvitations.acceptedAt)
  return selectDescribed(db)
    .where(circleId === undefined ? open : and(open, eq(userInvitations.circleId, circleId)))
    .orderBy(desc(userInvitations.createdAt))
}

/** Every invitation into one circle still on file (open, expired or accepted; a revoked or replaced one is gone), oldest first */
export function listCircleInvitations(db: Db, circleId: string) {
  return selectDescribed(db).where(eq(userInvitations.circleId, circleId)).orderBy(asc(userInvitations.createdAt), asc(userInvitations.id))
}

/**
 * Files a new invitation in place of any open one for the same address into the same care circle (or
 * none), so only the newest link there works, unless `mayReplace` refuses the role that one carries:
 * then nothing changes and the answer names it. Open invitations into other circles stay. The advisory lock on the address makes two simultaneous invitations queue, not both stay.
 */
export async function replaceInvitation(
  db: Db,
  values: typeof userInvitations.$inferInsert,
  mayReplace: (role: Role) => boolean,
): Promise<{ ok: true; id: string } | { ok: false; waitingRole: Role }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'invitation:' + values.email}))`)
    // one into a care circle leaves those into other circles alone: a carer may be wanted in two homes (decision 0014)
    const sameScope = values.circleId ? or(isNull(userInvitations.circleId), eq(userInvitations.circleId, values.circleId)) : undefined
    const open = and(eq(userInvitations.email, values.email), isNull(userInvitations.acceptedAt), sameScope)
    const waiting = await tx.select({ role: userInvitations.role }).from(userInvitations).where(open)
    const kept = waiting.find((w) => !mayReplace(w.role))
    if (kept) return { ok: false, waitingRole: kept.role } as const
    await tx.delete(userInvitations).where(open)
    const [row] = await tx.insert(userInvitations).values(values).returning({ id: userInvitations.id })
    return { ok: true, id: row!.id } as const
  })
}

/** A fresh link and expiry for an open invitation; answers false when it was accepted or removed */
export async function renewInvitation(db: Db, id: string, values: { invitedBy: string; tokenHash: string; expiresAt: Date }) {
  const rows = await db
    .update(userInvitations)
    .set(values)
    .where(and(eq(userInvitations.id, id), isNull(userInvitations.acceptedAt)))
    .returning({ id: userInvitations.id })
  return rows.length > 0
}

/** Removes an open invitation; answers false when there was none to remove */
export async function deleteOpenInvitation(db: Db, id: string) {
  const rows = await db
    .delete(userInvitations)
    .where(and(eq(userInvitations.id, id), isNull(userInvitations.acceptedAt)))
    .returning({ id: userInvitations.id })
  return rows.length > 0
}

export type AcceptOutcome = { ok: true; user: UserRow } | { ok: false; reason: 'spent' | 'email_taken' }

class Abort extends Error {
  constructor(readonly reason: 'email_taken') {
    super(reason)
  }
}

/** Marks a pending, unexpired invitation accepted; false when it was spent or ran out (so of two accepts one wins) */
async function spendInvitation(tx: Db, id: string, now: Date) {
  const spent = await tx
    .update(userInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(userInvitations.id, id), isNull(userInvitations.acceptedAt), gt(userInvitations.expiresAt, now)))
    .returning({ id: userInvitations.id })
  return spent.length > 0
}

/**
 * Spends the invitation and makes the account in one transaction. The conditional update takes the
 * row lock, so of two simultaneous accepts the second waits, then finds it spent: exactly one
 * account. When the address was registered meanwhile, nothing is kept and the invitation stays open.
 */
export async function acceptInvitation(
  db: Db,
  { invitation, user, now }: { invitation: Pick<InvitationRow, 'id' | 'circleId' | 'invitedBy' | 'role'>; user: UserInsert; now: Date },
): Promise<AcceptOutcome> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await spendInvitation(tx, invitation.id, now))) return { ok: false, reason: 'spent' } as const
      const created = await insertUser(tx, user)
      if (!created) throw new Abort('email_taken')
      if (invitation.circleId) {
        await tx.insert(familyMembers).values({
          primaryUserId: invitation.circleId,
          memberUserId: created.id,
          // a carer, or a client who shares the home (Invite Family Member); no other role joins a circle
          role: invitation.role === 'client' ? 'client' : 'carer',
          addedBy: invitation.invitedBy,
        })
      }
      return { ok: true, user: created } as const
    })
  } catch (err) {
    if (err instanceof Abort) return { ok: false, reason: err.reason }
    throw err
  }
}

export async function isMemberOf(db: Db, circleId: string, userId: string) {
  const [row] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.primaryUserId, circleId), eq(familyMembers.memberUserId, userId)))
    .limit(1)
  return Boolean(row)
}

class AlreadyMember extends Error {}
class HomeNotEmpty extends Error {}

/**
 * Spends the invitation and makes an existing account a member of its circle, in one transaction: of
 * two simultaneous accepts the second finds it spent. When the person joined the circle meanwhile,
 * nothing is kept and the invitation stays open.
 *
 * `fromEmptyHome`: the account is a client whose own home holds nothing (decision 0044). It takes the
 * invited role and joins as that role (a client who shares the home stays a client), which ends its
 * own circle: a member is no circle's anchor, and its engine row goes. Its row is locked and the home
 * read again first, so a sensor added to it meanwhile, or another invitation accepted meanwhile, makes
 * the accept refused ('home_in_use').
 */
export async function joinCircleByInvitation(
  db: Db,
  {
    invitation,
    memberUserId,
    now,
    fromEmptyHome = false,
  }: { invitation: Pick<InvitationRow, 'id' | 'circleId' | 'invitedBy' | 'role'>; memberUserId: string; now: Date; fromEmptyHome?: boolean },
): Promise<'joined' | 'spent' | 'already_member' | 'home_in_use'> {
  const memberRole = fromEmptyHome && invitation.role === 'client' ? 'client' : 'carer'
  try {
    return await db.transaction(async (tx) => {
      if (fromEmptyHome) {
        await tx.execute(sql`select id from ${users} where id = ${memberUserId} for update`)
        // still a client with a home of her own, and it still empty: another invitation accepted at the
        // same moment may have made her a member elsewhere (no home of her own: refused, as one after it is)
        if (!(await hasEmptyOwnHome(tx, memberUserId))) throw new HomeNotEmpty()
      }
      if (!(await spendInvitation(tx, invitation.id, now))) return 'spent' as const
      const added = await tx
        .insert(familyMembers)
        .values({ primaryUserId: invitation.circleId!, memberUserId, role: memberRole, addedBy: invitation.invitedBy })
        .onConflictDoNothing()
        .returning({ id: familyMembers.id })
      if (added.length === 0) throw new AlreadyMember()
      if (fromEmptyHome) {
        await tx.update(users).set({ role: memberRole, updatedAt: now }).where(eq(users.id, memberUserId))
        await tx.delete(engineState).where(eq(engineState.userId, memberUserId))
      }
      return 'joined' as const
    })
  } catch (err) {
    if (err instanceof AlreadyMember) return 'already_member'
    if (err instanceof HomeNotEmpty) return 'home_in_use'
    throw err
  }
}
