import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { alerts, devices, users } from '../../db/schema'
import { alertResponses } from '../../db/platform-schema'
import type { Db } from '../../lib/db'
import { RESOLVED_ALERTS_LISTED } from '../../../contracts/alerts'

export { RESOLVED_ALERTS_LISTED }

export type AlertRow = typeof alerts.$inferSelect
export type AlertInsert = typeof alerts.$inferInsert

// the engine keeps one open alert per cause, so the unresolved are few however old; the resolved grow
const newestResolved = (db: Db, clientId: string) =>
  db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.userId, clientId), eq(alerts.isResolved, true)))
    .orderBy(desc(alerts.createdAt))
    .limit(RESOLVED_ALERTS_LISTED)

export interface ListOptions {
  /** only the unresolved: the dashboard's card shows no history */
  openOnly?: boolean
}

/** The Alerts page's list: every unresolved alert however old, then the newest resolved ones (none with `openOnly`) */
export async function listAlerts(db: Db, clientId: string, { openOnly = false }: ListOptions = {}) {
  const rows = await db
    .select({
      alert: alerts,
      device: { name: devices.name, location: devices.location },
      resolver: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(alerts)
    .leftJoin(devices, eq(devices.id, alerts.deviceId))
    .leftJoin(users, eq(users.id, alerts.resolvedBy))
    .where(and(eq(alerts.userId, clientId), openOnly ? eq(alerts.isResolved, false) : or(eq(alerts.isResolved, false), inArray(alerts.id, newestResolved(db, clientId)))))
    .orderBy(desc(alerts.createdAt))
  const responses = rows.length
    ? await db
        .select({
          alertId: alertResponses.alertId,
          userId: alertResponses.userId,
          action: alertResponses.action,
          createdAt: alertResponses.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(alertResponses)
        .innerJoin(users, eq(users.id, alertResponses.userId))
        .where(inArray(alertResponses.alertId, rows.map((r) => r.alert.id)))
        .orderBy(alertResponses.createdAt)
    : []
  return rows.map(({ alert, device, resolver }) => ({
    ...alert,
    device: device?.name ? device : null,
    resolvedByUser: resolver?.firstName !== undefined && alert.resolvedBy ? resolver : null,
    responses: responses.filter((r) => r.alertId === alert.id).map(({ alertId: _, ...r }) => r),
  }))
}

export async function findAlert(db: Db, clientId: string, id: string) {
  const [row] = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.userId, clientId), eq(alerts.id, id)))
  return row
}

/** One alert with the name of whoever resolved it, as the list gives it */
export async function findAlertWithResolver(db: Db, clientId: string, id: string) {
  const [row] = await db
    .select({ alert: alerts, resolver: { firstName: users.firstName, lastName: users.lastName } })
    .from(alerts)
    .leftJoin(users, eq(users.id, alerts.resolvedBy))
    .where(and(eq(alerts.userId, clientId), eq(alerts.id, id)))
  return row && { ...row.alert, resolvedByUser: row.alert.resolvedBy && row.resolver ? row.resolver : null }
}

/**
 * Resolves once: a second resolve (another carer at the same moment) changes nothing. What the resolver
 * wrote is kept in the metadata as `resolutionNote`, beside the engine's figures, which stay.
 */
export async function markResolved(db: Db, id: string, resolvedBy: string, at: Date, note?: string) {
  const metadata = note ? { metadata: sql`coalesce(${alerts.metadata}, '{}'::jsonb) || ${JSON.stringify({ resolutionNote: note })}::jsonb` } : {}
  const [row] = await db
    .update(alerts)
    .set({ isResolved: true, resolvedBy, resolvedAt: at, ...metadata })
    .where(and(eq(alerts.id, id), eq(alerts.isResolved, false)))
    .returning()
  return row
}

export async function insertResponse(db: Db, values: typeof alertResponses.$inferInsert) {
  await db.insert(alertResponses).values(values)
}

/**
 * One open alert per cause: inserts, or when an open alert of the same cause exists, raises its
 * severity if the new one is higher. Answers the row and whether it is new or escalated.
 */
export async function upsertOpenAlert(db: Db, values: AlertInsert & { dedupeKey: string }) {
  const [inserted] = await db
    .insert(alerts)
    .values(values)
    .onConflictDoNothing({ target: [alerts.userId, alerts.dedupeKey], where: sql`${alerts.isResolved} = false` })
    .returning()
  if (inserted) return { alert: inserted, change: 'created' as const }
  const [escalated] = await db
    .update(alerts)
    .set({ severity: values.severity, title: values.title, description: values.description, metadata: values.metadata })
    .where(
      and(
        eq(alerts.userId, values.userId),
        eq(alerts.dedupeKey, values.dedupeKey),
        eq(alerts.isResolved, false),
        sql`array_position(array['low','medium','high','critical']::alert_severity[], ${alerts.severity}) < array_position(array['low','medium','high','critical']::alert_severity[], ${values.severity}::alert_severity)`,
      ),
    )
    .returning()
  return escalated ? { alert: escalated, change: 'escalated' as const } : { alert: undefined, change: 'unchanged' as const }
}

/** Closes the open alert of a cause without a person (the engine saw it clear, and says what it saw: `how`); answers the ids */
export const resolveOpenByCause = (db: Db, clientId: string, dedupeKey: string, at: Date, how?: string) =>
  closeOpen(db, clientId, at, eq(alerts.dedupeKey, dedupeKey), undefined, how ? { resolvedHow: how } : {})

/** Every open alert of a home closes as if its cause had cleared (the retired demo home's: nothing watches it any more) */
export const resolveAllOpen = (db: Db, clientId: string, at: Date) => closeOpen(db, clientId, at)

/**
 * Every open alert of a home whose monitoring someone ended (decision 0045): resolved by them, saying
 * why, since nothing will watch for their causes to clear
 */
export const resolveAllOpenAsEnded = (db: Db, clientId: string, at: Date, by: string) =>
  closeOpen(db, clientId, at, undefined, { resolvedBy: by, why: { resolvedBecause: 'monitoring_ended' } })

function closeOpen(db: Db, clientId: string, at: Date, cause?: SQL, ended?: { resolvedBy: string; why: { resolvedBecause: string } }, how: { resolvedHow?: string } = {}) {
  const note = ended ? ended.why : { autoResolved: true, ...how }
  return db
    .update(alerts)
    .set({ isResolved: true, resolvedAt: at, resolvedBy: ended?.resolvedBy, metadata: sql`coalesce(${alerts.metadata}, '{}'::jsonb) || ${JSON.stringify(note)}::jsonb` })
    .where(and(eq(alerts.userId, clientId), cause, eq(alerts.isResolved, false)))
    .returning({ id: alerts.id, severity: alerts.severity })
}
