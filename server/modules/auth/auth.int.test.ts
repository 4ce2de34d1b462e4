import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema'
import { sessionCookie, startTestApp } from '../../test/test-app'

let t: Awaited<ReturnType<typeof startTestApp>>
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
})
const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com', password: 'engine-1843' }
const register = (fields: Record<string, string>) => t.app.inject({ method: 'POST', url: '/auth/register', ...form(fields) })
const login = (fields: Record<string, string>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', ...form(fields), headers: { ...form(fields).headers, ...(cookie ? { cookie } : {}) } })
const sidOfLatest = async () => (await t.db.select({ sid: sessions.sid, expire: sessions.expire }).from(sessions)).sort((a, b) => b.expire.getTime() - a.expire.getTime())[0]!.sid
const currentUser = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} })

describe('registration', () => {
  it('creates a client with an argon2id hash, signs them in and redirects to /', async () => {
    const res = await register({ ...ada, timeZone: 'Europe/London' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/')
    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(setCookie).not.toMatch(/Secure/)

    const [row] = await t.db.select().from(users).where(eq(users.email, 'ada@example.com'))
    expect(row).toMatchObject({ role: 'client', authProvider: 'email', firstName: 'Ada', timeZone: 'Europe/London' })
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)

    const me = await currentUser(sessionCookie(res))
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ email: 'ada@example.com', role: 'client', firstName: 'Ada', lastName: 'Lovelace' })
    expect(me.json()).not.toHaveProperty('passwordHash')
  })

  it.each([
    ['a missing first name', { ...ada, firstName: '' }, 'missing_fields'],
    ['a blank last name', { ...ada, lastName: '   ' }, 'missing_fields'],
    ['no password', { ...ada, password: '' }, 'missing_fields'],
    ['a short password', { ...ada, email: 'short@example.com', password: '12345' }, 'weak_password'],
    ['a malformed e-mail', { ...ada, email: 'not-an-address' }, 'invalid_email'],
    ['a taken e-mail in other case', { ...ada, email: 'ADA@example.COM' }, 'user_exists'],
    ['a password over 200 characters', { ...ada, email: 'long-pw@example.com', password: 'p'.repeat(201) }, 'password_too_long'],
    ['a first name over 100 characters', { ...ada, email: 'long-first@example.com', firstName: 'F'.repeat(101) }, 'first_name_too_long'],
    ['a last name over 100 characters', { ...ada, email: 'long-last@example.com', lastName: 'L'.repeat(101) }, 'last_name_too_long'],
    ['an e-mail over 254 characters', { ...ada, email: `${'e'.repeat(309)}@example.com` }, 'email_too_long'],
  ])('refuses %s with /register?error=%s', async (_, fields, code) => {
    const res = await register(fields as Record<string, string>)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`/register?error=${code}`)
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('registers a browser whose time zone this server does not know, on UTC, rather than refuse it at every try', async () => {
    const res = await register({ ...ada, email: 'tz@example.com', timeZone: 'Mars/Olympus' })
    expect(res.headers.location).toBe('/')
    const [row] = await t.db.select().from(users).where(eq(users.email, 'tz@example.com'))
    expect(row!.timeZone).toBe('UTC')
  })

  it('refuses an address no mail can reach: over 254 characters, or over 64 before the @', async () => {
    const label = 'd'.repeat(63)
    expect((await register({ ...ada, email: `${'e'.repeat(64)}@${label}.${label}.${'d'.repeat(58)}.com` })).headers.location).toBe('/register?error=email_too_long')
    expect((await register({ ...ada, email: `${'e'.repeat(65)}@example.com` })).headers.location).toBe('/register?error=invalid_email')
  })

  it('accepts every field at its longest', async () => {
    // the longest address mail can reach: 64 before the @, 254 in all
    const label = 'd'.repeat(63)
    const email = `${'e'.repeat(64)}@${label}.${label}.${'d'.repeat(57)}.com`
    expect(email).toHaveLength(254)
    const longest = { firstName: 'F'.repeat(100), lastName: 'L'.repeat(100), email, password: 'p'.repeat(200) }
    expect((await register(longest)).headers.location).toBe('/')
  })

  it('accepts a JSON body as well as form data', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...ada, email: 'json@example.com' },
    })
    expect(res.headers.location).toBe('/')
  })
})

