import { TimeZone } from '../../../contracts/auth'
import { RETURN_PARAM, safeReturnPath } from '../../../contracts/return-path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { PUBLIC } from '../access/access.plugin'
import { recordAudit } from '../audit/audit.service'
import type { Sessions } from '../auth/session.plugin'
import { createProviderClient } from './oauth.client'
import { PROVIDERS, type OAuthProviders } from './oauth.config'
import { codeChallengeOf, keepPendingSignIn, newPendingSignIn, takePendingSignIn } from './oauth.pending'
import { completeSocialSignIn, type CallbackQuery, type SocialSignInFailure } from './oauth.service'
import { REGISTRATION_CLOSED, type RegistrationMode } from '../../../contracts/auth'

export interface OAuthRouteDeps {
  db: Db
  sessions: Sessions
  /** where people reach the app: the providers send them back to <publicUrl>/auth/<provider>/callback */
  publicUrl: string
  providers: OAuthProviders
  /** `invite-only`: a provider account with no account here yet makes none (REGISTRATION) */
  registration?: RegistrationMode
}

/**
 * `GET /auth/<provider>` sends the browser to the provider; `GET /auth/<provider>/callback` brings it
 * back signed in at `/` (or at the page the start's `?next=` named), or at
 * `/login?error=<provider>_auth_failed` (SPEC.md §8) for any failure, including a provider that is not
 * configured, with the same `&next=` so that signing in there still goes back to that page.
 */
export function oauthRoutes(app: HttpApp, deps: OAuthRouteDeps) {
  for (const provider of PROVIDERS) {
    const config = deps.providers[provider]
    const client = config ? createProviderClient(config) : undefined
    const redirectUri = `${deps.publicUrl.replace(/\/+$/, '')}/auth/${provider}/callback`
    // `next`: the page they were going back to, kept so that signing in afterwards still opens it
    const fail = async (req: FastifyRequest, reply: FastifyReply, next: unknown, reason: SocialSignInFailure, detail?: string) => {
      req.log.warn({ provider, reason, detail }, 'social sign-in failed')
      await recordAudit(deps.db, req, { action: 'auth.sign_in_failed', details: { provider, reason } })
      const back = safeReturnPath(next)
      // not a failure of the provider's: the sign-in page says why and what to do
      const error = reason === 'registration_closed' ? REGISTRATION_CLOSED : `${provider}_auth_failed`
      return reply.redirect(`/login?error=${error}${back ? `&${RETURN_PARAM}=${encodeURIComponent(back)}` : ''}`, 302)
    }

    app.get(`/auth/${provider}`, { config: { access: PUBLIC } }, async (req, reply) => {
      const query = req.query as Record<string, unknown> | undefined
      // the page to come back to (?next=…), only a page of ours
      const next = safeReturnPath(query?.[RETURN_PARAM])
      if (!client) return fail(req, reply, next, 'not_configured')
      // the page passes the browser's zone (?timeZone=Europe/London); one the runtime does not know is dropped
      const zone = TimeZone.safeParse(query?.timeZone)
      const pending = newPendingSignIn(zone.success ? zone.data : undefined, next)
      let url: string
      try {
        url = await client.authorizationUrl({ redirectUri, state: pending.state, nonce: pending.nonce, codeChallenge: codeChallengeOf(pending.codeVerifier) })
      } catch (err) {
        return fail(req, reply, next, 'provider_error', err instanceof Error ? err.message : String(err))
      }
      keepPendingSignIn(req, reply, provider, pending)
      return reply.redirect(url, 302)
    })

    app.get(`/auth/${provider}/callback`, { config: { access: PUBLIC } }, async (req, reply) => {
      // the browser's own cookie, even when its state does not match this callback's: a page of ours it was going back to
      const pending = takePendingSignIn(req, reply, provider)
      if (!client) return fail(req, reply, pending?.next, 'not_configured')
      const result = await completeSocialSignIn(deps.db, client, { provider, query: callbackQuery(req.query), pending, redirectUri, registration: deps.registration })
      if (!result.ok) return fail(req, reply, pending?.next, result.reason, result.detail)
      const { user, isNew, hasEndedEarlierAccess } = result
      if (isNew) await recordAudit(deps.db, req, { action: 'user.created', actor: user, target: { type: 'user', id: user.id }, details: { provider } })
      await deps.sessions.signIn(req, reply, user)
      // the trail says why the password and the other sessions of the account are gone
      const details = hasEndedEarlierAccess ? { provider, endedUnverifiedAccess: true } : { provider }
      await recordAudit(deps.db, req, { action: 'auth.sign_in', actor: user, details })
      return reply.redirect(safeReturnPath(pending?.next) ?? '/', 302)
    })
  }
}

function callbackQuery(query: unknown): CallbackQuery {
  const q = (query ?? {}) as Record<string, unknown>
  const text = (v: unknown) => (typeof v === 'string' && v.length <= 2048 ? v : undefined)
  return { code: text(q.code), state: text(q.state), error: text(q.error) }
}
