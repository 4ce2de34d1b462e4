import { and, count, desc, eq, gte, inArray } from 'drizzle-orm'
import { alerts, devices, motionEvents, users } from '../../db/schema'
import type { Db } from '../../lib/db'
import { isUse } from '../ingest/restated'

export async function countAlertsSince(db: Db, clientId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, clientId), gte(alerts.createdAt, since)))
  return row?.n ?? 0
}

export async function newestMotionAt(db: Db, clientId: string) {
  const [row] = await db
    .select({ at: motionEvents.timestamp })
    .from(motionEvents)
    .where(and(eq(motionEvents.userId, clientId), isUse()))
    .orderBy(desc(motionEvents.timestamp))
    .limit(1)
  return row?.at ?? null
}

/** Whether the home has an unresolved inactivity or possible-fall alert */
export async function hasOpenSafetyAlert(db: Db, clientId: string) {
  const [row] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.userId, clientId), eq(alerts.isResolved, false), inArray(alerts.type, ['inactivity', 'emergency'])))
    .limit(1)
  return row !== undefined
}

/** The types of the home's alerts not yet resolved (the health score names an open quiet alert only while it is one) */
export async function unresolvedAlertTypes(db: Db, clientId: string): Promise<Set<string>> {
  const rows = await db.selectDistinct({ type: alerts.type }).from(alerts).where(and(eq(alerts.userId, clientId), eq(alerts.isResolved, false)))
  return new Set(rows.map((row) => row.type))
}

export function listMotionDevices(db: Db, clientId: string) {
  return db
    .select({ id: devices.id, location: devices.location })
    .from(devices)
    .where(and(eq(devices.userId, clientId), eq(devices.isActive, true), inArray(devices.kind, ['motion'])))
}

export async function insertSimulatedMotion(db: Db, rows: (typeof motionEvents.$inferInsert)[]) {
  if (rows.length === 0) return
  await db.insert(motionEvents).values(rows)
  const newest = new Map<string, Date>()
  for (const r of rows) newest.set(r.deviceId, r.timestamp)
  for (const [id, at] of newest) await db.update(devices).set({ lastActivity: at }).where(eq(devices.id, id))
}

export async function findCircleTimeZone(db: Db, clientId: string) {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, clientId))
  return row?.timeZone ?? 'UTC'
}
