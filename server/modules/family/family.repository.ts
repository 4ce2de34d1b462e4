import { and, eq, isNull } from 'drizzle-orm'
import { familyMembers, users } from '../../db/schema'
import { userInvitations } from '../../db/platform-schema'
import type { Db } from '../../lib/db'
import { byFirstName } from '../users/people-order'

/** The people who joined a circle (its client is its anchor, not a member), by name */
export function listMembers(db: Db, clientId: string) {
  return db
    .select({
      id: familyMembers.id,
      role: familyMembers.role,
      relationship: familyMembers.relationship,
      addedAt: familyMembers.addedAt,
      memberUser: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, profileImageUrl: users.profileImageUrl },
      isActive: users.isActive,
    })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.memberUserId))
    .where(eq(familyMembers.primaryUserId, clientId))
    .orderBy(...byFirstName)
}

export async function findMember(db: Db, clientId: string, id: string) {
  const [row] = await db
    .select({ id: familyMembers.id, memberUserId: familyMembers.memberUserId, role: familyMembers.role, email: users.email, firstName: users.firstName, isActive: users.isActive })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.memberUserId))
    .where(and(eq(familyMembers.id, id), eq(familyMembers.primaryUserId, clientId)))
    .limit(1)
  return row
}

/** Removes a membership of this circle; answers false when there was none */
export async function deleteMember(db: Db, clientId: string, id: string) {
  const rows = await db
    .delete(familyMembers)
    .where(and(eq(familyMembers.id, id), eq(familyMembers.primaryUserId, clientId)))
    .returning({ id: familyMembers.id })
  return rows.length > 0
}

/** An open invitation for this address into no care circle (staff's: a role, or a home of its own), which filing one into a circle withdraws */
export async function findOpenInvitationWithoutCircle(db: Db, email: string) {
  const [row] = await db
    .select({ expiresAt: userInvitations.expiresAt })
    .from(userInvitations)
    .where(and(eq(userInvitations.email, email), isNull(userInvitations.acceptedAt), isNull(userInvitations.circleId)))
    .limit(1)
  return row
}

/** The home as a letter about it names it: its person, and its clock */
export async function findHomeNames(db: Db, clientId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, clientId))
    .limit(1)
  return row
}
