// The parts of a home's copy that grow without end, read a page at a time: its sensors' events (a
// busy home stores 1,900 a day) and the audit trail's entries about it. Each page starts after the
// last row of the one before (keyset), so a page costs the same at the end of years as at the start,
// and no more than a page is ever held. A single statement's cursor would do it in one, but would hold
// the embedded database's only connection for the whole download.
import { and, asc, eq, gt, gte, isNotNull, like, lte, not, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { auditLog } from '../../db/platform-schema'
import { careNotes, motionEvents, users } from '../../db/schema'
import type { Db } from '../../lib/db'
import { nameSql } from '../users/name-sql'

/** The newest event and trail entry when the download starts: the copy ends there, and a page is never a moving target */
export async function findLastIds(db: Db, clientId: string) {
  const [events] = await db.select({ id: sql<number | null>`max(${motionEvents.id})` }).from(motionEvents).where(eq(motionEvents.userId, clientId))
  const [trail] = await db.select({ id: sql<number | null>`max(${auditLog.id})` }).from(auditLog)
  return { eventId: Number(events?.id ?? 0), auditId: Number(trail?.id ?? 0) }
}

export interface EventCursor {
  timestamp: Date
  id: number
}

/** Oldest first (by when it happened, then as stored), after `after`; the (user, time) index leads */
export function pageEvents(db: Db, clientId: string, { after, lastId, limit }: { after: EventCursor | null; lastId: number; limit: number }) {
  const later = after
    ? and(gte(motionEvents.timestamp, after.timestamp), or(gt(motionEvents.timestamp, after.timestamp), gt(motionEvents.id, after.id)))
    : undefined
  return db
    .select({
      id: motionEvents.id,
      sensorId: motionEvents.deviceId,
      timestamp: motionEvents.timestamp,
      motionDetected: motionEvents.motionDetected,
      confidence: motionEvents.confidence,
      metadata: motionEvents.metadata,
    })
    .from(motionEvents)
    .where(and(eq(motionEvents.userId, clientId), lte(motionEvents.id, lastId), later))
    .orderBy(asc(motionEvents.timestamp), asc(motionEvents.id))
    .limit(limit)
}

const actor = alias(users, 'actor')

/**
 * Entries about the home: those filed under it, those about its person's account, and what she did
 * herself (her sign-ins). `hidePrivateNotesOf`: for a reader who is not staff, the entries about
 * someone else's private note (its edits, its deletion) are left out, as the note is: the Care Notes
 * page does not tell her such a note exists.
 */
export function pageAudit(db: Db, clientId: string, { afterId, lastId, limit, hidePrivateNotesOf }: { afterId: number; lastId: number; limit: number; hidePrivateNotesOf?: string }) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: nameSql(actor),
      actorRole: actor.role,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      ip: auditLog.ip,
      userAgent: auditLog.userAgent,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .where(
      and(
        gt(auditLog.id, afterId),
        lte(auditLog.id, lastId),
        or(
          eq(auditLog.circleId, clientId),
          eq(auditLog.actorId, clientId),
          and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, clientId)),
        ),
        hidePrivateNotesOf ? not(aboutOthersPrivateNote(clientId, hidePrivateNotesOf)) : undefined,
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(limit)
}

/** A care-note entry whose note is private and not the reader's: as it is now, or as its deletion recorded it */
function aboutOthersPrivateNote(clientId: string, readerId: string): SQL {
  const privateOfOthers = sql`select ${careNotes.id}::text from ${careNotes} where ${careNotes.userId} = ${clientId} and ${careNotes.isPrivate} and ${careNotes.authorId} is distinct from ${readerId}`
  const deletedPrivateOfOthers = sql`select d.target_id from audit_log d where d.circle_id = ${clientId} and d.action = 'care_note.deleted' and d.details ->> 'isPrivate' = 'true' and d.details ->> 'authorId' is distinct from ${readerId}`
  return and(
    like(auditLog.action, 'care\\_note.%'),
    isNotNull(auditLog.targetId),
    sql`(${auditLog.targetId} in (${privateOfOthers}) or ${auditLog.targetId} in (${deletedPrivateOfOthers}))`,
  )!
}
