import { MAIL_OFF_ERROR } from '../../../contracts/mail'
import type { InvitationCreate, InvitationPreview, InvitationSent, PendingInvitation } from '../../../contracts/invitations'
import type { InvitationSource } from '../../../contracts/invitations'
import { AcceptInvitation, asksInAsFamily, INVITATION_MESSAGES, INVITATION_TTL_DAYS, invitationSource, isFamilyInvitation, staffInvitationMessage } from '../../../contracts/invitations'
import { can, isStaff, mayManageAccountOf } from '../../../contracts/access'
import type { Role } from '../../../contracts/enums'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import { parseOrThrow } from '../../lib/parse'
import { appLink, hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { hashPassword } from '../auth/password'
import { findCircle } from '../circles/circles.repository'
import type { Mailer } from '../mail/mail.service'
import { findUserByEmail, type UserRow } from '../users/users.repository'
import { markAlertsIntroDue } from '../notifications/alerts-intro.repository'
import { joinsFromEmptyHome, joinWithAccount, refusalForAccount } from './existing-account'
import { invitationMail } from './invitation-mail'
import {
  acceptInvitation,
  deleteOpenInvitation,
  findInvitation,
  findInvitationByTokenHash,
  listOpenInvitations,
  renewInvitation,
  replaceInvitation,
  type DescribedInvitation,
} from './invitations.repository'

export interface InvitationDeps {
  db: Db
  mailer: Mailer
  /** where people reach the app; the e-mailed link points here */
  publicUrl: string
  now?: () => Date
}

const TTL_MS = INVITATION_TTL_DAYS * 86_400_000

function toPending(row: NonNullable<DescribedInvitation>): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    circleId: row.circleId,
    circleName: row.circleName,
    invitedByName: row.invitedByName,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    withdrawn: !senderMayStillInvite(row),
  }
}

export async function listPendingInvitations(db: Db): Promise<PendingInvitation[]> {
  return (await listOpenInvitations(db)).map(toPending)
}

/**
 * Staff invite someone to join with a role: only an admin invites staff (decision 0010), and a carer
 * may be invited into a client's care circle (an existing carer too, decision 0014). An open
 * invitation for the address into the same circle (or none) is replaced, so only the newest link
 * there works; one into another home stays, for the carer may be wanted in both.
 */
export async function invite(deps: InvitationDeps, actor: UserRow, input: InvitationCreate): Promise<InvitationSent> {
  if ((input.role === 'admin' || input.role === 'support') && actor.role !== 'admin') {
    const message = input.role === 'admin' ? INVITATION_MESSAGES.onlyAdminInvitesAdmin : INVITATION_MESSAGES.onlyAdminInvitesSupport
    throw new AppError('FORBIDDEN', message, { role: [message] })
  }
  const circle = input.circleId ? await findCircle(deps.db, input.circleId) : undefined
  if (input.circleId && !circle) {
    throw new AppError('VALIDATION', INVITATION_MESSAGES.circleUnknown, { circleId: [INVITATION_MESSAGES.circleUnknown] })
  }
  return fileInvitation(deps, actor, { email: input.email, role: input.role, circleId: circle?.clientId ?? null, message: input.message ?? null })
}

/**
 * Files an invitation in place of any open one for the address and e-mails its link. An address with
 * an account is refused unless it is a carer invited into another circle as a carer (decision 0014).
 * Replacing an open invitation to a staff role withdraws it, so that is an admin's (decision 0010).
 * `emailField` names the field a refusal points at (the Invite User and Invite Family Member forms differ);
 * `sentFrom` is the page it was sent from, kept with it (a resend from either page keeps it).
 */
export async function fileInvitation(
  deps: InvitationDeps,
  actor: UserRow,
  values: { email: string; role: Role; circleId: string | null; message: string | null },
  emailField = 'email',
  sentFrom: InvitationSource = 'user-management',
): Promise<InvitationSent> {
  const account = await findUserByEmail(deps.db, values.email)
  const found = account && (await refusalForAccount(deps.db, account, values))
  const refusal = found && (isStaff(actor.role) || found === INVITATION_MESSAGES.alreadyMember ? found : INVITATION_MESSAGES.accountCannotJoin)
  if (refusal) throw new AppError('CONFLICT', refusal, { [emailField]: [refusal] })
  const token = newSecretToken()
  const filed = await replaceInvitation(
    deps.db,
    { ...values, sentFrom, invitedBy: actor.id, tokenHash: hashSecretToken(token), expiresAt: new Date(now(deps).getTime() + TTL_MS) },
    (waitingRole) => mayManageAccountOf(actor.role, waitingRole),
  )
  if (!filed.ok) {
    const message = staffInvitationMessage('replace', filed.waitingRole)
    throw new AppError('FORBIDDEN', message, { [emailField]: [message] })
  }
  return send(deps, filed.id, token)
}

