import type { FamilyInvitation, FamilyInvite, FamilyMember } from '../../../contracts/family'
import { FAMILY_MESSAGES } from '../../../contracts/family'
import { AppError } from '../../lib/errors'
import type { LiveBus } from '../../lib/live-bus'
import type { UserRow } from '../users/users.repository'
import { removalMail } from './removal-mail'
import { fileInvitation, resend, type InvitationDeps } from '../invitations/invitations.service'
import { deleteOpenInvitation, findInvitation, listOpenInvitations } from '../invitations/invitations.repository'
import { senderMayStillInvite } from '../invitations/invitations.service'
import { deleteMember, findHomeNames, findMember, findOpenInvitationWithoutCircle, listMembers } from './family.repository'

export interface FamilyDeps extends InvitationDeps {
  live: LiveBus
}

export async function listFamilyMembers(deps: Pick<FamilyDeps, 'db'>, clientId: string, viewerId: string): Promise<FamilyMember[]> {
  const rows = await listMembers(deps.db, clientId)
  return rows.map(({ isActive, ...row }) => ({ ...row, addedAt: row.addedAt.toISOString(), isYou: row.memberUser.id === viewerId, isDeactivated: !isActive }))
}

/** Invitations into this circle that nobody has accepted yet, newest first; expired ones say so */
export async function listFamilyInvitations(deps: Pick<FamilyDeps, 'db' | 'now'>, clientId: string): Promise<FamilyInvitation[]> {
  const at = deps.now?.() ?? new Date()
  // one whose sender can no longer invite (a member since removed) no longer works: the family is not shown it
  const rows = (await listOpenInvitations(deps.db, clientId)).filter(senderMayStillInvite)
  return rows.map((row) => ({
    id: row.id,
    inviteeEmail: row.email,
    inviteeRole: row.role === 'client' ? 'client' : 'carer',
    message: row.message,
    status: row.expiresAt <= at ? 'expired' : 'pending',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    invitedByName: row.invitedByName,
  }))
}

/**
 * Invites someone into the circle on screen as a carer or as a client who shares the home. Inviting
 * the same address again into this circle sends a new link; one waiting for another home stays, as
 * two families may want the same carer (decision 0014), and saying it exists would tell this circle
 * of another's. A staff invitation (a role, or a home of their own) still waiting is left alone: filing
 * this one would withdraw it, so the address is refused until it is used or expires.
 */
export async function inviteFamilyMember(deps: FamilyDeps, actor: UserRow, clientId: string, input: FamilyInvite) {
  const waiting = await findOpenInvitationWithoutCircle(deps.db, input.inviteeEmail)
  const now = deps.now?.() ?? new Date()
  if (waiting && waiting.expiresAt > now) {
    throw new AppError('CONFLICT', FAMILY_MESSAGES.alreadyInvitedElsewhere, { inviteeEmail: [FAMILY_MESSAGES.alreadyInvitedElsewhere] })
  }
  const sent = await fileInvitation(deps, actor, { email: input.inviteeEmail, role: input.inviteeRole, circleId: clientId, message: input.message }, 'inviteeEmail', 'family-members')
  // the Family Members page open elsewhere (the other carer's, staff's) lists it at once
  await deps.live.publish({ type: 'members.changed', circleId: clientId, id: sent.invitation.id })
  return sent
}

/**
 * Takes a member out of the circle: their access ends with their next request and any live stream
 * they hold on it closes. One's own membership is left to someone else, so nobody locks themselves
 * out by a slip of the finger.
 */
export async function removeFamilyMember(deps: Pick<FamilyDeps, 'db' | 'live' | 'mailer' | 'now'>, actor: UserRow, clientId: string, id: string) {
  const member = await findMember(deps.db, clientId, id)
  if (!member) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.memberGone)
  if (member.memberUserId === actor.id) throw new AppError('BAD_REQUEST', FAMILY_MESSAGES.notYourself)
  if (!(await deleteMember(deps.db, clientId, id))) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.memberGone)
  await deps.live.publish({ type: 'members.changed', circleId: clientId, id, removedUserId: member.memberUserId })
  // they stop getting alerts at once: told so, or they would go on thinking they would hear if something happened
  if (member.email && member.isActive) {
    const home = await findHomeNames(deps.db, clientId)
    if (home) await deps.mailer.send({ to: member.email, ...removalMail({ reader: member.firstName, home, by: actor, at: deps.now?.() ?? new Date() }) })
  }
  return member
}

/**
 * Revokes an invitation into this circle that nobody has accepted: its link stops working at once.
 * One into another circle is not this circle's to revoke (404, as if it did not exist).
 */
export async function revokeFamilyInvitation(deps: Pick<FamilyDeps, 'db' | 'live'>, clientId: string, id: string) {
  const invitation = await findInvitation(deps.db, id)
  if (!invitation || invitation.circleId !== clientId || invitation.acceptedAt) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.invitationGone)
  if (!(await deleteOpenInvitation(deps.db, id))) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.invitationGone)
  await deps.live.publish({ type: 'members.changed', circleId: clientId, id })
  return invitation
}

/** Resend on the Family Members page: a new link for another week (the old one stops), only for an invitation into this home */
export async function resendFamilyInvitation(deps: FamilyDeps, actor: UserRow, clientId: string, id: string) {
  const invitation = await findInvitation(deps.db, id)
  if (!invitation || invitation.circleId !== clientId || invitation.acceptedAt) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.invitationGone)
  const sent = await resend(deps, actor, id)
  await deps.live.publish({ type: 'members.changed', circleId: clientId, id })
  return sent
}
