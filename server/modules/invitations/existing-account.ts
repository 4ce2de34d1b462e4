// An invitation to an address that already has an account (decision 0014): a carer may be invited into
// another care circle, as a carer, and accepts by signing in; no account is made. So may a client whose
// own home holds nothing, as a carer or a client who shares the home: someone who signed up before being
// invited (decision 0044). Every other existing account is refused, naming why.
import { isStaff } from '../../../contracts/access'
import type { Role } from '../../../contracts/enums'
import { INVITATION_MESSAGES, wrongAccountMessage } from '../../../contracts/invitations'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import { hasEmptyOwnHome } from '../users/users-admin.repository'
import type { UserRow } from '../users/users.repository'
import { isMemberOf, joinCircleByInvitation, type DescribedInvitation } from './invitations.repository'

/**
 * Whether accepting would bring a client's own, empty home to an end (decision 0044): a client who
 * signed up before being invited, invited into someone else's circle as a carer or a client who shares it
 */
export async function joinsFromEmptyHome(db: Db, account: UserRow, invitation: { role: Role; circleId: string | null }) {
  const isJoinable = invitation.role === 'carer' || invitation.role === 'client'
  return account.role === 'client' && isJoinable && invitation.circleId !== null && invitation.circleId !== account.id && (await hasEmptyOwnHome(db, account.id))
}

/** Why this account cannot be invited with this role into this circle, or null when it can */
export async function refusalForAccount(db: Db, account: UserRow, invitation: { role: Role; circleId: string | null }): Promise<string | null> {
  if (isStaff(account.role)) return INVITATION_MESSAGES.staffAccount
  if (account.role === 'client' && !(await joinsFromEmptyHome(db, account, invitation))) {
    const isFamilyRole = invitation.role === 'carer' || invitation.role === 'client'
    if (isFamilyRole && !invitation.circleId && (await hasEmptyOwnHome(db, account.id))) return INVITATION_MESSAGES.emptyHomeNeedsCircle
    return INVITATION_MESSAGES.clientAccount
  }
  if (!account.isActive) return INVITATION_MESSAGES.accountDeactivated
  if (account.role === 'client') return null
  if (invitation.role === 'client') return INVITATION_MESSAGES.carerAsClient
  if (invitation.role !== 'carer') return INVITATION_MESSAGES.carerAsStaff
  if (!invitation.circleId) return INVITATION_MESSAGES.carerNeedsCircle
  if (await isMemberOf(db, invitation.circleId, account.id)) return INVITATION_MESSAGES.alreadyMember
  return null
}

/**
 * Accepts an invitation into an account that exists: only that account, signed in, may (the link
 * alone proves the mailbox, not who is at this browser). The rules are checked again, since the
 * account may have changed since the invitation was sent. Answers null when the link was spent
 * meanwhile (accepted at the same moment, revoked, or expired since it was read): the caller says which.
 */
export async function joinWithAccount(
  db: Db,
  { invitation, account, signedIn, now }: { invitation: NonNullable<DescribedInvitation>; account: UserRow; signedIn: UserRow | null; now: Date },
): Promise<{ user: UserRow; endedOwnHome: boolean } | null> {
  const refusal = await refusalForAccount(db, account, invitation)
  if (refusal) {
    // the invited person reads this: what is wrong with their account is not theirs to fix here
    const message = refusal === INVITATION_MESSAGES.alreadyMember ? refusal : INVITATION_MESSAGES.accountExists
    throw new AppError('CONFLICT', message, { email: [message] })
  }
  if (!signedIn) throw new AppError('UNAUTHORIZED', INVITATION_MESSAGES.signInToAccept)
  if (signedIn.id !== account.id) throw new AppError('FORBIDDEN', wrongAccountMessage(invitation.email, signedIn.email))
  const fromEmptyHome = await joinsFromEmptyHome(db, account, invitation)
  const outcome = await joinCircleByInvitation(db, { invitation, memberUserId: account.id, now, fromEmptyHome })
  if (outcome === 'joined') return { user: fromEmptyHome ? { ...account, role: invitation.role } : account, endedOwnHome: fromEmptyHome }
  if (outcome === 'home_in_use') throw new AppError('CONFLICT', INVITATION_MESSAGES.accountExists, { email: [INVITATION_MESSAGES.accountExists] })
  if (outcome === 'already_member') {
    throw new AppError('CONFLICT', INVITATION_MESSAGES.alreadyMember, { email: [INVITATION_MESSAGES.alreadyMember] })
  }
  return null
}
