import { and, desc, eq, lt, sql, type AnyColumn } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { users } from '../../db/schema'
import { auditLog } from '../../db/platform-schema'
import type { Db } from '../../lib/db'

export type AuditInsert = typeof auditLog.$inferInsert

export async function insertAudit(db: Db, entry: AuditInsert) {
  await db.insert(auditLog).values(entry)
}

const actor = alias(users, 'actor')
const targetUser = alias(users, 'target_user')
const nameOf = (t: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${t.firstName}, ${t.lastName})), '')`

/**
 * Newest first; `before` is the id of the last row of the previous page. People are named as they
 * are now, when they still exist (the trail itself keeps ids and the address used at the time).
 */
export function listAudit(db: Db, { before, limit }: { before?: number; limit: number }) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorEmail: auditLog.actorEmail,
      actorName: nameOf(actor),
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetName: nameOf(targetUser),
      circleId: auditLog.circleId,
      ip: auditLog.ip,
      userAgent: auditLog.userAgent,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(targetUser, and(eq(auditLog.targetType, 'user'), eq(sql`${targetUser.id}::text`, auditLog.targetId)))
    .where(before ? lt(auditLog.id, before) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit)
}
