import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { toCurrentUser } from '../users/users.service'
import { PUBLIC } from '../access/access.plugin'
import { authenticate, register } from './auth.service'
import { requireUser, type Sessions } from './session.plugin'

/**
 * Sign-in and registration take form data and answer with redirects (SPEC.md §7), so the forms also
 * work as plain HTML posts; the web app follows the redirect and lands where it points.
 */
export function authRoutes(app: HttpApp, { db, sessions }: { db: Db; sessions: Sessions }) {
  app.post('/auth/register', { config: { access: PUBLIC } }, async (req, reply) => {
    const result = await register(db, req.body).catch((err: unknown) => {
      req.log.error({ err }, 'registration failed')
      return { ok: false as const, error: 'registration_failed' as const }
    })
    if (!result.ok) return reply.redirect(`/register?error=${result.error}`, 303)
    try {
      await sessions.signIn(req, reply, result.user)
    } catch (err) {
      req.log.error({ err }, 'sign-in after registration failed')
      return reply.redirect('/register?error=login_failed', 303)
    }
    req.log.info({ userId: result.user.id }, 'account registered')
    return reply.redirect('/', 303)
  })

  app.post('/auth/login', { config: { access: PUBLIC } }, async (req, reply) => {
    const user = await authenticate(db, req.body)
    if (!user) {
      req.log.info('sign-in refused')
      return reply.redirect('/login?error=invalid_credentials', 303)
    }
    await sessions.signIn(req, reply, user)
    return reply.redirect('/', 303)
  })

  // Social sign-in is not configured yet: the spec's failure redirect, never a crash
  for (const provider of ['google', 'facebook'] as const) {
    app.get(`/auth/${provider}`, { config: { access: PUBLIC } }, async (_req, reply) => reply.redirect(`/login?error=${provider}_auth_failed`, 302))
  }

  app.get('/api/auth/user', { config: { access: { signedIn: true } } }, async (req) => toCurrentUser(requireUser(req)))

  app.get('/api/logout', { config: { access: PUBLIC } }, async (req, reply) => {
    await sessions.signOut(req, reply)
    return reply.redirect('/', 302)
  })
}
