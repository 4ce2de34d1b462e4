import { z } from 'zod'
import { AUTH_MESSAGES, Email, NewPassword, PASSWORD_MAX } from './auth'
import { RETURN_PARAM, RETURN_PATH_MAX } from './return-path'

/** How long an e-mailed reset link works */
export const RESET_LINK_TTL_MINUTES = 60

export const PASSWORD_RESET_MESSAGES = {
  /** the one answer to a request, whether or not the address has an account */
  requested: 'If an account exists for that address, we have sent a link to reset the password.',
  /** the answer on a server with no e-mail set up, whatever the address: nothing can reach them */
  mailOff:
    'This Hearthwatch server cannot send e-mail yet, so no reset link can reach you. Ask whoever runs Hearthwatch to set up e-mail, or to pass your reset link on to you.',
  done: 'Your password has been reset. You can now sign in with your new password.',
  expired: 'This reset link has expired. Please request a new one.',
  used: 'This reset link has already been used. Please request a new one.',
  invalid: 'This reset link is not valid. Please request a new one.',
} as const

/** An e-mailed link's token: anything else is a link that is not valid */
const ResetToken = z.string().trim().min(1, PASSWORD_RESET_MESSAGES.invalid).max(200, PASSWORD_RESET_MESSAGES.invalid)

/** The link checked when its page opens, before anyone types a new password */
export const ResetLinkParams = z.object({ token: ResetToken })
/** A usable link: until when it works, and nothing about whose account it is */
export const ResetLinkStatus = z.object({ expiresAt: z.string() })
export type ResetLinkStatus = z.infer<typeof ResetLinkStatus>

/**
 * `next`: the page she was on the way to when she found she had forgotten (an alert e-mail's link): it goes into
 * the e-mailed link, and the sign-in after the reset opens it. Only a page of ours is kept (safeReturnPath).
 */
export const ForgotPasswordRequest = z.object({ email: Email, [RETURN_PARAM]: z.string({ message: 'next must be a page address' }).max(RETURN_PATH_MAX).optional() })
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>

/** The spec's password rules (SPEC.md §5), in its order: length, then the confirmation */
export const ResetPasswordRequest = z
  .object({
    token: ResetToken,
    password: NewPassword,
    // longer than any password can be, so it cannot match one
    confirmPassword: z.string().max(PASSWORD_MAX, AUTH_MESSAGES.passwordMismatch).default(''),
  })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordMismatch, path: ['confirmPassword'] })
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>

/** What both endpoints answer on success */
export const PasswordResetReply = z.object({ message: z.string() })
export type PasswordResetReply = z.infer<typeof PasswordResetReply>
