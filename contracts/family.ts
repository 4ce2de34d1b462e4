import { z } from 'zod'
import { Email } from './auth'
import { FAMILY_ROLES } from './enums'
import { INVITATION_MESSAGES, INVITATION_NOTE_MAX, InvitationNote } from './invitations'

/** The Family Members page (SPEC.md §2, §3, §7): the circle's own people invite and remove each other */
export const FAMILY_MESSAGES = {
  emailRequired: INVITATION_MESSAGES.emailRequired,
  roleRequired: 'Choose Caregiver or Client',
  messageTooLong: INVITATION_MESSAGES.messageTooLong,
  memberGone: 'Family member not found',
  invitationGone: 'This invitation was accepted, revoked or never existed',
  alreadyInvitedElsewhere: 'This address has an invitation from the support team waiting. It can be invited here once that one is used or has expired.',
  notYourself: 'You cannot remove yourself from this care circle. Ask another carer or the support team.',
} as const

export const FAMILY_MESSAGE_MAX = INVITATION_NOTE_MAX

/** What Invite Family Member sends: the new person joins the circle on screen with this role */
export const FamilyInvite = z.object({
  inviteeEmail: z.string({ message: FAMILY_MESSAGES.emailRequired }).trim().min(1, FAMILY_MESSAGES.emailRequired).pipe(Email),
  inviteeRole: z.enum(FAMILY_ROLES, { message: FAMILY_MESSAGES.roleRequired }).default('carer'),
  message: InvitationNote,
})
export type FamilyInvite = z.infer<typeof FamilyInvite>

export const FamilyMemberParams = z.object({ id: z.uuid({ message: 'id must be a family member id' }) })
export const FamilyInvitationParams = z.object({ id: z.uuid({ message: 'id must be an invitation id' }) })

/** A row of 'Current Members' (SPEC.md §3) */
export interface FamilyMember {
  id: string
  role: (typeof FAMILY_ROLES)[number]
  relationship: string | null
  addedAt: string
  memberUser: { id: string; firstName: string | null; lastName: string | null; email: string | null; profileImageUrl: string | null }
  /** the signed-in person's own row */
  isYou: boolean
  /** their account was deactivated: they can no longer sign in and no alert reaches them (absent from older servers: active) */
  isDeactivated?: boolean
}

/** A row of 'Pending Invitations' (SPEC.md §3): not accepted yet; 'expired' once its link stopped working */
export interface FamilyInvitation {
  id: string
  inviteeEmail: string
  inviteeRole: (typeof FAMILY_ROLES)[number]
  message: string | null
  status: 'pending' | 'expired'
  createdAt: string
  expiresAt: string
  invitedByName: string | null
}
