import { and, eq, gte, sql } from 'drizzle-orm'
import { motionEvents } from '../../db/schema'
import type { Db } from '../../lib/db'

/** Motion seen per sensor per clock hour since `since` (the dashboard's activity grid) */
export async function hourlyActivity(db: Db, clientId: string, since: Date) {
  const hour = sql<Date>`date_trunc('hour', ${motionEvents.timestamp})`
  const rows = await db
    .select({ deviceId: motionEvents.deviceId, hourStart: hour, count: sql<number>`count(*)::int` })
    .from(motionEvents)
    .where(and(eq(motionEvents.userId, clientId), eq(motionEvents.motionDetected, true), gte(motionEvents.timestamp, since)))
    .groupBy(motionEvents.deviceId, hour)
    .orderBy(hour)
  return rows.map((r) => ({ ...r, hourStart: new Date(r.hourStart) }))
}
