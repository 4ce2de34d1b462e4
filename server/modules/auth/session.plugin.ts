import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import type { HttpApp } from '../../lib/http'
import { sweepWhileServing } from '../../lib/sweep'
import type { UserRow } from '../users/users.repository'
import { deleteExpiredSessions, deleteSession, extendSession, findSessionUser, insertSession } from './sessions.repository'

export const SESSION_COOKIE = 'hw_session'
/** A session in use is extended once it is this old since it was last extended */
const EXTEND_AFTER_MS = 86_400_000
/**
 * How often sessions that ran out are deleted (and once at start). Nothing did before: every sign-in
 * never signed out of (a phone, a browser whose cookies were cleared) kept its row for good, ~0.4 kB
 * with its index entries, after its SESSION_MAX_AGE_DAYS had passed
 */
export const SESSION_SWEEP_EVERY_MS = 60 * 60_000

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in person, or null */
    user: UserRow | null
  }
}

export interface SessionOptions {
  db: Db
  maxAgeDays: number
  /** how often sessions that ran out are deleted (SESSION_SWEEP_EVERY_MS) */
  sweepEveryMs?: number
}

/** Reads the session cookie on API and auth calls (static files need no database round trip). */
export function installSessions(app: HttpApp, { db, maxAgeDays, sweepEveryMs = SESSION_SWEEP_EVERY_MS }: SessionOptions) {
  const maxAgeMs = maxAgeDays * 86_400_000
  app.decorateRequest('user', null)

  sweepWhileServing(app, { what: 'the sessions that ran out', everyMs: sweepEveryMs, pass: () => deleteExpiredSessions(db) })

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/') && !req.url.startsWith('/auth/')) return
    const token = req.cookies[SESSION_COOKIE]
    if (!token) return
    const found = await findSessionUser(db, token)
    req.user = found?.user ?? null
    // the session ends maxAgeDays after its last use, not after sign-in: at most one write a day per person
    if (found && found.expire.getTime() - Date.now() < maxAgeMs - EXTEND_AFTER_MS) {
      const expire = new Date(Date.now() + maxAgeMs)
      await extendSession(db, token, expire)
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(req, expire))
    }
  })

  return {
    /** A new token at every sign-in, so a session id planted before sign-in is worthless after it */
    async signIn(req: FastifyRequest, reply: FastifyReply, user: UserRow) {
      const old = req.cookies[SESSION_COOKIE]
      if (old) await deleteSession(db, old)
      const { token, expire } = await insertSession(
        db,
        { userId: user.id, createdAt: new Date().toISOString(), ip: req.ip, userAgent: req.headers['user-agent'] },
        maxAgeMs,
      )
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(req, expire))
      req.user = user
    },
    async signOut(req: FastifyRequest, reply: FastifyReply) {
      const token = req.cookies[SESSION_COOKIE]
      if (token) await deleteSession(db, token)
      reply.clearCookie(SESSION_COOKIE, cookieOptions(req))
      req.user = null
    },
  }
}

export type Sessions = ReturnType<typeof installSessions>

const cookieOptions = (req: FastifyRequest, expires?: Date) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  // behind a proxy, `protocol` follows X-Forwarded-Proto when TRUST_PROXY is on
  secure: req.protocol === 'https',
  expires,
})

export function requireUser(req: FastifyRequest): UserRow {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Unauthorized')
  return req.user
}
