import { and, eq, gte, sql } from 'drizzle-orm'
import { motionEvents } from '../../db/schema'
import type { Db } from '../../lib/db'
import { isUse } from '../ingest/restated'

/**
 * Motion seen per sensor per quarter hour (epoch-aligned) since `since`. By epoch seconds, not
 * date_trunc: that truncates in the database session's zone, which is the server's setting, not the
 * home's (a PostgreSQL set to India's time put every hour at :30 UTC, and the dashboard found none of
 * them). Every zone's offset is a whole number of quarter hours, so these add up to the home's hours.
 */
export async function quarterHourActivity(db: Db, clientId: string, since: Date) {
  const quarter = sql<string>`floor(extract(epoch from ${motionEvents.timestamp}) / 900)::bigint`
  const rows = await db
    .select({ deviceId: motionEvents.deviceId, quarter, count: sql<number>`count(*)::int` })
    .from(motionEvents)
    .where(and(eq(motionEvents.userId, clientId), isUse(), gte(motionEvents.timestamp, since)))
    .groupBy(motionEvents.deviceId, quarter)
  return rows.map((r) => ({ deviceId: r.deviceId, startMs: Number(r.quarter) * 900_000, count: Number(r.count) }))
}
