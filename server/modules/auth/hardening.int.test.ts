import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { users } from '../../db/schema'
import { parseEnv } from '../../lib/env'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'

// Every argon2 password check the app makes: its cost settings (from the hash checked against) and
// whether it has finished. What a sign-in spends is read from these, not timed: on a busy machine a
// timing measures the machine.
const checks = vi.hoisted(() => [] as { settings: string; isDone: boolean }[])
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>()
  return {
    ...argon2,
    verify: async (...args: Parameters<typeof argon2.verify>) => {
      const check = { settings: settingsOf(String(args[0])), isDone: false }
      checks.push(check)
      try {
        return await argon2.verify(...args)
      } finally {
        check.isDone = true
      }
    },
  }
})
/** '$argon2id$v=19$m=19456,t=2,p=1' of an encoded hash: what decides how long checking against it takes */
function settingsOf(encodedHash: string) {
  return encodedHash.split('$').slice(0, 4).join('$')
}

let t: Awaited<ReturnType<typeof startTestApp>>
let email: string
let adminCookie: string
let carerCookie: string

beforeAll(async () => {
  t = await startTestApp({ AUTH_ATTEMPTS_PER_IP: 12, AUTH_ATTEMPTS_PER_ADDRESS: 3, PUBLIC_URL: 'https://care.example.org' })
  const make = makers(t.db)
  email = (await make.user('client')).email!
  const admin = await make.user('admin')
  const carer = await make.user('carer')
  adminCookie = await signIn(t.app, admin.email!, TEST_PASSWORD)
  carerCookie = await signIn(t.app, carer.email!, TEST_PASSWORD)
})
afterAll(() => t.close())

const login = (fields: Record<string, string>, headers: Record<string, string> = {}, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  })

describe('sign-in hardening', () => {
  it('limits attempts per address with a clear 429', async () => {
    for (let i = 0; i < 3; i++) expect((await login({ email, password: 'wrong' })).statusCode).toBe(303)
    const refused = await login({ email, password: TEST_PASSWORD })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts\. Please wait 15 minutes/) })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800)
  })

  it('limits attempts per IP across addresses', async () => {
    const ip = '198.51.100.9'
    const answers = []
    for (let i = 0; i < 13; i++) answers.push((await login({ email: `nobody${i}@example.com`, password: 'x' }, {}, ip)).statusCode)
    expect(answers.slice(0, 12).every((s) => s === 303)).toBe(true)
    expect(answers[12]).toBe(429)
  })

  // one client over its IP limit that keeps sending made-up addresses must not grow the per-address
  // table by one entry a request, nor spend other people's attempts: its attempts never reach a password
  it('does not count against an address the attempts its IP limit already refused', async () => {
    const ip = '198.51.100.10'
    const victim = (await makers(t.db).user('carer')).email!
    for (let i = 0; i < 12; i++) expect((await login({ email: `filler${i}@example.com`, password: 'x' }, {}, ip)).statusCode).toBe(303)
    for (let i = 0; i < 3; i++) expect((await login({ email: victim, password: 'wrong' }, {}, ip)).statusCode).toBe(429)
    // the owner, elsewhere, still signs in: none of the three refused attempts was theirs to pay for
    const own = await login({ email: victim, password: TEST_PASSWORD }, {}, '192.0.2.44')
    expect([own.statusCode, own.headers.location]).toEqual([303, '/'])
  })

  // behind one proxy, the caller is the address the proxy saw (the right of X-Forwarded-For): what
  // the caller wrote to its left is theirs to choose, and read as the caller it let anyone past the limit
  it('behind a proxy, limits the caller the proxy saw, whatever it wrote into X-Forwarded-For', async () => {
    // as a self-hoster sets it: TRUST_PROXY=1
    const proxied = await startTestApp({ TRUST_PROXY: parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY, AUTH_ATTEMPTS_PER_IP: 3, AUTH_ATTEMPTS_PER_ADDRESS: 50 })
    try {
      const answers = []
      for (let i = 0; i < 4; i++) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/auth/login',
          remoteAddress: '127.0.0.1',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `9.9.9.${i}, 203.0.113.50` },
          payload: new URLSearchParams({ email: `nobody${i}@example.com`, password: 'x' }).toString(),
        })
        answers.push(res.statusCode)
      }
      expect(answers).toEqual([303, 303, 303, 429])
    } finally {
      await proxied.close()
    }
  })

  it('takes about as long for an unknown address as for a wrong password', async () => {
    const other = await makers(t.db).user('client')
    const [stored] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, other.id))
    /** the password checks a failed sign-in made, as they stood when it was answered */
    const checksOf = async (address: string, ip: string) => {
      checks.length = 0
      expect((await login({ email: address, password: 'wrong-password' }, {}, ip)).statusCode).toBe(303)
      return checks.map((c) => ({ ...c }))
    }
    // the slow part of a sign-in is one argon2 check, its time set by the hash's settings: a wrong
    // password makes one against the stored hash and waits for it
    const wrongPassword = await checksOf(other.email!, '192.0.2.1')
    expect(wrongPassword).toEqual([{ settings: settingsOf(stored!.passwordHash!), isDone: true }])
    // an unknown address makes the same (against a decoy), so it is no quicker to answer
    expect(await checksOf('ghost@example.com', '192.0.2.2')).toEqual(wrongPassword)
  })

  it.each([
    [{ origin: 'https://evil.example' }, 403],
    [{ 'sec-fetch-site': 'cross-site' }, 403],
    [{ origin: 'https://care.example.org' }, 303],
    [{ origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }, 303],
    [{}, 303],
  ])('answers a sign-in post with headers %j with %i', async (headers, status) => {
    const res = await login({ email: 'someone@example.com', password: 'x' }, { host: 'localhost:80', ...headers }, '192.0.2.250')
    expect(res.statusCode).toBe(status)
    if (status === 403) expect(res.json()).toEqual({ message: 'Cross-site request refused', code: 'FORBIDDEN' })
  })

  it('sends a CSP without inline scripts and the other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(res.headers['content-security-policy'])
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })
})

