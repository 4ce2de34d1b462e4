import { and, count, eq, exists, isNull, not, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Role } from '../../../contracts/enums'
import { alerts, careNotes, devices, familyMembers, subscriptions, users } from '../../db/schema'
import { ingestKeys, userInvitations } from '../../db/platform-schema'
import type { Db } from '../../lib/db'
import { isAnchor } from '../circles/circles.repository'
import { signsInSql } from './signs-in'
import type { PagePosition } from '../../../contracts/page-cursor'
import { personMatches } from './person-search'
import { afterPosition, bySurnameKeys, positionAt } from './surname-keyset'

const managed = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  isActive: users.isActive,
  authProvider: users.authProvider,
  createdAt: users.createdAt,
  // for the phone only (the service reads it out with phoneOf): the rest stays on the server
  profileData: users.profileData,
  signsIn: signsInSql,
}

/**
 * The person anchors a care circle that holds something: sensors, alerts, notes, people, a hub key, an
 * invitation waiting, or a plan. As any role but client the home would leave the picker, Business
 * Management and the engine's rounds. A client's own empty circle (a visitor who signed up) holds nothing.
 */
export function homeInUse(db: Db): SQL {
  const any = (table: PgTable, column: PgColumn, extra?: SQL) =>
    exists(db.select({ one: sql`1` }).from(table).where(and(eq(column, users.id), extra)))
  return and(
    isAnchor(db),
    or(
      any(devices, devices.userId),
      any(alerts, alerts.userId),
      any(careNotes, careNotes.userId),
      any(subscriptions, subscriptions.userId),
      any(familyMembers, familyMembers.primaryUserId),
      any(ingestKeys, ingestKeys.userId),
      any(userInvitations, userInvitations.circleId, isNull(userInvitations.acceptedAt)),
    ),
  )!
}

/**
 * The homes the person is a family member of (the names of the people watched there, A–Z): as a client
 * they would lose what a carer may do in them (notes, sensors, settings, family), so Edit User says so.
 */
const caresForSql = sql<string[]>`(
  select coalesce(array_agg(trim(coalesce(home.first_name, '') || ' ' || coalesce(home.last_name, '')) order by home.last_name, home.first_name), '{}')
  from family_members as fm join users as home on home.id = fm.primary_user_id
  where fm.member_user_id = "users"."id"
)`

/**
 * A page of the people matching, A–Z by last name: `limit` of them after `after` (from the first without it), and
 * one more if there is one, which says a page follows. Each row says where it stands in the order (`positionAt`).
 */
export function listUsers(db: Db, { search, role, limit, after }: { search?: string; role?: Role; limit: number; after?: PagePosition }) {
  return db
    .select({ ...managed, hasHome: sql<boolean>`${homeInUse(db)}`, caresFor: caresForSql, positionAt })
    .from(users)
    .where(and(whereListed(search, role), after && afterPosition(after)))
    .orderBy(...bySurnameKeys)
    .limit(limit + 1)
}

/** How many people match the search and role, on every page (the page says how many of them it shows) */
export function countListedUsers(db: Db, { search, role }: { search?: string; role?: Role }) {
  return db.$count(users, whereListed(search, role))
}

const whereListed = (search: string | undefined, role: Role | undefined) => and(role ? eq(users.role, role) : undefined, personMatches(search))

export async function countUsersByRole(db: Db) {
  return db.select({ role: users.role, n: count() }).from(users).groupBy(users.role)
}

export async function findManagedUser(db: Db, id: string) {
  const [row] = await db.select(managed).from(users).where(eq(users.id, id))
  return row
}

/** Whether the client's home holds anything (see homeInUse) */
export async function isHomeInUse(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), homeInUse(db)))
  return row !== undefined
}

/** A client anchoring a circle that holds nothing: someone who signed up and has set nothing up (decision 0044) */
export async function hasEmptyOwnHome(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isAnchor(db), not(homeInUse(db))))
  return row !== undefined
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning(managed)
  return row
}

export async function deleteUser(db: Db, id: string) {
  await db.delete(users).where(eq(users.id, id))
}
