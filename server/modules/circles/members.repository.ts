import { eq } from 'drizzle-orm'
import { familyMembers, users } from '../../db/schema'
import type { Db } from '../../lib/db'

const person = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }

/** The client and everyone in their circle, for Quick Contact */
export async function listCirclePeople(db: Db, clientId: string) {
  const [client] = await db.select(person).from(users).where(eq(users.id, clientId))
  const members = await db
    .select({ ...person, role: familyMembers.role, relationship: familyMembers.relationship })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.memberUserId))
    .where(eq(familyMembers.primaryUserId, clientId))
  return [...(client ? [{ ...client, role: 'client' as const, relationship: 'Client' }] : []), ...members]
}
