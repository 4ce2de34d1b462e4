import { eq } from 'drizzle-orm'
import { familyMembers, users } from '../../db/schema'
import type { Db } from '../../lib/db'
import { signsInSql } from '../users/signs-in'
import { byFirstName } from '../users/people-order'
import { phoneSql } from '../users/phone-sql'

const person = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, profileData: users.profileData }

/** The client and everyone in their circle, with what Quick Contact needs (their profileData, for the phone) */
export async function listCirclePeopleRows(db: Db, clientId: string) {
  const [client] = await db
    .select({ ...person, signsIn: signsInSql })
    .from(users)
    .where(eq(users.id, clientId))
  const members = await db
    .select({ ...person, role: familyMembers.role, relationship: familyMembers.relationship })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.memberUserId))
    .where(eq(familyMembers.primaryUserId, clientId))
    .orderBy(...byFirstName)
  return [...(client ? [{ ...client, role: 'client' as const, relationship: 'Client' as string | null }] : []), ...members.map((m) => ({ ...m, signsIn: true }))]
}

/**
 * Everyone in every circle, by name, for the staff's picker: one plain read of all the memberships,
 * grouped by the service (a json_agg per home in the picker's statement took twice as long)
 */
export async function listAllMemberNames(db: Db) {
  return db
    .select({
      clientId: familyMembers.primaryUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      relationship: familyMembers.relationship,
      phone: phoneSql,
    })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.memberUserId))
    .orderBy(...byFirstName)
}
