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

export interface OAuthRouteDeps {
  db: Db
  sessions: Sessions
  /** where people reach the app: the providers send them back to <publicUrl>/auth/<provider>/callback */
  publicUrl: string
  providers: OAuthProviders
}

/**
 * `GET /auth/<provider>` sends the browser to the provider; `GET /auth/<provider>/callback` brings it
 * back signed in at `/` (or at the page the start's `?next=` named), or at
 * `/login?error=<provider>_auth_failed` (SPEC.md §8) for any failure, including a provider that is not
 * configured.
 */
export function oauthRoutes(app: HttpApp, deps: OAuthRouteDeps) {
  for (const provider of PROVIDERS) {
    const config = deps.providers[provider]
    const client = config ? createProviderClient(config) : undefined
    const redirectUri = `${deps.publicUrl.replace(/\/+$/, '')}/auth/${provider}/callback`
    const fail = async (req: FastifyRequest, reply: FastifyReply, reason: SocialSignInFailure, detail?: string) => {
      req.log.warn({ provider, reason, detail }, 'social sign-in failed')
      await recordAudit(deps.db, req, { action: 'auth.sign_in_failed', details: { provider, reason } })
      return reply.redirect(`/login?error=${provider}_auth_failed`, 302)
    }

    app.get(`/auth/${provider}`, { config: { access: PUBLIC } }, async (req, reply) => {
      if (!client) return fail(req, reply, 'not_configured')
      // the page passes the browser's zone (?timeZone=Europe/London); one the runtime does not know is dropped
      const query = req.query as Record<string, unknown> | undefined
      const zone = TimeZone.safeParse(query?.timeZone)
      // and the page to come back to (?next=…), only a page of ours
      const pending = newPendingSignIn(zone.success ? zone.data : undefined, safeReturnPath(query?.[RETURN_PARAM]))
      let url: string
      try {
        url = await client.authorizationUrl({ redirectUri, state: pending.state, nonce: pending.nonce, codeChallenge: codeChallengeOf(pending.codeVerifier) })
      } catch (err) {
        return fail(req, reply, 'provider_error', err instanceof Error ? err.message : String(err))
      }
      keepPendingSignIn(req, reply, provider, pending)
      return reply.redirect(url, 302)
    })

    app.get(`/auth/${provider}/callback`, { config: { access: PUBLIC } }, async (req, reply) => {
      const pending = takePendingSignIn(req, reply, provider)
      if (!client) return fail(req, reply, 'not_configured')
      const result = await completeSocialSignIn(deps.db, client, { provider, query: callbackQuery(req.query), pending, redirectUri })
      if (!result.ok) return fail(req, reply, result.reason, result.detail)
      const { user, isNew } = result
      if (isNew) await recordAudit(deps.db, req, { action: 'user.created', actor: user, target: { type: 'user', id: user.id }, details: { provider } })
      await deps.sessions.signIn(req, reply, user)
      await recordAudit(deps.db, req, { action: 'auth.sign_in', actor: user, details: { provider } })
      return reply.redirect(safeReturnPath(pending?.next) ?? '/', 302)
    })
  }
}

function callbackQuery(query: unknown): CallbackQuery {
  const q = (query ?? {}) as Record<string, unknown>
  const text = (v: unknown) => (typeof v === 'string' && v.length <= 2048 ? v : undefined)
  return { code: text(q.code), state: text(q.state), error: text(q.error) }
}