/**
 * A new link (the old one stops working) and another week, sent now by the actor: the link then depends on their
 * standing. Its words stay those of the page it was first sent from, whichever page resends it.
 */
export async function resend(deps: InvitationDeps, actor: UserRow, id: string): Promise<InvitationSent> {
  await getChangeable(deps.db, actor, id, 'resend')
  const token = newSecretToken()
  const isRenewed = await renewInvitation(deps.db, id, { invitedBy: actor.id, tokenHash: hashSecretToken(token), expiresAt: new Date(now(deps).getTime() + TTL_MS) })
  if (!isRenewed) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.invitationGone)
  return send(deps, id, token)
}

/** Revokes an open invitation: its link stops working at once. Answers what was revoked, for the trail. */
export async function revoke(db: Db, actor: UserRow, id: string) {
  const invitation = await getChangeable(db, actor, id, 'revoke')
  if (!(await deleteOpenInvitation(db, id))) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.invitationGone)
  return invitation
}

/** What the accept page shows; 404 for a link that never was, 410 for one used or expired */
export async function preview(deps: Pick<InvitationDeps, 'db' | 'now'>, token: string, signedIn: UserRow | null = null): Promise<InvitationPreview> {
  // a link she already used, opened again signed in as the address it was sent to (after the page sent her to sign
  // in): its page opens the home it invited her to; to anyone else it stays spent
  const spent = await findInvitationByTokenHash(deps.db, hashSecretToken(token))
  const isOwnSpent = Boolean(spent?.acceptedAt && signedIn && signedIn.email?.toLowerCase() === spent.email.toLowerCase())
  const invitation = isOwnSpent ? spent! : await getUsable(deps, token)
  const account = await findUserByEmail(deps.db, invitation.email)
  return {
    ...(isOwnSpent ? { acceptedByYou: true } : {}),
    email: invitation.email,
    role: invitation.role,
    inviterName: invitation.invitedByName,
    circleName: invitation.circleName,
    circleId: invitation.circleId,
    hasAccount: Boolean(account),
    endsEmptyHome: Boolean(account && (await joinsFromEmptyHome(deps.db, account, invitation))),
    isFromFamily: isFamilyInvitation(invitation),
    // the page reads the words from here, never from its own address: whoever holds the link cannot change them
    sentFrom: invitationSource(invitation.sentFrom),
    // the e-mail showed it; the page she opens from it shows it too (escaped there, as in the lists)
    message: invitation.message,
    expiresAt: invitation.expiresAt.toISOString(),
  }
}

/**
 * Makes the invited person's account with the invited role (the address is proven: the link reached
 * it), puts a carer into the circle they were invited to, and spends the link, all at once. When the
 * address has an account, that account, signed in, joins the circle instead and the body is not read
 * (so it is parsed here, once the invitation says which it is).
 */
export async function accept(deps: Pick<InvitationDeps, 'db' | 'now'>, token: string, body: unknown, signedIn: UserRow | null) {
  const invitation = await getUsable(deps, token)
  const account = await findUserByEmail(deps.db, invitation.email)
  if (account) {
    // the account may be the one a simultaneous accept of this link just made, committed together
    // with spending it: read the link again, after the account, so that accept answers 410, not 409
    const current = await getUsable(deps, token)
    const joined = await joinWithAccount(deps.db, { invitation: current, account, signedIn, now: now(deps) })
    if (!joined) return spentMeanwhile(deps, token)
    const { user, endedOwnHome } = joined
    const previousRole = user.role === account.role ? undefined : account.role
    await toldHowAlertsReach(deps.db, user.id, current.role)
    return { user, invitation: current, isNewAccount: false, endedOwnHome, previousRole }
  }
  const input = parseOrThrow(AcceptInvitation, body)
  const passwordHash = await hashPassword(input.password)
  const outcome = await acceptInvitation(deps.db, {
    invitation,
    now: now(deps),
    user: {
      email: invitation.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: invitation.role,
      emailVerified: true,
      authProvider: 'email',
      timeZone: input.timeZone ?? 'UTC',
    },
  })
  if (outcome.ok) {
    await toldHowAlertsReach(deps.db, outcome.user.id, invitation.role)
    return { user: outcome.user, invitation, isNewAccount: true, endedOwnHome: false, previousRole: undefined }
  }
  if (outcome.reason === 'email_taken') {
    throw new AppError('CONFLICT', INVITATION_MESSAGES.accountExists, { email: [INVITATION_MESSAGES.accountExists] })
  }
  return spentMeanwhile(deps, token)
}

