import { FamilyInvitationParams, FamilyInvite, FamilyMemberParams } from '../../../contracts/family'
import type { HttpApp } from '../../lib/http'
import { RateLimiter, refuseIfTooMany } from '../../lib/rate-limiter'
import { requireCircle } from '../access/access.plugin'
import { recordAudit } from '../audit/audit.service'
import { requireUser } from '../auth/session.plugin'
import {
  inviteFamilyMember,
  listFamilyInvitations,
  listFamilyMembers,
  removeFamilyMember,
  resendFamilyInvitation,
  revokeFamilyInvitation,
  type FamilyDeps,
} from './family.service'

const view = { config: { access: { circle: true, permission: 'family.view' } } } as const
const manage = { config: { access: { circle: true, permission: 'family.manage' } } } as const
/** Each invitation is an e-mail to an address the sender chose: a few an hour per person is plenty */
export const FAMILY_INVITES_PER_HOUR = 20

/** The Family Members page: the circle on screen's members and invitations (SPEC.md §7) */
export function familyRoutes(app: HttpApp, deps: FamilyDeps) {
  const { db } = deps
  const invites = new RateLimiter(db, 'family-invites', FAMILY_INVITES_PER_HOUR, 60 * 60_000)

  app.get('/api/family/members', view, async (req) => listFamilyMembers(deps, requireCircle(req).clientId, requireUser(req).id))

  app.get('/api/family/invitations', view, async (req) => listFamilyInvitations(deps, requireCircle(req).clientId))

  app.post('/api/family/invite', { ...manage, schema: { body: FamilyInvite } }, async (req, reply) => {
    const actor = requireUser(req)
    const { clientId } = requireCircle(req)
    await refuseIfTooMany(invites, `family-invite:${actor.id}`)
    const sent = await inviteFamilyMember(deps, actor, clientId, req.body)
    const { id, email, role } = sent.invitation
    await recordAudit(db, req, { action: 'user.invited', actor, target: { type: 'invitation', id }, circleId: clientId, details: { email, role } })
    return reply.code(201).send(sent)
  })

  app.delete('/api/family/members/:id', { ...manage, schema: { params: FamilyMemberParams } }, async (req, reply) => {
    const actor = requireUser(req)
    const { clientId } = requireCircle(req)
    const removed = await removeFamilyMember(deps, actor, clientId, req.params.id)
    await recordAudit(db, req, {
      action: 'family.member_removed',
      actor,
      target: { type: 'user', id: removed.memberUserId },
      circleId: clientId,
      details: { email: removed.email, role: removed.role },
    })
    return reply.code(204).send()
  })

  app.post('/api/family/invitations/:id/resend', { ...manage, schema: { params: FamilyInvitationParams } }, async (req) => {
    const actor = requireUser(req)
    const { clientId } = requireCircle(req)
    await refuseIfTooMany(invites, `family-invite:${actor.id}`)
    const sent = await resendFamilyInvitation(deps, actor, clientId, req.params.id)
    const { id, email, role } = sent.invitation
    await recordAudit(db, req, { action: 'invitation.resent', actor, target: { type: 'invitation', id }, circleId: clientId, details: { email, role } })
    return sent
  })

  app.delete('/api/family/invitations/:id', { ...manage, schema: { params: FamilyInvitationParams } }, async (req, reply) => {
    const actor = requireUser(req)
    const { clientId } = requireCircle(req)
    const { id, email, role } = await revokeFamilyInvitation(deps, clientId, req.params.id)
    await recordAudit(db, req, { action: 'invitation.revoked', actor, target: { type: 'invitation', id }, circleId: clientId, details: { email, role } })
    return reply.code(204).send()
  })
}
