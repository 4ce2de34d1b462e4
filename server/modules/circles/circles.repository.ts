import { and, asc, eq, notExists } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { familyMembers, users } from '../../db/schema'
import type { Db } from '../../lib/db'

export interface CircleSummary {
  clientId: string
  firstName: string | null
  lastName: string | null
  /** the circle's IANA zone: its day starts at midnight there ("Today's Alerts") */
  timeZone: string
}

const summary = { clientId: users.id, firstName: users.firstName, lastName: users.lastName, timeZone: users.timeZone }
const membership = alias(familyMembers, 'membership')

// A circle is a client who is not a member of someone else's circle (ARCHITECTURE.md: a person who
// joins through an invitation gets no circle of their own)
export const isAnchor = (db: Db) =>
  and(
    eq(users.role, 'client'),
    notExists(db.select({ one: membership.id }).from(membership).where(eq(membership.memberUserId, users.id))),
  )

export async function listAllCircles(db: Db): Promise<CircleSummary[]> {
  return db.select(summary).from(users).where(isAnchor(db)).orderBy(asc(users.lastName), asc(users.firstName))
}

/** The circles a person belongs to as a family member (carer or client) */
export async function listMemberCircles(db: Db, userId: string) {
  return db
    .select({ ...summary, memberRole: familyMembers.role })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.primaryUserId))
    .where(eq(familyMembers.memberUserId, userId))
    .orderBy(asc(users.lastName), asc(users.firstName))
}

export async function findCircle(db: Db, clientId: string): Promise<CircleSummary | undefined> {
  const [row] = await db
    .select(summary)
    .from(users)
    .where(and(eq(users.id, clientId), isAnchor(db)))
    .limit(1)
  return row
}
