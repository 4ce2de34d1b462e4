import { and, asc, desc, eq, gte, inArray, ne } from 'drizzle-orm'
import { devices, motionEvents } from '../../db/schema'
import type { Db } from '../../lib/db'
import { isUse } from '../ingest/restated'

/** Door openings since `since`, newest first, at most `limit` */
export function doorOpenings(db: Db, clientId: string, since: Date, limit: number) {
  return db
    .select({ id: motionEvents.id, at: motionEvents.timestamp })
    .from(motionEvents)
    .innerJoin(devices, eq(devices.id, motionEvents.deviceId))
    .where(and(eq(motionEvents.userId, clientId), eq(devices.kind, 'door'), isUse(), gte(motionEvents.timestamp, since)))
    .orderBy(desc(motionEvents.timestamp))
    .limit(limit)
}

/** Movement seen inside (every sensor but doors) since `since` */
export async function insideMotion(db: Db, clientId: string, since: Date) {
  const inside = db.select({ id: devices.id }).from(devices).where(and(eq(devices.userId, clientId), ne(devices.kind, 'door')))
  const rows = await db
    .select({ at: motionEvents.timestamp })
    .from(motionEvents)
    .where(and(eq(motionEvents.userId, clientId), isUse(), gte(motionEvents.timestamp, since), inArray(motionEvents.deviceId, inside)))
    .orderBy(asc(motionEvents.timestamp))
  return rows.map((r) => r.at)
}
