import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { hashPassword } from './password'
import { makers, TEST_PASSWORD } from '../../test/make'
import { sessionCookie, startTestApp } from '../../test/test-app'

// Someone who knows a carer's address could keep her from signing in at all: a handful of wrong
// passwords every 15 minutes, from anywhere, and even her right password was answered 429. A browser
// she has signed in with before is told apart (a cookie only a right password earns), and her own
// attempts from it are not refused for what others tried against her address.

let t: Awaited<ReturnType<typeof startTestApp>>
beforeAll(async () => {
  t = await startTestApp({ AUTH_ATTEMPTS_PER_IP: 50, AUTH_ATTEMPTS_PER_ADDRESS: 3 })
})
afterAll(() => t.close())

const login = (fields: Record<string, string>, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  })

function knownCookie(res: { headers: Record<string, unknown> }) {
  const raw = res.headers['set-cookie']
  const list = Array.isArray(raw) ? raw : [raw]
  return list.find((c): c is string => typeof c === 'string' && c.startsWith('hw_known='))
}

/** Her first sign-in on her phone: the browser is known from then on */
async function signedInOnce(email: string) {
  const first = await login({ email, password: TEST_PASSWORD }, '192.0.2.10')
  expect(first.statusCode).toBe(303)
  const known = knownCookie(first)
  expect(known, 'a right password marks the browser').toBeDefined()
  return known!.split(';')[0]!
}

/** Someone else, from another network, spends her address's attempts */
async function lockedOutByOthers(email: string) {
  for (let i = 0; i < 3; i++) expect((await login({ email, password: `guess-${i}` }, '198.51.100.77')).statusCode).toBe(303)
  expect((await login({ email, password: 'guess-x' }, '198.51.100.77')).statusCode).toBe(429)
}

describe('a browser that signed in before', () => {
  it('still signs her in with the right password while others have spent her address’s attempts', async () => {
    const email = (await makers(t.db).user('carer')).email!
    // her phone: whatever cookies the app gives it, it keeps and sends back
    const jar = new Map<string, string>()
    const keep = <R extends { headers: Record<string, unknown> }>(res: R) => {
      const raw = res.headers['set-cookie']
      for (const c of (Array.isArray(raw) ? raw : [raw]).filter((x): x is string => typeof x === 'string')) {
        const [pair] = c.split(';')
        const [name, value = ''] = pair!.split('=')
        if (value === '' || /Expires=Thu, 01 Jan 1970/.test(c)) jar.delete(name!)
        else jar.set(name!, value)
      }
      return res
    }
    const sent = () => [...jar].map(([n, v]) => `${n}=${v}`).join('; ')
    expect(keep(await login({ email, password: TEST_PASSWORD }, '192.0.2.10')).statusCode).toBe(303)
    keep(await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: sent() } }))
    await lockedOutByOthers(email)
    const res = keep(await login({ email, password: TEST_PASSWORD }, '203.0.113.50', sent()))
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/')
    expect(sessionCookie(res)).toBeDefined()
    // her browser's own attempts are limited on their own: a copy of its cookie guesses no more than anyone
    keep(await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: sent() } }))
    await lockedOutByOthers(email)
    for (let i = 0; i < 3; i++) expect((await login({ email, password: `typo-${i}` }, '203.0.113.50', sent())).statusCode).toBe(303)
    expect((await login({ email, password: TEST_PASSWORD }, '203.0.113.50', sent())).statusCode).toBe(429)
  })

  it('marks the browser with a cookie scripts cannot read, sent only to the sign-in', async () => {
    const email = (await makers(t.db).user('carer')).email!
    const res = await login({ email, password: TEST_PASSWORD }, '192.0.2.11')
    const cookie = knownCookie(res)!
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\/auth\/login/)
    // a wrong password earns none
    const other = (await makers(t.db).user('carer')).email!
    expect(knownCookie(await login({ email: other, password: 'wrong' }, '192.0.2.11'))).toBeUndefined()
  })

  it('is refused like any other once the limit is spent, when the cookie is not hers', async () => {
    const make = makers(t.db)
    const herEmail = (await make.user('carer')).email!
    const attackerEmail = (await make.user('carer')).email!
    // the attacker's own account's cookie, or one made up, opens no other address's limit
    const attackers = await signedInOnce(attackerEmail)
    await lockedOutByOthers(herEmail)
    expect((await login({ email: herEmail, password: TEST_PASSWORD }, '203.0.113.51', attackers)).statusCode).toBe(429)
    const [name, value] = attackers.split('=') as [string, string]
    const forged = `${name}=${value.slice(0, -4)}AAAA`
    await lockedOutByOthers(attackerEmail)
    expect((await login({ email: attackerEmail, password: TEST_PASSWORD }, '203.0.113.52', forged)).statusCode).toBe(429)
    expect((await login({ email: herEmail, password: TEST_PASSWORD }, '203.0.113.53')).statusCode).toBe(429)
  })

  it('is forgotten when her password changes: the old mark opens nothing', async () => {
    const person = await makers(t.db).user('carer')
    const known = await signedInOnce(person.email!)
    await t.db.update(users).set({ passwordHash: await hashPassword('a-new-password') }).where(eq(users.id, person.id))
    await lockedOutByOthers(person.email!)
    expect((await login({ email: person.email!, password: 'a-new-password' }, '203.0.113.54', known)).statusCode).toBe(429)
  })
})
