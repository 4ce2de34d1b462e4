import type { FastifyRequest } from 'fastify'
import { AUDIT_KINDS, type AuditQuery } from '../../../contracts/audit'
import type { Db } from '../../lib/db'
import { insertAudit, listAudit } from './audit.repository'

export type AuditAction =
  | 'auth.sign_in'
  | 'auth.sign_in_failed'
  | 'auth.sign_out'
  | 'auth.password_reset'
  | 'user.created'
  | 'user.updated'
  | 'user.role_changed'
  | 'user.deactivated'
  | 'user.reactivated'
  | 'user.deleted'
  | 'user.invited'
  | 'user.sign_in_offered'
  | 'user.sign_in_offer_resent'
  | 'user.sign_in_offer_withdrawn'
  | 'user.sign_in_offer_accepted'
  | 'invitation.resent'
  | 'invitation.revoked'
  | 'invitation.accepted'
  | 'family.member_removed'
  | 'sensor.deleted'
  | 'sensor.pet_immune_changed'
  | 'sensor.all_switched'
  | 'care_note.edited'
  | 'care_note.deleted'
  | 'alert.resolved'
  | 'circle.time_zone_changed'
  | 'circle.pets_changed'
  | 'circle.mqtt_topic_changed'
  | 'circle.monitoring_ended'
  | 'circle.monitoring_restarted'
  | 'circle.data_exported'
  | 'subscription.created'
  | 'subscription.payment_method_added'
  | 'subscription.cancelled'
  | 'subscription.reactivated'
  | 'subscription.updated'
  | 'cost.recorded'
  | 'cost.deleted'

export interface AuditEntry {
  action: AuditAction
  actor?: { id: string; email: string | null } | null
  /** for a failed sign-in: the address that was tried */
  actorEmail?: string
  target?: { type: string; id: string }
  circleId?: string
  details?: Record<string, unknown>
}

/** Appends to the trail: who, what, when (the database clock), from where */
export async function recordAudit(db: Db, req: Pick<FastifyRequest, 'ip' | 'headers'> | null, entry: AuditEntry) {
  await insertAudit(db, {
    action: entry.action,
    actorId: entry.actor?.id,
    actorEmail: entry.actor?.email ?? entry.actorEmail,
    targetType: entry.target?.type,
    targetId: entry.target?.id,
    circleId: entry.circleId,
    ip: req?.ip,
    userAgent: req?.headers['user-agent']?.slice(0, 500),
    details: entry.details,
  })
}

export const AUDIT_PAGE_SIZE = 50

export async function pageAudit(db: Db, { before, kind }: AuditQuery) {
  const { include, exclude } = AUDIT_KINDS[kind]
  const rows = await listAudit(db, { before, include, exclude, limit: AUDIT_PAGE_SIZE + 1 })
  const hasMore = rows.length > AUDIT_PAGE_SIZE
  const entries = rows.slice(0, AUDIT_PAGE_SIZE)
  return { entries, nextBefore: hasMore ? entries.at(-1)!.id : null }
}
