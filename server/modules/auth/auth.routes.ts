import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { RateLimiter, tooManyMessage } from '../../lib/rate-limiter'
import { REGISTRATION_CLOSED, type AuthOptions, type RegistrationMode } from '../../../contracts/auth'
import { RETURN_PARAM, safeReturnPath } from '../../../contracts/return-path'
import { PUBLIC } from '../access/access.plugin'
import { recordAudit } from '../audit/audit.service'
import { toCurrentUser } from '../users/users.service'
import { findUserByEmail } from '../users/users.repository'
import { authenticate, register } from './auth.service'
import { isKnownBrowserOf, KNOWN_BROWSER_COOKIE, markKnownBrowser } from './known-browser'
import { requireUser, type Sessions } from './session.plugin'

const WINDOW_MS = 15 * 60_000

export interface AuthLimits {
  perIp: number
  perAddress: number
}

/**
 * Sign-in and registration take form data and answer with redirects (SPEC.md §7), so the forms also
 * work as plain HTML posts; the web app follows the redirect and lands where it points.
 */
export function authRoutes(
  app: HttpApp,
  { db, sessions, limits, registration = 'open', simulation = false }: { db: Db; sessions: Sessions; limits: AuthLimits; registration?: RegistrationMode; simulation?: boolean },
) {
  const byIp = new RateLimiter(db, 'auth-ip', limits.perIp, WINDOW_MS)
  const byAddress = new RateLimiter(db, 'auth-address', limits.perAddress, WINDOW_MS)

  /**
   * Counts the attempt; answers 429 with a plain message when the IP or the address is over its limit.
   * `isOwnersBrowser`: asked only once the address is over its limit, whether this browser is one its
   * owner signed in with before (known-browser.ts): then what others tried does not refuse her
   */
  async function refuseIfTooMany(req: FastifyRequest, reply: FastifyReply, kind: string, isOwnersBrowser?: (email: string) => Promise<boolean>) {
    const email = addressOf(req.body)
    // an attempt the IP's limit refuses never reaches a password, so it is not counted against the
    // address: counted, one client kept adding an entry per made-up address to the table in memory,
    // and spent the attempts of addresses it only named
    const ipWaitMs = await byIp.hit(`${kind}:${req.ip}`)
    let waitMs = ipWaitMs > 0 ? ipWaitMs : email ? await byAddress.hit(`${kind}:${email}`) : 0
    // her own browser has a limit of its own: a copy of its cookie is no way round the limit either
    if (ipWaitMs === 0 && waitMs > 0 && email && isOwnersBrowser && (await isOwnersBrowser(email))) {
      waitMs = await byAddress.hit(`${kind}:${email}:${req.cookies[KNOWN_BROWSER_COOKIE]}`)
    }
    if (waitMs === 0) return false
    reply
      .code(429)
      .header('Retry-After', String(Math.ceil(waitMs / 1000)))
      .send({ message: tooManyMessage(waitMs), code: 'RATE_LIMITED' })
    return true
  }

  // what the sign-in pages offer, read before anyone signs in
  app.get('/api/auth/options', { config: { access: PUBLIC } }, async (): Promise<AuthOptions> => ({ registration, simulation }))

  app.post('/auth/register', { config: { access: PUBLIC } }, async (req, reply) => {
    if (await refuseIfTooMany(req, reply, 'register')) return reply
    // a server that makes accounts by invitation only: the form's post (or anyone's) makes none
    if (registration === 'invite-only') return reply.redirect(`/register?error=${REGISTRATION_CLOSED}`, 303)
    const result = await register(db, req.body).catch((err: unknown) => {
      req.log.error({ err }, 'registration failed')
      return { ok: false as const, error: 'registration_failed' as const }
    })
    if (!result.ok) return reply.redirect(`/register?error=${result.error}`, 303)
    await recordAudit(db, req, { action: 'user.created', actor: result.user, target: { type: 'user', id: result.user.id } })
    try {
      await sessions.signIn(req, reply, result.user)
    } catch (err) {
      req.log.error({ err }, 'sign-in after registration failed')
      return reply.redirect('/register?error=login_failed', 303)
    }
    return reply.redirect('/', 303)
  })

  app.post('/auth/login', { config: { access: PUBLIC } }, async (req, reply) => {
    const isOwnersBrowser = async (email: string) => isKnownBrowserOf(req, await findUserByEmail(db, email))
    if (await refuseIfTooMany(req, reply, 'login', isOwnersBrowser)) return reply
    // the page they were on when their session ended (`next`), kept through a wrong password
    const next = safeReturnPath((req.body as Record<string, unknown> | undefined)?.[RETURN_PARAM])
    const user = await authenticate(db, req.body)
    if (!user) {
      await recordAudit(db, req, { action: 'auth.sign_in_failed', actorEmail: addressOf(req.body) })
      const back = next ? `&${RETURN_PARAM}=${encodeURIComponent(next)}` : ''
      return reply.redirect(`/login?error=invalid_credentials${back}`, 303)
    }
    // only failures count: a care agency's staff sign in one after another behind one connection. The
    // IP gets back just this attempt, so a success never clears failures counted against it
    await byIp.refund(`login:${req.ip}`)
    await byAddress.reset(`login:${addressOf(req.body)}`)
    await byAddress.reset(`login:${addressOf(req.body)}:${req.cookies[KNOWN_BROWSER_COOKIE]}`)
    await sessions.signIn(req, reply, user)
    markKnownBrowser(req, reply, user)
    await recordAudit(db, req, { action: 'auth.sign_in', actor: user })
    return reply.redirect(next ?? '/', 303)
  })

  app.get('/api/auth/user', { config: { access: { signedIn: true } } }, async (req) => toCurrentUser(requireUser(req)))

  app.get('/api/logout', { config: { access: PUBLIC } }, async (req, reply) => {
    // a plain link (SPEC.md §8), so any other site could send her browser here and sign her out of the
    // dashboard she keeps open at night; the app's own Sign Out, a typed address or a bookmark still do
    const site = req.headers['sec-fetch-site']
    if (site === 'cross-site' || site === 'same-site') return reply.redirect('/', 302)
    const user = req.user
    await sessions.signOut(req, reply)
    if (user) await recordAudit(db, req, { action: 'auth.sign_out', actor: user })
    return reply.redirect('/', 302)
  })
}

function addressOf(body: unknown) {
  const email = (body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : undefined
}
