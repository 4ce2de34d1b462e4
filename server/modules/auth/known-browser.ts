// A browser someone has signed in with before (OWASP's "device cookie"). The sign-in form counts
// attempts per e-mail address, so anyone who knows a carer's address could keep her out with a few
// wrong passwords every 15 minutes, her right password refused too. A right password marks her
// browser; from it, her attempts are not refused for what others tried against her address (the
// limit per IP still holds).
//
// Nothing is stored: the cookie is `<user id>.<until>.<MAC>`, the MAC keyed by her stored password
// hash (random salt and all, never sent anywhere). Only the server can make one, one made for another
// account opens nothing, and a new password (a reset) forgets every mark made before it.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

export const KNOWN_BROWSER_COOKIE = 'hw_known'
/** Sent to the sign-in post only: no other request needs it */
const PATH = '/auth/login'
const LIFETIME_DAYS = 365

interface Account {
  id: string
  passwordHash: string | null
}

const macOf = (account: Account & { passwordHash: string }, until: number) =>
  createHmac('sha256', account.passwordHash).update(`hearthwatch known browser\n${account.id}\n${until}`).digest('base64url')

/** After a right password: this browser is hers for the next year (or until her password changes) */
export function markKnownBrowser(req: FastifyRequest, reply: FastifyReply, account: Account, now = Date.now()) {
  if (!account.passwordHash) return
  const until = Math.floor(now / 1000) + LIFETIME_DAYS * 86_400
  reply.setCookie(KNOWN_BROWSER_COOKIE, `${account.id}.${until}.${macOf({ ...account, passwordHash: account.passwordHash }, until)}`, {
    path: PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: LIFETIME_DAYS * 86_400,
  })
}

/** Whether this request comes from a browser `account` has signed in with, with the password it has now */
export function isKnownBrowserOf(req: FastifyRequest, account: Account | undefined, now = Date.now()) {
  const raw = req.cookies[KNOWN_BROWSER_COOKIE]
  if (!raw || !account?.passwordHash) return false
  const [id, untilText, mac, ...rest] = raw.split('.')
  if (rest.length > 0 || id !== account.id || !untilText || !mac || !/^\d{1,12}$/.test(untilText)) return false
  const until = Number(untilText)
  if (until * 1000 <= now) return false
  const expected = Buffer.from(macOf({ ...account, passwordHash: account.passwordHash }, until))
  const given = Buffer.from(mac)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
