import { SignInOfferCreate, SignInOfferTokenParams } from '../../../contracts/sign-in-offers'
import { UserParams } from '../../../contracts/users'
import type { HttpApp } from '../../lib/http'
import { limitFailures, RateLimiter } from '../../lib/rate-limiter'
import { PUBLIC } from '../access/access.plugin'
import { recordAudit } from '../audit/audit.service'
import { requireUser, type Sessions } from '../auth/session.plugin'
import { toCurrentUser } from '../users/users.service'
import {
  acceptSignInOffer,
  getSignInOffer,
  offerSignIn,
  previewSignInOffer,
  resendSignInOffer,
  withdrawSignInOffer,
  type SignInOfferDeps,
} from './sign-in-offers.service'

const WINDOW_MS = 15 * 60_000
// as Add Home: the accounts without a sign-in are the homes staff added (decision 0025)
const manage = { config: { access: { signedIn: true, permission: 'users.manage' } } } as const

export interface SignInOfferRouteDeps extends SignInOfferDeps {
  sessions: Sessions
  /** tries at the public link from one IP address per 15 minutes (the sign-in limit) */
  attemptsPerIp: number
}

/**
 * Giving a sign-in to someone whose home was added without one (decision 0025). The trail keeps the
 * address each link went to, as it does an invitation's, never the link or the password; the account
 * is the target, and its home the circle.
 */
export function signInOffersRoutes(app: HttpApp, deps: SignInOfferRouteDeps) {
  const { db } = deps
  const byIp = new RateLimiter(db, 'sign-in-offers-ip', deps.attemptsPerIp, WINDOW_MS)
  const onUser = (id: string) => ({ target: { type: 'user', id }, circleId: id })

  app.get('/api/users/:id/sign-in-offer', { ...manage, schema: { params: UserParams } }, async (req) => getSignInOffer(db, req.params.id))

  app.post('/api/users/:id/sign-in-offer', { ...manage, schema: { params: UserParams, body: SignInOfferCreate } }, async (req, reply) => {
    const actor = requireUser(req)
    const sent = await offerSignIn(deps, actor, req.params.id, req.body.email)
    await recordAudit(db, req, { action: 'user.sign_in_offered', actor, ...onUser(req.params.id), details: { email: sent.offer.email } })
    return reply.code(201).send(sent)
  })

  app.post('/api/users/:id/sign-in-offer/resend', { ...manage, schema: { params: UserParams } }, async (req) => {
    const actor = requireUser(req)
    const sent = await resendSignInOffer(deps, actor, req.params.id)
    await recordAudit(db, req, { action: 'user.sign_in_offer_resent', actor, ...onUser(req.params.id), details: { email: sent.offer.email } })
    return sent
  })

  app.delete('/api/users/:id/sign-in-offer', { ...manage, schema: { params: UserParams } }, async (req, reply) => {
    const actor = requireUser(req)
    const { email } = await withdrawSignInOffer(db, actor, req.params.id)
    await recordAudit(db, req, { action: 'user.sign_in_offer_withdrawn', actor, ...onUser(req.params.id), details: { email } })
    return reply.code(204).send()
  })

  // The person's side: public (they have no way in yet), and counted like the sign-in form (only failures)
  app.get('/api/sign-in-offers/:token', { config: { access: PUBLIC }, schema: { params: SignInOfferTokenParams } }, async (req) =>
    limitFailures(byIp, `sign-in-offer-view:${req.ip}`, () => previewSignInOffer(deps, req.params.token)),
  )

  app.post('/api/sign-in-offers/:token/accept', { config: { access: PUBLIC }, schema: { params: SignInOfferTokenParams } }, async (req, reply) => {
    const { user, offer } = await limitFailures(byIp, `sign-in-offer-accept:${req.ip}`, () => acceptSignInOffer(deps, req.params.token, req.body))
    await recordAudit(db, req, {
      action: 'user.sign_in_offer_accepted',
      actor: user,
      ...onUser(user.id),
      details: { email: offer.email, offeredBy: offer.offeredBy },
    })
    // the same sign-in as the form's: a new session token, any earlier one of this browser ended
    await deps.sessions.signIn(req, reply, user)
    return reply.code(201).send(toCurrentUser(user))
  })
}
