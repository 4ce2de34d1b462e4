import { and, desc, eq, sql } from 'drizzle-orm'
import type { AlertResponder, OpenAlertOfHome } from '../../../contracts/alerts'
import { alerts, devices, users } from '../../db/schema'
import { respondersOf } from './open-alert-responders'
import type { Db } from '../../lib/db'
import { isAnchor } from '../circles/circles.repository'
import { alertUrgency } from './urgency'

/**
 * The open alerts of every home, most urgent first: by urgency (severity, a possible fall as critical;
 * the enum runs low → critical), then newest, then id so that equal rows keep their places between reads. Only homes the picker offers
 * (isAnchor), so each one can be opened and its count there agrees. `total` is counted before the
 * limit, in the same statement, as is who is responding to each (open-alert-responders.ts).
 */
export async function listOpenAlertsOfEveryHome(db: Db, limit: number): Promise<{ alerts: OpenAlertOfHome[]; total: number }> {
  const rows = await db
    .select({
      id: alerts.id,
      clientId: alerts.userId,
      type: alerts.type,
      severity: alerts.severity,
      title: alerts.title,
      description: alerts.description,
      createdAt: alerts.createdAt,
      dedupeKey: alerts.dedupeKey,
      metadata: alerts.metadata,
      device: { name: devices.name, location: devices.location },
      home: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      responders: respondersOf(alerts.id, alerts.userId),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(alerts)
    .innerJoin(users, eq(users.id, alerts.userId))
    .leftJoin(devices, eq(devices.id, alerts.deviceId))
    .where(and(eq(alerts.isResolved, false), isAnchor(db)))
    .orderBy(desc(alertUrgency), desc(alerts.createdAt), desc(alerts.id))
    .limit(limit)
  return {
    alerts: rows.map(({ total: _, createdAt, metadata, responders, ...alert }) => ({
      ...alert,
      responders: responders.map((r): AlertResponder => ({ ...r, since: new Date(r.since).toISOString() })),
      createdAt: createdAt.toISOString(),
      metadata: (metadata ?? null) as Record<string, unknown> | null,
    })),
    total: rows[0]?.total ?? 0,
  }
}
