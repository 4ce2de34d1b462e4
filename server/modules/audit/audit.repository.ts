import { desc, lt } from 'drizzle-orm'
import { auditLog } from '../../db/platform-schema'
import type { Db } from '../../lib/db'

export type AuditInsert = typeof auditLog.$inferInsert

export async function insertAudit(db: Db, entry: AuditInsert) {
  await db.insert(auditLog).values(entry)
}

/** Newest first; `before` is the id of the last row of the previous page */
export function listAudit(db: Db, { before, limit }: { before?: number; limit: number }) {
  return db
    .select()
    .from(auditLog)
    .where(before ? lt(auditLog.id, before) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit)
}
