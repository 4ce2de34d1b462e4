// Giving a sign-in to someone whose home was added without one (decision 0025): staff type
// the person's address, the server mails a link to it, and only the person opening that link and
// choosing a password puts the address on the account.
import { z } from 'zod'
import { AUTH_MESSAGES, Email, NewPassword, PASSWORD_MAX } from './auth'
import { INVITATION_TTL_DAYS } from './invitations'
import { whenLeftOut } from './text'

/** How long a mailed sign-in link works: as long as an invitation's */
export const SIGN_IN_OFFER_TTL_DAYS = INVITATION_TTL_DAYS

export const SIGN_IN_OFFER_MESSAGES = {
  emailRequired: 'Please enter their e-mail address',
  emailTaken: 'This address already belongs to another Hearthwatch account. Each person needs an address of their own.',
  alreadySignsIn: 'This person can already sign in, so there is no sign-in to give them.',
  noOffer: 'There is no sign-in link waiting for this person.',
  replaced: 'Someone else sent this person a sign-in link at the same moment. Open Edit User again to see which one is waiting.',
  notFound: 'This sign-in link is not valid. Please check the link in your e-mail, or ask for a new one.',
  expired: 'This sign-in link has expired. Please ask the person who sent it for a new one.',
  used: 'This sign-in link has already been used. If it was you, please sign in.',
  // whoever sent it is no longer staff (deactivated, deleted, or given another role)
  withdrawn: 'This sign-in link has been withdrawn. Please ask for a new one.',
  // the person at the link reads this: the address was taken after the link was sent
  emailTakenSince:
    'This address now belongs to another Hearthwatch account, so it cannot be used for this one. Please ask the person who sent the link to use another address.',
} as const

/** `POST /api/users/:id/sign-in-offer`: the address staff type in Edit User */
export const SignInOfferCreate = z.object({
  email: z.string({ message: SIGN_IN_OFFER_MESSAGES.emailRequired }).trim().min(1, SIGN_IN_OFFER_MESSAGES.emailRequired).pipe(Email),
})
export type SignInOfferCreate = z.infer<typeof SignInOfferCreate>

export const SignInOfferTokenParams = z.object({ token: z.string().min(1).max(200) })

/** The password the person chooses at the link: the sign-up and reset rules, and the confirmation */
export const AcceptSignInOffer = z
  .object({
    password: z.string({ error: whenLeftOut(AUTH_MESSAGES.passwordTooShort) }).pipe(NewPassword),
    // longer than any password can be, so it cannot match one
    confirmPassword: z.string().max(PASSWORD_MAX, AUTH_MESSAGES.passwordMismatch).default(''),
  })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordMismatch, path: ['confirmPassword'] })
export type AcceptSignInOffer = z.infer<typeof AcceptSignInOffer>

/** A link waiting to be used, as Edit User shows it (expired ones too: they can be resent) */
export interface PendingSignInOffer {
  email: string
  /** who sent it, or null when that account is gone */
  offeredByName: string | null
  sentAt: string
  expiresAt: string
}

/** What `GET /api/users/:id/sign-in-offer` answers */
export interface SignInOfferState {
  offer: PendingSignInOffer | null
}

/** What sending or resending answers: the offer, and whether its e-mail could not be delivered */
export interface SignInOfferSent {
  offer: PendingSignInOffer
  /** set when SMTP refused the message; the offer stands and can be resent */
  emailError: string | null
}

/** What the link's page shows: whose sign-in it is, and the address it will sign in with */
export interface SignInOfferPreview {
  email: string
  firstName: string | null
  lastName: string | null
  offeredByName: string | null
  expiresAt: string
}