/** A carer who joined never knew whether alerts would reach her, or how: her first visit says so (alerts-intro) */
async function toldHowAlertsReach(db: Db, userId: string, role: Role) {
  if (role === 'carer') await markAlertsIntroDue(db, userId)
}

/**
 * The link, good when the accept read it, could not be spent: it was accepted at the same moment, revoked
 * (a family's Revoke, staff's), or it expired or its sender lost the right to invite in between. Says which,
 * as opening the link now would: a revoked invitation is gone, not used (and the invitee has no account to sign in to).
 */
async function spentMeanwhile(deps: Pick<InvitationDeps, 'db' | 'now'>, token: string): Promise<never> {
  await getUsable(deps, token)
  throw new AppError('GONE', INVITATION_MESSAGES.used)
}

async function getUsable(deps: Pick<InvitationDeps, 'db' | 'now'>, token: string) {
  const invitation = await findInvitationByTokenHash(deps.db, hashSecretToken(token))
  if (!invitation) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound)
  if (invitation.acceptedAt) throw new AppError('GONE', INVITATION_MESSAGES.used)
  if (invitation.expiresAt <= now(deps)) throw new AppError('GONE', INVITATION_MESSAGES.expired)
  if (!senderMayStillInvite(invitation)) throw new AppError('GONE', INVITATION_MESSAGES.withdrawn)
  return invitation
}

/**
 * A link hands out access only while whoever sent it could still send it: a carer removed from the
 * home, an account deactivated or deleted, or staff no longer staff (an admin no longer an admin, for
 * a staff role) would otherwise keep a way back in through a link sent to an address of their own.
 * Such an invitation is withdrawn: the staff's Pending Invitations say so (Resend sends it again as
 * theirs), and the home's family list no longer shows it.
 */
export function senderMayStillInvite(invitation: Pick<NonNullable<DescribedInvitation>, 'invitedBy' | 'inviterRole' | 'inviterIsActive' | 'inviterIsMember' | 'circleId' | 'role'>) {
  const { invitedBy, inviterRole, inviterIsActive, inviterIsMember, circleId } = invitation
  if (!invitedBy || !inviterRole || !inviterIsActive) return false
  if (isStaff(invitation.role)) return inviterRole === 'admin'
  if (can(inviterRole, 'users.manage')) return true
  return circleId !== null && can(inviterRole, 'family.manage') && inviterIsMember
}

/**
 * An open invitation the actor may act on: one to a staff role hands out (resend) or withdraws (revoke)
 * access to every home, so it is an admin's, as a staff account is (decision 0010)
 */
async function getChangeable(db: Db, actor: UserRow, id: string, verb: 'resend' | 'revoke') {
  const invitation = await findInvitation(db, id)
  if (!invitation || invitation.acceptedAt) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.invitationGone)
  if (!mayManageAccountOf(actor.role, invitation.role)) throw new AppError('FORBIDDEN', staffInvitationMessage(verb, invitation.role))
  return invitation
}

async function send(deps: InvitationDeps, id: string, token: string): Promise<InvitationSent> {
  const invitation = (await findInvitation(deps.db, id))!
  const link = appLink(deps.publicUrl, `/invitations/${token}`)
  const account = await findUserByEmail(deps.db, invitation.email)
  const existing = !account ? 'none' : (await joinsFromEmptyHome(deps.db, account, invitation)) ? 'empty-home' : 'carer'
  const asFamily = asksInAsFamily({ role: invitation.role, isFromFamily: isFamilyInvitation(invitation), sentFrom: invitationSource(invitation.sentFrom) })
  const mail = invitationMail({ invitation: { ...invitation, isFromFamily: asFamily }, link, ttlDays: INVITATION_TTL_DAYS, existing })
  const result = await deps.mailer.send({ to: invitation.email, ...mail })
  const emailError = result.error ?? (result.isMailOff ? MAIL_OFF_ERROR : null)
  // it reached nobody: the one who sent it is the one to pass it on (it was in the server's log alone)
  return { invitation: toPending(invitation), emailError, link: emailError ? link : null }
}

const now = (deps: Pick<InvitationDeps, 'now'>) => deps.now?.() ?? new Date()