describe('the audit trail', () => {
  it('records sign-ins, failed sign-ins and sign-outs, newest first, for admins only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/audit', headers: { cookie: adminCookie } })
    expect(res.statusCode).toBe(200)
    const { entries } = res.json() as { entries: { action: string; actorEmail: string; ip: string }[] }
    const actions = entries.map((e) => e.action)
    expect(actions).toContain('auth.sign_in')
    expect(entries.find((e) => e.action === 'auth.sign_in_failed' && e.actorEmail === email)).toMatchObject({ ip: '203.0.113.7' })
    expect((await t.app.inject({ method: 'GET', url: '/api/audit', headers: { cookie: carerCookie } })).statusCode).toBe(403)
  })

  it('pages through the trail', async () => {
    for (let i = 0; i < 60; i++) await login({ email: `pager${i}@example.com`, password: 'x' }, {}, `10.9.${i}.1`)
    const first = (await t.app.inject({ method: 'GET', url: '/api/audit', headers: { cookie: adminCookie } })).json()
    expect(first.entries).toHaveLength(50)
    const second = (await t.app.inject({ method: 'GET', url: `/api/audit?before=${first.nextBefore}`, headers: { cookie: adminCookie } })).json()
    expect(second.entries[0].id).toBeLessThan(first.entries.at(-1).id)
  })
})

// after the trail's tests: these fill its first page
describe('only failed sign-ins count against an IP', () => {
  // a care agency's office signs its staff in one after another behind one shared connection
  it('does not count successful sign-ins from one IP towards its limit', async () => {
    const ip = '198.51.100.20'
    const staff = await Promise.all(Array.from({ length: 15 }, () => makers(t.db).user('carer')))
    const answers = []
    for (const person of staff) answers.push(await login({ email: person.email!, password: TEST_PASSWORD }, {}, ip))
    expect(answers.map((res) => [res.statusCode, res.headers.location])).toEqual(staff.map(() => [303, '/']))
  })

  it('keeps counting the failures from an IP through a success in between', async () => {
    const ip = '198.51.100.21'
    const person = await makers(t.db).user('carer')
    const fail = async (i: number) => (await login({ email: `guess${i}@example.com`, password: 'x' }, {}, ip)).statusCode
    for (let i = 0; i < 11; i++) expect(await fail(i)).toBe(303)
    expect((await login({ email: person.email!, password: TEST_PASSWORD }, {}, ip)).headers.location).toBe('/')
    // the success gave back only its own count: the twelfth failure is the last the limit allows
    expect(await fail(11)).toBe(303)
    expect((await login({ email: person.email!, password: TEST_PASSWORD }, {}, ip)).statusCode).toBe(429)
  })

  it('counts failures sent all at once before any of them is answered', async () => {
    const ip = '198.51.100.22'
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => login({ email: `burst${i}@example.com`, password: 'x' }, {}, ip)))
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(4)
  })
})
