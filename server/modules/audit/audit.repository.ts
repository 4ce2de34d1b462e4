import { and, asc, desc, eq, inArray, like, lt, not, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { users } from '../../db/schema'
import { auditLog } from '../../db/platform-schema'
import type { Db } from '../../lib/db'
import { nameSql } from '../users/name-sql'

export type AuditInsert = typeof auditLog.$inferInsert

export async function insertAudit(db: Db, entry: AuditInsert) {
  await db.insert(auditLog).values(entry)
}

/**
 * How long an entry is kept (decision 0067). The database holds the same six years in the trigger that
 * keeps the trail append-only (migration 0027): a younger entry cannot be deleted, by this or anyone.
 */
export const AUDIT_KEPT_YEARS = 6

/**
 * Deletes up to `limit` entries older than AUDIT_KEPT_YEARS on the database's clock (the one the
 * trigger checks), oldest first along the time index; answers how many went.
 */
export async function deleteOldAuditBatch(db: Db, limit: number) {
  const old = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(lt(auditLog.at, sql`now() - make_interval(years => ${AUDIT_KEPT_YEARS})`))
    .orderBy(asc(auditLog.at))
    .limit(limit)
  const gone = await db.delete(auditLog).where(inArray(auditLog.id, old)).returning({ id: auditLog.id })
  return gone.length
}

const actor = alias(users, 'actor')
const targetUser = alias(users, 'target_user')
const circleClient = alias(users, 'circle_client')

const UUID_TEXT = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
// the user a row is about, as a uuid: joined on `users.id::text` instead, each row of a page compared
// itself with every account (31 ms a page at 2,000 accounts, growing with them); the pattern keeps a
// target id that is not a uuid from failing the cast
const targetUserId = sql`(case when ${auditLog.targetType} = 'user' and ${auditLog.targetId} ~ ${UUID_TEXT} then ${auditLog.targetId}::uuid end)`

// an action's start (`auth.`), matched literally: the prefixes come from contracts/audit.ts, never a caller
const startsWith = (prefix: string) => like(auditLog.action, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)

interface AuditFilter {
  before?: number
  /** actions starting with one of these (none: every action) */
  include: readonly string[]
  /** and none of these */
  exclude: readonly string[]
  limit: number
}

/**
 * Newest first; `before` is the id of the last row of the previous page. People and homes are named
 * as they are now, when they still exist (the trail itself keeps ids and the address used at the time).
 */
export function listAudit(db: Db, { before, include, exclude, limit }: AuditFilter) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorEmail: auditLog.actorEmail,
      actorName: nameSql(actor),
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetName: nameSql(targetUser),
      circleId: auditLog.circleId,
      /** the home's client, by name */
      circleName: nameSql(circleClient),
      ip: auditLog.ip,
      userAgent: auditLog.userAgent,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(targetUser, eq(targetUser.id, targetUserId))
    .leftJoin(circleClient, eq(circleClient.id, auditLog.circleId))
    .where(
      and(
        before ? lt(auditLog.id, before) : undefined,
        include.length > 0 ? or(...include.map(startsWith)) : undefined,
        ...exclude.map((prefix) => not(startsWith(prefix))),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit)
}
