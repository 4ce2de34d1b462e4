import { and, asc, count, desc, eq, gte, inArray, isNull, lt, max, not, or, sql, sum, type SQL } from 'drizzle-orm'
import type { ClientListQuery } from '../../../contracts/business'
import { costTracking, devices, subscriptions, users } from '../../db/schema'
import type { Db } from '../../lib/db'
import { isAnchor } from '../circles/circles.repository'
import type { PagePosition } from '../../../contracts/page-cursor'
import { personMatches } from '../users/person-search'
import { afterPosition, bySurnameKeys, positionAt } from '../users/surname-keyset'

/**
 * Every home (a client who anchors a circle) with its subscription row, how many sensors it has (on or off)
 * and their newest activity, with the `extra` columns asked for
 */
function clientRows<Extra extends Record<string, SQL>>(db: Db, extra: Extra) {
  const fleet = db
    .select({
      userId: devices.userId,
      deviceCount: count().as('device_count'),
      lastActivity: max(devices.lastActivity).as('last_activity'),
    })
    .from(devices)
    .groupBy(devices.userId)
    .as('fleet')
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      // for the phone only (the service reads it out with phoneOf): the rest stays on the server
      profileData: users.profileData,
      subscription: subscriptions,
      deviceCount: sql<number>`coalesce(${fleet.deviceCount}, 0)`.mapWith(Number),
      lastActivity: fleet.lastActivity,
      monitoringEndedAt: users.monitoringEndedAt,
      ...extra,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(fleet, eq(fleet.userId, users.id))
    .$dynamic()
}

/** The subscription statuses of a home on a plan: 'Active Subscriptions', the rest 'Inactive/No Plan' */
export const ON_PLAN = ['active', 'trialing'] as const
export const isOnPlan = (status: string) => (ON_PLAN as readonly string[]).includes(status)

/** Every home, for the Overview's figures */
export async function listClientRows(db: Db) {
  return clientRows(db, {}).where(isAnchor(db))
}

type ClientFilter = Pick<ClientListQuery, 'search' | 'status'>

/** The homes whose client's name, e-mail or phone holds the search, on a plan (active or on trial) or not */
function clientsListed(db: Db, { search, status = 'all' }: ClientFilter) {
  const onPlan = inArray(subscriptions.status, ON_PLAN)
  const plan = status === 'active' ? onPlan : status === 'inactive' ? or(isNull(subscriptions.status), not(onPlan)) : undefined
  return and(isAnchor(db), plan, personMatches(search))
}

/**
 * Client Management's rows: `limit` of the homes listed, A–Z, after `after` (from the first without it), and one
 * more if there is one, which says a page follows; each says where it stands in the order (`positionAt`)
 */
export async function findClientRows(db: Db, filter: ClientFilter, { limit, after }: { limit: number; after?: PagePosition }) {
  return clientRows(db, { positionAt })
    .where(and(clientsListed(db, filter), after && afterPosition(after)))
    .orderBy(...bySurnameKeys)
    .limit(limit + 1)
}

/** How many homes are listed, on every page (the page says how many of them it shows) */
export async function countClientsListed(db: Db, filter: ClientFilter) {
  const [row] = await db.select({ n: count() }).from(users).leftJoin(subscriptions, eq(subscriptions.userId, users.id)).where(clientsListed(db, filter))
  return row?.n ?? 0
}

export async function findClient(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), isAnchor(db)))
  return row
}

const inMonth = (from: Date, to: Date) => and(gte(costTracking.date, from), lt(costTracking.date, to))

export async function costTotalsByType(db: Db, from: Date, to: Date) {
  return db
    .select({ costType: costTracking.costType, amount: sum(costTracking.amount).mapWith(Number) })
    .from(costTracking)
    .where(inMonth(from, to))
    .groupBy(costTracking.costType)
}

/** One line per service (and unit of usage), largest first */
export async function costTotalsByService(db: Db, from: Date, to: Date) {
  return db
    .select({
      serviceName: costTracking.serviceName,
      usageMetric: costTracking.usageMetric,
      amount: sum(costTracking.amount).mapWith(Number),
      usageAmount: sum(costTracking.usageAmount).mapWith((v) => (v == null ? null : Number(v))),
    })
    .from(costTracking)
    .where(inMonth(from, to))
    .groupBy(costTracking.serviceName, costTracking.usageMetric)
    .orderBy(desc(sum(costTracking.amount)), asc(costTracking.serviceName))
}

export async function listCostRows(db: Db, from: Date, to: Date) {
  return db.select().from(costTracking).where(inMonth(from, to)).orderBy(desc(costTracking.date), asc(costTracking.serviceName))
}

export async function insertCost(db: Db, values: typeof costTracking.$inferInsert) {
  const [row] = await db.insert(costTracking).values(values).returning()
  return row!
}

export async function deleteCost(db: Db, id: string) {
  const [row] = await db.delete(costTracking).where(eq(costTracking.id, id)).returning()
  return row
}
