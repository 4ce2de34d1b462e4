// Between leaving for the provider and coming back, the browser holds the flow's secrets (state,
// PKCE verifier, nonce) in a short-lived HttpOnly cookie scoped to the callback path: nothing is kept
// on the server, so any instance can finish a sign-in another one started.
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { TimeZone } from '../../../contracts/auth'
import { RETURN_PATH_MAX } from '../../../contracts/return-path'
import type { ProviderName } from './oauth.config'
import type { PendingSignIn } from './oauth.service'

const MAX_AGE_S = 10 * 60
const random = () => randomBytes(32).toString('base64url')

export const newPendingSignIn = (timeZone?: string, next?: string): PendingSignIn => ({
  state: random(),
  codeVerifier: random(),
  nonce: random(),
  ...(timeZone ? { timeZone } : {}),
  ...(next ? { next } : {}),
})

/** RFC 7636 §4.2, S256 */
export const codeChallengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

const cookieName = (provider: ProviderName) => `hw_oauth_${provider}`

const cookieOptions = (req: FastifyRequest, provider: ProviderName) => ({
  path: `/auth/${provider}/callback`,
  httpOnly: true,
  // Lax: the cookie must come along on the provider's top-level redirect back to the callback
  sameSite: 'lax' as const,
  secure: req.protocol === 'https',
})

export function keepPendingSignIn(req: FastifyRequest, reply: FastifyReply, provider: ProviderName, pending: PendingSignIn) {
  const value = Buffer.from(JSON.stringify(pending)).toString('base64url')
  reply.setCookie(cookieName(provider), value, { ...cookieOptions(req, provider), maxAge: MAX_AGE_S })
}

const Pending = z.object({
  state: z.string().min(1),
  codeVerifier: z.string().min(43).max(128),
  nonce: z.string().min(1),
  timeZone: TimeZone.optional(),
  next: z.string().max(RETURN_PATH_MAX).optional(),
})

/** The pending sign-in, if the browser has one; the cookie is cleared so it serves one callback only */
export function takePendingSignIn(req: FastifyRequest, reply: FastifyReply, provider: ProviderName): PendingSignIn | undefined {
  const raw = req.cookies[cookieName(provider)]
  if (!raw) return undefined
  reply.clearCookie(cookieName(provider), cookieOptions(req, provider))
  try {
    const parsed = Pending.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
