import { and, count, eq, inArray, max, or, sql } from 'drizzle-orm'
import { devices, familyMembers, motionEvents, subscriptions, users } from '../db/schema'
import type { Db } from '../lib/db'

export type DeviceRow = typeof devices.$inferSelect
export type DeviceInsert = typeof devices.$inferInsert
export type MotionEventInsert = typeof motionEvents.$inferInsert
export type FamilyMemberInsert = typeof familyMembers.$inferInsert

// 1,000 rows × 7 columns stays far below PostgreSQL's 65,535 bind parameters per statement
const INSERT_BATCH = 1000
// any fixed number: instances starting together on one PostgreSQL queue on it instead of seeding twice
const DEMO_LOCK_KEY = 0x4857_444d

/** One transaction for the whole seed or top-up: a crash half-way leaves no half-made circle behind */
export function inDemoTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`)
    return work(tx)
  })
}

export async function insertFamilyMember(db: Db, values: FamilyMemberInsert) {
  await db.insert(familyMembers).values(values)
}

export function insertDevices(db: Db, values: DeviceInsert[]) {
  return db.insert(devices).values(values).returning()
}

export function listDevicesByDeviceIds(db: Db, userId: string, deviceIds: string[]) {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), inArray(devices.deviceId, deviceIds)))
}

/** Only the generator's own rows: events ingested into the demo devices do not move the top-up's start */
export async function findNewestDemoEventAt(db: Db, deviceUuids: string[]): Promise<Date | undefined> {
  if (deviceUuids.length === 0) return undefined
  const [row] = await db
    .select({ newest: max(motionEvents.timestamp) })
    .from(motionEvents)
    .where(and(inArray(motionEvents.deviceId, deviceUuids), sql`${motionEvents.metadata}->>'source' = 'demo'`))
  return row?.newest ?? undefined
}

export async function insertMotionEvents(db: Db, rows: MotionEventInsert[]) {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db.insert(motionEvents).values(rows.slice(i, i + INSERT_BATCH))
  }
}

export async function setDeviceLastActivity(db: Db, deviceUuid: string, lastActivity: Date) {
  await db.update(devices).set({ lastActivity }).where(eq(devices.id, deviceUuid))
}

export async function insertSubscription(db: Db, values: typeof subscriptions.$inferInsert) {
  await db.insert(subscriptions).values(values)
}

/**
 * What the seed writes into a demo account's profile_data: `demoAccount` marks it as the seed's own,
 * `demoOff` says it was deactivated because the demo was turned off (and so comes back with DEMO=1).
 */
export interface DemoMarker {
  demoAccount: true
  demoOff?: boolean
}

export async function markDemoAccount(db: Db, userId: string, marker: DemoMarker, isActive?: boolean) {
  await db
    .update(users)
    .set({
      profileData: sql`coalesce(${users.profileData}, '{}'::jsonb) || ${JSON.stringify(marker)}::jsonb`,
      ...(isActive === undefined ? {} : { isActive, updatedAt: new Date() }),
    })
    .where(eq(users.id, userId))
}

/** Accounts the seed marked, and accounts at the demo's addresses that may predate the marker */
export function listDemoAccountCandidates(db: Db, emails: readonly string[]) {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      passwordHash: users.passwordHash,
      authProvider: users.authProvider,
      profileData: users.profileData,
    })
    .from(users)
    .where(or(sql`${users.profileData}->>'demoAccount' = 'true'`, inArray(users.email, [...emails])))
    .orderBy(users.email)
}

export async function countActiveAdmins(db: Db) {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
  return row?.n ?? 0
}
