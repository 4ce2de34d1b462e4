import { InvitationCreate, InvitationParams, InvitationTokenParams } from '../../../contracts/invitations'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { limitFailures, RateLimiter } from '../../lib/rate-limiter'
import { PUBLIC } from '../access/access.plugin'
import { recordAudit } from '../audit/audit.service'
import { requireUser, type Sessions } from '../auth/session.plugin'
import { toCurrentUser } from '../users/users.service'
import { accept, invite, listPendingInvitations, preview, resend, revoke, type InvitationDeps } from './invitations.service'

const WINDOW_MS = 15 * 60_000
const manage = { config: { access: { signedIn: true, permission: 'users.manage' } } } as const

export interface InvitationRouteDeps extends InvitationDeps {
  sessions: Sessions
  live: LiveBus
  /** tries at the public link from one IP address per 15 minutes (the sign-in limit) */
  attemptsPerIp: number
}

export function invitationsRoutes(app: HttpApp, deps: InvitationRouteDeps) {
  const { db } = deps
  const byIp = new RateLimiter(db, 'invitations-ip', deps.attemptsPerIp, WINDOW_MS)

  app.get('/api/invitations', manage, async () => listPendingInvitations(db))

  app.post('/api/invitations', { ...manage, schema: { body: InvitationCreate } }, async (req, reply) => {
    const actor = requireUser(req)
    const sent = await invite(deps, actor, req.body)
    const { id, email, role, circleId } = sent.invitation
    await recordAudit(db, req, { action: 'user.invited', actor, target: { type: 'invitation', id }, circleId: circleId ?? undefined, details: { email, role } })
    return reply.code(201).send(sent)
  })

  app.post('/api/invitations/:id/resend', { ...manage, schema: { params: InvitationParams } }, async (req) => {
    const actor = requireUser(req)
    const sent = await resend(deps, actor, req.params.id)
    const { id, email, role, circleId } = sent.invitation
    // filed under the home it is into, so the home's copy of its data shows it (decision 0063)
    await recordAudit(db, req, { action: 'invitation.resent', actor, target: { type: 'invitation', id }, circleId: circleId ?? undefined, details: { email, role } })
    return sent
  })

  app.delete('/api/invitations/:id', { ...manage, schema: { params: InvitationParams } }, async (req, reply) => {
    const actor = requireUser(req)
    const { id, email, role, circleId } = await revoke(db, actor, req.params.id)
    await recordAudit(db, req, { action: 'invitation.revoked', actor, target: { type: 'invitation', id }, circleId: circleId ?? undefined, details: { email, role } })
    return reply.code(204).send()
  })

  // The invited person's side: public (no account yet, or not signed in yet), and counted like the
  // sign-in form: only failures count, so new staff joining together from one office are not refused
  app.get('/api/invitations/:token', { config: { access: PUBLIC }, schema: { params: InvitationTokenParams } }, async (req) =>
    limitFailures(byIp, `invitation-view:${req.ip}`, () => preview(deps, req.params.token, req.user ?? null)),
  )

  app.post('/api/invitations/:token/accept', { config: { access: PUBLIC }, schema: { params: InvitationTokenParams } }, async (req, reply) => {
    const { user, invitation, isNewAccount, endedOwnHome, previousRole } = await limitFailures(byIp, `invitation-accept:${req.ip}`, () =>
      accept(deps, req.params.token, req.body, req.user),
    )
    await recordAudit(db, req, {
      action: 'invitation.accepted',
      actor: user,
      target: { type: 'user', id: user.id },
      circleId: invitation.circleId ?? undefined,
      details: {
        invitationId: invitation.id,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
        // someone who signed up before being invited: their own empty home ended (decision 0044)
        ...(endedOwnHome ? { endedOwnHome, ...(previousRole ? { previousRole } : {}) } : {}),
      },
    })
    // open Family Members pages show the new member, and the invitation no longer pending
    if (invitation.circleId) await deps.live.publish({ type: 'members.changed', circleId: invitation.circleId, id: invitation.id })
    // an existing account accepted while signed in, and stays so (decision 0014)
    if (!isNewAccount) return reply.code(200).send(toCurrentUser(user))
    // the same sign-in as the form's: a new session token, any earlier one of this browser ended
    await deps.sessions.signIn(req, reply, user)
    return reply.code(201).send(toCurrentUser(user))
  })
}
