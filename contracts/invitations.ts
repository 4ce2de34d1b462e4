import { z } from 'zod'
import { requiredText, whenLeftOut } from './text'
import { AUTH_MESSAGES, Email, NAME_MAX, NewPassword, PASSWORD_MAX, TimeZone } from './auth'
import { ROLES, type Role } from './enums'

export { INVITATION_TTL_DAYS } from './invitation-ttl'

export const INVITATION_MESSAGES = {
  emailRequired: 'Please enter an email address',
  messageTooLong: 'Message too long (at most 500 characters)',
  roleRequired: 'Choose a role',
  onlyAdminInvitesAdmin: 'Only an admin can invite an admin',
  onlyAdminInvitesSupport: 'Only an admin can invite someone as support',
  circleOnlyForCarer: 'Only a carer can be invited into a care circle',
  circleUnknown: 'Choose a care circle from the list',
  notFound: 'This invitation link is not valid. Please check the link in your e-mail, or ask for a new invitation.',
  expired: 'This invitation has expired. Please ask the person who invited you to send a new one.',
  used: 'This invitation has already been used. If it was you, please sign in.',
  // whoever sent it can no longer invite (removed from the home, deactivated, deleted, no longer staff)
  withdrawn: 'This invitation has been withdrawn. Please ask for a new invitation.',
  accountExists: 'An account with this email already exists. Please sign in instead.',
  invitationGone: 'Invitation not found',
  // an address that already has an account: only a carer joins another home, as a carer (decision 0014)
  alreadyMember: 'This person is already a member of this care circle.',
  staffAccount: 'This address belongs to a staff account. Staff already see every home.',
  clientAccount:
    'This address belongs to a client, the person watched in their own home. Under the current access rules a client cannot also be a carer in another home.',
  // someone who signed up before being invited: their home holds nothing, and joining a home ends it (decision 0044)
  emptyHomeNeedsCircle:
    'This address belongs to someone who signed up and whose own home is still empty. Choose the care circle to invite them into: accepting takes them there, and their empty home goes away.',
  carerAsClient: 'This address belongs to a carer. A carer can join another home as a carer, not as a client.',
  carerAsStaff: 'This address belongs to a carer. To make them staff, change their role with Edit User.',
  carerNeedsCircle: 'This address belongs to a carer. Choose the care circle to add them to.',
  accountDeactivated: 'This address belongs to a deactivated account. It can be invited once the account is reactivated.',
  signInToAccept: 'Please sign in to accept this invitation.',
  // what a carer inviting family is told of any other existing account: which kind it is (staff, client,
  // carer, deactivated) is for staff to know, not a list of staff addresses for anyone with a login
  accountCannotJoin: 'This address already has a Hearthwatch account that cannot be invited into this care circle. Support can help.',
} as const

/**
 * Why support (or a carer, from Family Members) may not resend, revoke or replace a pending invitation
 * to a staff role: only an admin hands out or withdraws staff access (decision 0010)
 */
export const staffInvitationMessage = (verb: 'resend' | 'revoke' | 'replace', role: Role) =>
  `Only an admin can ${verb} an invitation to become ${role === 'admin' ? 'an admin' : 'support'}: staff accounts reach every home.`

/** Accepting, into an existing account, while signed in as another person */
export const wrongAccountMessage = (invitedEmail: string, signedInEmail: string | null) =>
  `This invitation was sent to ${invitedEmail}, but you are signed in as ${signedInEmail ?? 'someone else'}. Sign out, then sign in as ${invitedEmail} to accept it.`

/** How an invitation names the circle it leads into, for the e-mail and the accept page alike */
export const circlePhrase = (role: (typeof ROLES)[number], circleName: string | null) =>
  !circleName ? '' : role === 'client' ? `, in ${circleName}'s care circle` : `, to help look after ${circleName}`

/** SPEC.md §6's invitation roles, in the words Invite Family Member offers them ('Caregiver - Can monitor and receive alerts') */
const FAMILY_ROLE_WORDS = { carer: 'the Caregiver role (can monitor and receive alerts)', client: 'the Client role (limited access to own data)' } as const

/**
 * What an invitation the home's own family sent (Invite Family Member, by someone who is not staff) asks the
 * person to be: a family member of that home, with the role chosen for them. 'As a carer' told a daughter her
 * brother invited that she was being taken on as the home's carer. Staff's invitations name the role instead
 * (circlePhrase): a carer they place in a home, support, an admin.
 */
export const familyMemberPhrase = (role: 'carer' | 'client', circleName: string | null) =>
  `as a family member${circleName ? ` in ${circleName}'s care circle` : ''}, with ${FAMILY_ROLE_WORDS[role]}`

/** Who sent an invitation, as far as its words go: someone of the home's own family (not staff) into that home */
export const isFamilyInvitation = (invitation: { circleId: string | null; role: (typeof ROLES)[number]; inviterRole: (typeof ROLES)[number] | null }) =>
  invitation.circleId !== null &&
  (invitation.role === 'carer' || invitation.role === 'client') &&
  (invitation.inviterRole === 'carer' || invitation.inviterRole === 'client')

