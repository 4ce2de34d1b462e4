import { and, desc, eq, inArray, notExists, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CircleSummary as PickerCircle } from '../../../contracts/circles'
import { alerts, devices, familyMembers, users } from '../../db/schema'
import { engineState } from '../../db/platform-schema'
import type { Db } from '../../lib/db'
import { bySurname } from '../users/people-order'
import { phoneSql } from '../users/phone-sql'
import { alertUrgency } from '../alerts/urgency'
import { isDemoHomeSql } from './demo-home.repository'

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
  return db.select(summary).from(users).where(isAnchor(db)).orderBy(...bySurname)
}

/** The circles a person belongs to as a family member (carer or client) */
export async function listMemberCircles(db: Db, userId: string) {
  return db
    .select({ ...summary, memberRole: familyMembers.role })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.primaryUserId))
    .where(eq(familyMembers.memberUserId, userId))
    .orderBy(...bySurname)
}

export async function findCircle(db: Db, clientId: string): Promise<CircleSummary | undefined> {
  const [row] = await db
    .select(summary)
    .from(users)
    .where(and(eq(users.id, clientId), isAnchor(db)))
    .limit(1)
  return row
}

/** A picker row as read: the summary before the engine's glance is read at now (circles.service.ts) */
export type PickerRow = Omit<PickerCircle, 'learningDay' | 'isOut' | 'outSince' | 'doorOpenedAt'> & { glance: unknown; watchedInside: boolean }

/** Whose circles the picker lists: every circle (staff), or a person's own and those they are a member of */
export type PickerScope = { all: true } | { all: false; userId: string; hasOwn: boolean }

/**
 * The picker's homes with their open alerts, in one statement however many homes: each home counts
 * its unresolved alerts through the partial index `alerts_open_idx` (a lateral join: an aggregate
 * answers one row per home, zero included; not a grouping of every open alert in the service), the
 * most severe (a possible fall counting as critical) and when the newest of those was raised. A person's own home first, then by last and
 * first name, and e-mail so that two homes of one name keep their places.
 */
export async function listPickerCircles(db: Db, scope: PickerScope): Promise<PickerRow[]> {
  const open = db
    .select({
      openAlerts: sql<number>`count(*)::int`.as('open_alerts'),
      // a possible fall counts as critical from its first minute, as in staff's list of every home (decision 0037)
      topSeverity: sql<PickerCircle['topSeverity']>`max(${alertUrgency})`.as('top_severity'),
      // the newest of the most urgent: a critical raised a minute ago comes before one from last night
      topAlertAt: sql<string | null>`(array_agg(${alerts.createdAt} order by ${alertUrgency} desc, ${alerts.createdAt} desc))[1]`
        .mapWith((value: string | Date | null) => (value === null ? null : new Date(value).toISOString()))
        .as('top_alert_at'),
    })
    .from(alerts)
    .where(and(eq(alerts.userId, users.id), eq(alerts.isResolved, false)))
    .as('open')
  const memberOf = (userId: string) =>
    db.select({ id: familyMembers.primaryUserId }).from(familyMembers).where(eq(familyMembers.memberUserId, userId))
  let where: SQL | undefined
  let ownFirst: SQL[] = []
  if (scope.all) {
    where = isAnchor(db)
  } else {
    const member = inArray(users.id, memberOf(scope.userId))
    where = scope.hasOwn ? or(and(eq(users.id, scope.userId), isAnchor(db)), member) : member
    ownFirst = [desc(sql`${users.id} = ${scope.userId}`)]
  }
  return db
    .select({
      ...summary,
      email: users.email,
      phone: phoneSql,
      openAlerts: open.openAlerts,
      topSeverity: open.topSeverity,
      topAlertAt: open.topAlertAt,
      isDemo: isDemoHomeSql,
      monitoringEndedAt: sql<string | null>`${users.monitoringEndedAt}`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value).toISOString())),
      // what the engine last said of the home (engine-glance.ts), and whether a sensor inside is switched on, without which it means nothing
      glance: engineState.glance,
      watchedInside: sql<boolean>`exists (select 1 from ${devices} where ${devices.userId} = ${users.id} and ${devices.isActive} and ${devices.kind} <> 'door')`,
    })
    .from(users)
    .innerJoinLateral(open, sql`true`)
    .leftJoin(engineState, eq(engineState.userId, users.id))
    .where(where)
    .orderBy(...ownFirst, ...bySurname)
}
