import type { ErrorCode } from '../../../contracts/errors'
import { RETURN_PARAM, safeReturnPath } from '../../../contracts/return-path'
import { PASSWORD_RESET_MESSAGES, RESET_LINK_TTL_MINUTES, type ResetLinkStatus, type ResetPasswordRequest } from '../../../contracts/password-reset'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import { appLink, hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { hashPassword } from '../auth/password'
import type { Mailer } from '../mail/mail.service'
import { findUserByEmail } from '../users/users.repository'
import { completePasswordReset, findPasswordReset, insertPasswordReset } from './password-reset.repository'
import { resetMail } from './reset-mail'

export interface PasswordResetDeps {
  db: Db
  mailer: Mailer
  /** where people reach the app; the e-mailed link points here */
  publicUrl: string
  now?: () => Date
}

/**
 * E-mails a single-use link to an active account with this address; does nothing otherwise. The
 * caller answers the same either way. `next`, a page of ours she was on the way to, goes into the link.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, email: string, next?: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email)
  if (!user?.email || !user.isActive) return
  const now = deps.now?.() ?? new Date()
  const token = newSecretToken()
  await insertPasswordReset(deps.db, {
    userId: user.id,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
  })
  const back = safeReturnPath(next)
  const link = appLink(deps.publicUrl, `/reset-password?token=${token}${back ? `&${RETURN_PARAM}=${encodeURIComponent(back)}` : ''}`)
  await deps.mailer.send({ to: user.email, ...resetMail(user.firstName, link) })
}

/** How a refused link is answered: why it was refused decides the code */
interface RefusalCodes {
  invalid: ErrorCode
  spent: ErrorCode
}

/** The link's row when it can be used now, else refused saying why: the same rules for opening the page and for resetting */
async function getUsableReset(deps: Pick<PasswordResetDeps, 'db'>, token: string, now: Date, codes: RefusalCodes) {
  const reset = await findPasswordReset(deps.db, hashSecretToken(token))
  if (!reset || !reset.isUserActive) throw new AppError(codes.invalid, PASSWORD_RESET_MESSAGES.invalid)
  if (reset.usedAt) throw new AppError(codes.spent, PASSWORD_RESET_MESSAGES.used)
  if (reset.expiresAt <= now) throw new AppError(codes.spent, PASSWORD_RESET_MESSAGES.expired)
  return reset
}

/**
 * Whether an e-mailed link can still be used, checked when its page opens: 404 for a link that never
 * was (or whose account is gone), 410 for one used or expired, as an invitation's link answers.
 * Says nothing about whose account it is.
 */
export async function checkResetLink(deps: Pick<PasswordResetDeps, 'db' | 'now'>, token: string): Promise<ResetLinkStatus> {
  const reset = await getUsableReset(deps, token, deps.now?.() ?? new Date(), { invalid: 'NOT_FOUND', spent: 'GONE' })
  return { expiresAt: reset.expiresAt.toISOString() }
}

/** Sets a new password through an e-mailed link; every session of the person ends. Answers whose. */
export async function resetPassword(
  deps: PasswordResetDeps,
  input: ResetPasswordRequest,
): Promise<{ id: string; email: string | null; hasEndedEarlierAccess: boolean }> {
  const now = deps.now?.() ?? new Date()
  const reset = await getUsableReset(deps, input.token, now, { invalid: 'BAD_REQUEST', spent: 'BAD_REQUEST' })
  const passwordHash = await hashPassword(input.password)
  const done = await completePasswordReset(deps.db, { id: reset.id, userId: reset.userId, passwordHash, now })
  if (!done) throw new AppError('BAD_REQUEST', PASSWORD_RESET_MESSAGES.used)
  return { id: reset.userId, email: reset.email, hasEndedEarlierAccess: done.hasEndedEarlierAccess }
}