describe('sign-in and sign-out', () => {
  it('answers an unknown address and a wrong password alike', async () => {
    for (const fields of [{ email: 'nobody@example.com', password: 'whatever' }, { email: ada.email, password: 'wrong-one' }]) {
      const res = await login(fields)
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe('/login?error=invalid_credentials')
      expect(res.headers['set-cookie']).toBeUndefined()
    }
  })

  it('signs in with any letter case of the address and rotates the session id', async () => {
    const first = sessionCookie(await login({ email: 'ADA@example.com', password: ada.password }))
    expect(first).toBeDefined()
    const second = await login({ email: 'ada@example.com', password: ada.password }, first)
    expect(second.headers.location).toBe('/')
    const rotated = sessionCookie(second)
    expect(rotated).not.toBe(first)
    expect((await currentUser(first)).statusCode).toBe(401)
    expect((await currentUser(rotated)).statusCode).toBe(200)
  })

  it('returns to the page of `next` when it is one of ours, keeping it through a wrong password', async () => {
    const back = '/alerts?home=11111111-1111-4111-8111-111111111111'
    expect((await login({ email: ada.email, password: ada.password, next: back })).headers.location).toBe(back)
    const refused = await login({ email: ada.email, password: 'wrong-one', next: back })
    expect(refused.headers.location).toBe(`/login?error=invalid_credentials&next=${encodeURIComponent(back)}`)
    for (const elsewhere of ['//evil.example/alerts', '/\\evil.example', 'https://evil.example/', '/api/logout']) {
      expect((await login({ email: ada.email, password: ada.password, next: elsewhere })).headers.location).toBe('/')
      expect((await login({ email: ada.email, password: 'wrong-one', next: elsewhere })).headers.location).toBe('/login?error=invalid_credentials')
    }
  })

  it('answers a `next` with characters outside ASCII with a valid redirect to that page of ours, percent-encoded', async () => {
    // division slashes: a page of ours to a browser, and a Location header cannot carry them raw
    const signedIn = await login({ email: ada.email, password: ada.password, next: '/∕∕evil.test' })
    expect(signedIn.statusCode).toBe(303)
    expect(signedIn.headers.location).toBe('/%E2%88%95%E2%88%95evil.test')
    expect((await currentUser(sessionCookie(signedIn))).statusCode).toBe(200)
    const refused = await login({ email: ada.email, password: 'wrong-one', next: '/care-notes?search=café' })
    expect(refused.statusCode).toBe(303)
    expect(refused.headers.location).toBe(`/login?error=invalid_credentials&next=${encodeURIComponent('/care-notes?search=caf%C3%A9')}`)
  })

  it('keeps only a hash of the session token in the sessions table', async () => {
    const cookie = sessionCookie(await login({ email: ada.email, password: ada.password }))!
    const token = cookie.split('=')[1]!
    const rows = await t.db.select({ sid: sessions.sid }).from(sessions)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((r) => r.sid)).not.toContain(token)
  })

  it('ends the session on /api/logout and returns to /', async () => {
    const cookie = sessionCookie(await login({ email: ada.email, password: ada.password }))!
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/')
    expect(String(res.headers['set-cookie'])).toMatch(/hw_session=;/)
    expect((await currentUser(cookie)).statusCode).toBe(401)
  })

  it('keeps a session in use alive: it ends 30 days after its last use, not after sign-in', async () => {
    const cookie = sessionCookie(await login({ email: ada.email, password: ada.password }))!
    const sid = await sidOfLatest()
    const day = 86_400_000
    // signed in 29 days ago and not used since the day after
    await t.db.update(sessions).set({ expire: new Date(Date.now() + 1 * day) }).where(eq(sessions.sid, sid))
    const used = await currentUser(cookie)
    expect(used.statusCode).toBe(200)
    expect(String(used.headers['set-cookie'])).toMatch(/hw_session=.+; Path=\/; Expires=/)
    const [row] = await t.db.select({ expire: sessions.expire }).from(sessions).where(eq(sessions.sid, sid))
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + 29.9 * day)
    // used again the same day: no write, no new cookie
    expect((await currentUser(cookie)).headers['set-cookie']).toBeUndefined()
    // one that has run out stays out
    await t.db.update(sessions).set({ expire: new Date(Date.now() - 1000) }).where(eq(sessions.sid, sid))
    expect((await currentUser(cookie)).statusCode).toBe(401)
  })

  it('answers 401 with the one error shape when signed out', async () => {
    const res = await currentUser()
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' })
    expect((await currentUser('hw_session=forged-token')).statusCode).toBe(401)
  })
})

describe('behind an HTTPS proxy', () => {
  it('marks the session cookie Secure', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: 1 })
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/auth/register',
        ...form({ ...ada, email: 'proxied@example.com' }),
        headers: { ...form(ada).headers, 'x-forwarded-proto': 'https' },
      })
      expect(res.headers.location).toBe('/')
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/)
    } finally {
      await proxied.close()
    }
  })
})
