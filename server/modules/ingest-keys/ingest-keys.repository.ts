import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { hubs, ingestKeys } from '../../db/platform-schema'
import { familyMembers, users } from '../../db/schema'
import type { Db } from '../../lib/db'
import { HTTP_HUB_PREFIX } from '../ingest/http-hub'

export type IngestKeyRow = typeof ingestKeys.$inferSelect

export async function insertIngestKey(db: Db, values: typeof ingestKeys.$inferInsert) {
  const [row] = await db.insert(ingestKeys).values(values).returning({ id: ingestKeys.id })
  return row!
}

/**
 * The circle's keys, newest first, with who made each and whether they still belong to the circle: a
 * key outlives its maker's place in the home (the hub keeps reporting), so the family can see one
 * made by someone who has left and revoke it
 */
export function listIngestKeyRows(db: Db, clientId: string) {
  return db
    .select({
      id: ingestKeys.id,
      name: ingestKeys.name,
      keyPrefix: ingestKeys.keyPrefix,
      createdAt: ingestKeys.createdAt,
      lastUsedAt: ingestKeys.lastUsedAt,
      revokedAt: ingestKeys.revokedAt,
      lastRefusedAt: ingestKeys.lastRefusedAt,
      lastRefusal: ingestKeys.lastRefusal,
      lateSince: ingestKeys.lateSince,
      lateByMinutes: ingestKeys.lateByMinutes,
      aheadSince: ingestKeys.aheadSince,
      aheadByMinutes: ingestKeys.aheadByMinutes,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
      creatorEmail: users.email,
      creatorId: users.id,
      createdByName: ingestKeys.createdByName,
      creatorStillIn: sql<boolean>`${users.isActive} and (
        ${users.role} in ('admin', 'support') or ${users.id} = ${ingestKeys.userId}
        or exists (select 1 from ${familyMembers} where ${familyMembers.primaryUserId} = ${ingestKeys.userId} and ${familyMembers.memberUserId} = ${users.id}))`,
    })
    .from(ingestKeys)
    .leftJoin(users, eq(users.id, ingestKeys.createdBy))
    .where(eq(ingestKeys.userId, clientId))
    .orderBy(desc(ingestKeys.createdAt))
}

/** Revokes a key of this circle (a second revoke keeps the first time); false when the circle has no such key */
export async function revokeIngestKeyRow(db: Db, clientId: string, id: string, now: Date) {
  const rows = await db
    .update(ingestKeys)
    .set({ revokedAt: sql`coalesce(${ingestKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(ingestKeys.id, id), eq(ingestKeys.userId, clientId)))
    .returning({ id: ingestKeys.id })
  return rows.length > 0
}

/** The key with this hash, revoked or not (a revoked key's calls are refused, and noted on it) */
export async function findIngestKey(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      id: ingestKeys.id,
      clientId: ingestKeys.userId,
      lastUsedAt: ingestKeys.lastUsedAt,
      name: ingestKeys.name,
      keyPrefix: ingestKeys.keyPrefix,
      revokedAt: ingestKeys.revokedAt,
      lateSince: ingestKeys.lateSince,
      lateByMinutes: ingestKeys.lateByMinutes,
      aheadSince: ingestKeys.aheadSince,
      aheadByMinutes: ingestKeys.aheadByMinutes,
      heartbeats: sql<boolean>`exists (select 1 from ${hubs} where ${hubs.key} = ${HTTP_HUB_PREFIX} || ${ingestKeys.id}::text)`,
    })
    .from(ingestKeys)
    .where(eq(ingestKeys.keyHash, keyHash))
  return row
}

/** Only when the stored time is older than `staleBefore`: a busy hub must not write this row on every call */
export async function touchIngestKey(db: Db, id: string, now: Date, staleBefore: Date) {
  await db
    .update(ingestKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(ingestKeys.id, id), or(isNull(ingestKeys.lastUsedAt), lt(ingestKeys.lastUsedAt, staleBefore))))
}

/** A call with refused events; a hub sending the same mistake every second writes it at most every 10 s (a new one at once) */
export async function recordKeyRefusal(db: Db, id: string, now: Date, refusal: string) {
  const reason = refusal.slice(0, 300)
  await db
    .update(ingestKeys)
    .set({ lastRefusedAt: now, lastRefusal: reason })
    .where(
      and(
        eq(ingestKeys.id, id),
        or(isNull(ingestKeys.lastRefusedAt), lt(ingestKeys.lastRefusedAt, new Date(now.getTime() - 10_000)), ne(ingestKeys.lastRefusal, reason)),
      ),
    )
}