/**
 * The page an invitation was sent from, kept with it (user_invitations.sent_from) and through a resend from either page.
 * Staff's from a home's Family Members (Invite Family Member, as a Caregiver or a Client) reads as the family's own
 * does (familyMemberPhrase); staff's from User Management names the role ('as a carer, to help look after …').
 */
export const INVITATION_SOURCES = ['family-members', 'user-management'] as const
export type InvitationSource = (typeof INVITATION_SOURCES)[number]

/** The page one was sent from; one filed before the page was kept (null) reads as User Management, as it did */
export const invitationSource = (stored: InvitationSource | null): InvitationSource => stored ?? 'user-management'

/**
 * Whether it asks the person in as a family member: the home's own family sent it, or staff did from the home's
 * Family Members page; either way into a home, as a Caregiver or a Client
 */
export const asksInAsFamily = (invitation: { role: (typeof ROLES)[number]; isFromFamily: boolean; sentFrom: InvitationSource }) =>
  (invitation.role === 'carer' || invitation.role === 'client') && (invitation.isFromFamily || invitation.sentFrom === 'family-members')

/** How long the inviter's own words with an invitation may be */
export const INVITATION_NOTE_MAX = 500

/** The inviter's own words, optional, put in the e-mail (Invite User and Invite Family Member alike); blank is none */
export const InvitationNote = z
  .string({ message: 'Must be text' })
  .trim()
  .max(INVITATION_NOTE_MAX, INVITATION_MESSAGES.messageTooLong)
  .nullish()
  .transform((v) => (v ? v : null))

/** What staff send to invite someone (Invite User) */
export const InvitationCreate = z
  .object({
    email: z.string({ message: INVITATION_MESSAGES.emailRequired }).trim().min(1, INVITATION_MESSAGES.emailRequired).pipe(Email),
    role: z.enum(ROLES, { message: INVITATION_MESSAGES.roleRequired }),
    // a carer may be invited straight into a client's care circle
    circleId: z.uuid({ message: INVITATION_MESSAGES.circleUnknown }).nullish(),
    message: InvitationNote,
  })
  .refine((v) => !v.circleId || v.role === 'carer', { message: INVITATION_MESSAGES.circleOnlyForCarer, path: ['circleId'] })
export type InvitationCreate = z.infer<typeof InvitationCreate>

export const InvitationParams = z.object({ id: z.uuid({ message: 'id must be an invitation id' }) })
export const InvitationTokenParams = z.object({ token: z.string().min(1).max(200) })

/** The invited person's own details; the e-mail address and role come from the invitation */
export const AcceptInvitation = z
  .object({
    firstName: requiredText('First name is required', NAME_MAX, AUTH_MESSAGES.firstNameTooLong),
    lastName: requiredText('Last name is required', NAME_MAX, AUTH_MESSAGES.lastNameTooLong),
    password: z.string({ error: whenLeftOut(AUTH_MESSAGES.passwordTooShort) }).pipe(NewPassword),
    confirmPassword: z.string().max(PASSWORD_MAX).default(''),
    timeZone: TimeZone.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordMismatch, path: ['confirmPassword'] })
export type AcceptInvitation = z.infer<typeof AcceptInvitation>

/** What the accept page shows before the person signs up, or signs in to accept */
export interface InvitationPreview {
  email: string
  role: (typeof ROLES)[number]
  /** who sent it, or null when that account is gone */
  inviterName: string | null
  /** the client whose care circle a carer joins, and their id (where the page lands once accepted) */
  circleName: string | null
  circleId: string | null
  /** the address already has an account: the person signs in to accept, no new account is made */
  hasAccount: boolean
  /** that account is a client whose own home holds nothing: accepting ends it (decision 0044) */
  endsEmptyHome: boolean
  /** the home's own family sent it (isFamilyInvitation): she joins as a family member */
  isFromFamily: boolean
  /** the page it was sent from (invitationSource): staff's from a home's Family Members reads as the family's own (asksInAsFamily) */
  sentFrom: InvitationSource
  /** the sender's own words with it, as the e-mail carries them, or null */
  message: string | null
  expiresAt: string
  /** only to the person it was sent to, signed in, once she has accepted it: the page opens the home instead */
  acceptedByYou?: true
}

/** A row of 'Pending Invitations' on the Users page */
export interface PendingInvitation {
  id: string
  email: string
  role: (typeof ROLES)[number]
  circleId: string | null
  circleName: string | null
  invitedByName: string | null
  /** the sender's own words with it (Message (optional)), shown to those who may see the invitation: staff */
  message: string | null
  createdAt: string
  expiresAt: string
  /** whoever sent it can no longer invite (removed, deactivated, deleted, no longer staff): its link no longer works until it is resent */
  withdrawn: boolean
}

/** What creating or resending answers: the invitation, and whether its e-mail could not be delivered */
export interface InvitationSent {
  invitation: PendingInvitation
  /** set when SMTP refused the message; the invitation stands and can be resent */
  emailError: string | null
  /**
   * The invitation's link, only when its e-mail did not go (`emailError`): the person who sent it passes it on. Only in
   * this answer to them: the server keeps its hash alone, so no list, page or other person can ever read it
   */
  link: string | null
}
