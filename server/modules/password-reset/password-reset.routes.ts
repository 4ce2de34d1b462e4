import { ForgotPasswordRequest, PASSWORD_RESET_MESSAGES, ResetLinkParams, ResetPasswordRequest } from '../../../contracts/password-reset'
import type { HttpApp } from '../../lib/http'
import { parseOrThrow } from '../../lib/parse'
import { limitFailures, RateLimiter, refuseIfTooMany } from '../../lib/rate-limiter'
import { PUBLIC } from '../access/access.plugin'
import { recordAudit } from '../audit/audit.service'
import { checkResetLink, requestPasswordReset, resetPassword, type PasswordResetDeps } from './password-reset.service'

const WINDOW_MS = 15 * 60_000
/** reset e-mails to one address per window: more are dropped silently, so the answer stays the same */
const MAILS_PER_ADDRESS = 3

export interface PasswordResetRouteDeps extends PasswordResetDeps {
  /** requests from one IP address per 15 minutes (the sign-in limit) */
  attemptsPerIp: number
}

/**
 * The two posts take form data or JSON and answer JSON `{ message }` (errors: the one error shape).
 * Asking for a link counts every time (each may send an e-mail); using or checking one counts only
 * when the link is refused, as sign-in counts only failures.
 */
export function passwordResetRoutes(app: HttpApp, deps: PasswordResetRouteDeps) {
  const byIp = new RateLimiter(deps.db, 'password-reset-ip', deps.attemptsPerIp, WINDOW_MS)
  const byAddress = new RateLimiter(deps.db, 'password-reset-address', MAILS_PER_ADDRESS, WINDOW_MS)

  app.post('/auth/forgot-password', { config: { access: PUBLIC } }, async (req) => {
    await refuseIfTooMany(byIp, `forgot:${req.ip}`)
    const { email, next } = parseOrThrow(ForgotPasswordRequest, req.body)
    // The answer waits for neither the lookup, the token nor the mail, so it is the same, and as
    // quick, whether or not the address has an account
    if ((await byAddress.hit(email)) === 0) {
      requestPasswordReset(deps, email, next).catch((err: unknown) => req.log.error({ err }, 'password reset request failed'))
    }
    // nothing can be e-mailed from this server: saying "we have sent" would have them wait for nothing
    // (the same words for every address; the link is still made, for whoever runs it to pass on)
    return { message: deps.mailer.isOff ? PASSWORD_RESET_MESSAGES.mailOff : PASSWORD_RESET_MESSAGES.requested }
  })

  app.get('/api/password-resets/:token', { config: { access: PUBLIC }, schema: { params: ResetLinkParams } }, async (req) =>
    limitFailures(byIp, `reset-check:${req.ip}`, () => checkResetLink(deps, req.params.token)),
  )

  app.post('/auth/reset-password', { config: { access: PUBLIC } }, async (req) => {
    const person = await limitFailures(byIp, `reset:${req.ip}`, async () => resetPassword(deps, parseOrThrow(ResetPasswordRequest, req.body)))
    await recordAudit(deps.db, req, {
      action: 'auth.password_reset',
      actor: person,
      target: { type: 'user', id: person.id },
      // the address was proved here first: provider accounts linked before it no longer sign in (decision 0049)
      ...(person.hasEndedEarlierAccess ? { details: { endedUnverifiedAccess: true } } : {}),
    })
    return { message: PASSWORD_RESET_MESSAGES.done }
  })
}
