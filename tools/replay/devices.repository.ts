import { inArray } from 'drizzle-orm'
import { devices } from '../../server/db/schema'
import type { Db } from '../../server/lib/db'

export function findDevicesByDeviceIds(db: Db, deviceIds: string[]) {
  return db.select({ id: devices.id, deviceId: devices.deviceId, userId: devices.userId }).from(devices).where(inArray(devices.deviceId, deviceIds))
}

/**
 * Adds the replay's sensors straight to the table. A replay is a developer's tool run by someone with
 * the database at hand, so it does not go through the plan's sensor limit (which would allow one
 * sensor on a circle without a plan); people add sensors through the Sensors page.
 */
export async function insertDevices(db: Db, rows: (typeof devices.$inferInsert)[]) {
  if (rows.length) await db.insert(devices).values(rows).onConflictDoNothing({ target: devices.deviceId })
}
