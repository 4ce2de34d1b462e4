import { and, asc, count, eq, getTableColumns, gte, inArray, isNotNull, isNull, max, ne, sql } from 'drizzle-orm'
import { alerts, devices, motionEvents, subscriptions, users } from '../../db/schema'
import type { Db } from '../../lib/db'
import { LIVE_STATUSES } from '../billing/lifecycle'

export type DeviceRow = typeof devices.$inferSelect
export type DeviceInsert = typeof devices.$inferInsert

// never the Tuya local key: it unlocks the device on the home network
const { tuyaLocalKey: _secret, tuyaProductId: _product, ...publicColumns } = getTableColumns(devices)

/**
 * Since when the engine has had an open offline alert about the sensor (it stopped reporting, or never
 * did), or null: a sensor switched on but judged offline is not Online (decision 0017)
 */
// spelled out with table names: inside a select list drizzle writes bare column names, which the subquery would take as its own
const offlineSince = sql<Date | null>`(
  select min(a.created_at) from ${alerts} a
  where a.user_id = "devices"."user_id" and a.dedupe_key = 'offline:' || "devices"."id"::text and not a.is_resolved
)`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)))

export function listDevices(db: Db, clientId: string) {
  return db
    .select({ ...publicColumns, offlineSince })
    .from(devices)
    .where(eq(devices.userId, clientId))
    .orderBy(asc(devices.name))
}

/**
 * How many sensors each home has Online, in one statement however many homes (Business Management's
 * Active Devices): the rule of `isSensorActive` in contracts/sensor-state.ts (switched on, no open offline
 * alert, heard from: decision 0124), on the same `offlineSince` and `lastActivity` the list sends. A home with
 * none Online has no row.
 */
export function countOnlineDevicesByClient(db: Db) {
  return db
    .select({ clientId: devices.userId, online: count() })
    .from(devices)
    .where(and(eq(devices.isActive, true), isNull(offlineSince), isNotNull(devices.lastActivity)))
    .groupBy(devices.userId)
}

export async function findDevice(db: Db, clientId: string, id: string) {
  const [row] = await db
    .select(publicColumns)
    .from(devices)
    .where(and(eq(devices.userId, clientId), eq(devices.id, id)))
  return row
}

/** The sensor as stored, locked until the caller's transaction ends, so two edits at once cannot both judge the old kind (and an edit can tell what it changed) */
export async function lockDevice(db: Db, clientId: string, id: string) {
  const [row] = await db
    .select(publicColumns)
    .from(devices)
    .where(and(eq(devices.userId, clientId), eq(devices.id, id)))
    .for('update')
  return row
}

export async function countDevices(db: Db, clientId: string) {
  const [row] = await db.select({ n: count() }).from(devices).where(eq(devices.userId, clientId))
  return row?.n ?? 0
}

/** The plan's sensor limit while the home has a plan (trialing, active or past due); undefined without one */
export async function findMaxSensors(db: Db, clientId: string) {
  const [row] = await db
    .select({ maxSensors: subscriptions.maxSensors })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, clientId), inArray(subscriptions.status, LIVE_STATUSES)))
  return row?.maxSensors
}

/** Inserts, or answers undefined when the device ID is already registered anywhere */
export async function insertDevice(db: Db, values: DeviceInsert) {
  const [row] = await db.insert(devices).values(values).onConflictDoNothing({ target: devices.deviceId }).returning(publicColumns)
  return row
}

/**
 * Whether another sensor's device ID is this one in other letter case ('msh-demobth1' beside
 * 'MSH-DEMOBTH1'): to a person they are the same label, and the second would wait for events that
 * all go to the first
 */
/** The sensor already holding this device ID in any letter case, and whose home it is in, or undefined */
export async function deviceIdHolder(db: Db, deviceId: string, exceptId?: string) {
  const [row] = await db
    .select({ clientId: devices.userId, name: devices.name, firstName: users.firstName, lastName: users.lastName })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.userId))
    .where(and(sql`lower(${devices.deviceId}) = lower(${deviceId})`, exceptId ? ne(devices.id, exceptId) : undefined))
    .limit(1)
  return row
}

export async function updateDevice(db: Db, clientId: string, id: string, values: Partial<DeviceInsert>) {
  const [row] = await db
    .update(devices)
    .set(values)
    .where(and(eq(devices.userId, clientId), eq(devices.id, id)))
    .returning(publicColumns)
  return row
}

/** Every sensor of the home switched on or off; answers those it changed */
export async function switchAllDevices(db: Db, clientId: string, isActive: boolean, now: Date) {
  return db
    .update(devices)
    .set({ isActive, switchedOffAt: isActive ? null : now })
    .where(and(eq(devices.userId, clientId), eq(devices.isActive, !isActive)))
    .returning({ id: devices.id })
}

/** Removes the sensor and, by cascade, its whole history */
export async function deleteDevice(db: Db, clientId: string, id: string) {
  const rows = await db
    .delete(devices)
    .where(and(eq(devices.userId, clientId), eq(devices.id, id)))
    .returning({ id: devices.id, name: devices.name, location: devices.location, deviceId: devices.deviceId })
  return rows[0]
}

/** Events in the 24 hours before `now`, and the newest event ever */
export async function deviceEventStats(db: Db, id: string, now: Date) {
  const [recent] = await db
    .select({ n: count() })
    .from(motionEvents)
    .where(and(eq(motionEvents.deviceId, id), gte(motionEvents.timestamp, new Date(now.getTime() - 86_400_000))))
  const [newest] = await db.select({ at: max(motionEvents.timestamp) }).from(motionEvents).where(eq(motionEvents.deviceId, id))
  return { eventsLast24h: recent?.n ?? 0, lastEventAt: newest?.at ?? null }
}
