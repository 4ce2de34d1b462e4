import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { tuyaSyncState } from '../../db/platform-schema'
import { devices, users } from '../../db/schema'
import type { Db } from '../../lib/db'

/** 'linked': a Tuya account is set, no sync or poll has run since */
export type SyncStatus = 'connected' | 'error' | 'linked'

export async function findSyncState(db: Db, clientId: string) {
  const [row] = await db.select().from(tuyaSyncState).where(eq(tuyaSyncState.userId, clientId))
  return row
}

/** Links the home to a Tuya app account (or unlinks it with null); a new link has not synced yet */
export async function saveTuyaUser(db: Db, clientId: string, tuyaUserId: string | null) {
  await db
    .insert(tuyaSyncState)
    .values({ userId: clientId, status: 'linked', tuyaUserId })
    .onConflictDoUpdate({ target: tuyaSyncState.userId, set: { tuyaUserId, updatedAt: sql`now()` } })
}

/** After a sync: its outcome, and on success its time */
export async function saveSyncOutcome(db: Db, clientId: string, outcome: { status: SyncStatus; error: string | null; syncedAt?: Date }) {
  const values = { status: outcome.status, lastError: outcome.error, ...(outcome.syncedAt ? { lastSyncedAt: outcome.syncedAt } : {}) }
  await db
    .insert(tuyaSyncState)
    .values({ userId: clientId, ...values })
    .onConflictDoUpdate({ target: tuyaSyncState.userId, set: { ...values, updatedAt: sql`now()` } })
}

/**
 * After a poll: its outcome, and on success how far it read. Two processes may poll the same circle;
 * the time read up to only moves forward, whichever finishes last.
 */
export async function savePollOutcome(db: Db, clientId: string, outcome: { status: SyncStatus; error: string | null; polledUntil?: Date }) {
  const polled = outcome.polledUntil ?? null
  await db
    .insert(tuyaSyncState)
    .values({ userId: clientId, status: outcome.status, lastError: outcome.error, lastPolledAt: polled })
    .onConflictDoUpdate({
      target: tuyaSyncState.userId,
      set: {
        status: outcome.status,
        lastError: outcome.error,
        lastPolledAt: sql`greatest(${tuyaSyncState.lastPolledAt}, ${polled ? polled.toISOString() : null}::timestamptz)`,
        updatedAt: sql`now()`,
      },
    })
}

/** Which circle, if any, holds each of these Tuya devices */
export async function findTuyaOwners(db: Db, tuyaDeviceIds: string[]) {
  if (tuyaDeviceIds.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ tuyaDeviceId: devices.tuyaDeviceId, userId: devices.userId })
    .from(devices)
    .where(inArray(devices.tuyaDeviceId, tuyaDeviceIds))
  return new Map(rows.map((r) => [r.tuyaDeviceId!, r.userId]))
}

/** Inserts, or answers undefined when the device ID or the Tuya device is already registered anywhere */
export async function insertTuyaDevice(db: Db, values: typeof devices.$inferInsert) {
  const [row] = await db
    .insert(devices)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: devices.id, name: devices.name, deviceId: devices.deviceId, kind: devices.kind })
  return row
}

/** The circles that have sensors from the cloud: the ones a poll visits */
/** Homes with Tuya sensors to poll; not one whose watching was ended (decision 0045): its readings are not stored */
export async function circlesWithTuyaDevices(db: Db) {
  const rows = await db
    .selectDistinct({ clientId: devices.userId })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.userId))
    .where(and(isNotNull(devices.tuyaDeviceId), isNull(users.monitoringEndedAt)))
  return rows.map((r) => r.clientId)
}

export function tuyaDevicesOf(db: Db, clientId: string) {
  return db
    .select({ deviceId: devices.deviceId, name: devices.name, tuyaDeviceId: devices.tuyaDeviceId, kind: devices.kind })
    .from(devices)
    .where(and(eq(devices.userId, clientId), isNotNull(devices.tuyaDeviceId)))
}
