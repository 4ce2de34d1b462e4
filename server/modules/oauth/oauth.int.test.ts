import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema'
import { auditLog, userIdentities } from '../../db/platform-schema'
import { makers } from '../../test/make'
import { sessionCookie, startTestApp } from '../../test/test-app'
import { startTestProvider, testProviderEnv, TEST_CLIENT, type TestPerson, type TestProvider } from './oauth.test-provider'

const PUBLIC_URL = 'http://hearthwatch.test:3000'
let provider: TestProvider
let t: Awaited<ReturnType<typeof startTestApp>>
beforeAll(async () => {
  provider = await startTestProvider()
  t = await startTestApp({
    PUBLIC_URL,
    ...testProviderEnv(provider.url),
  })
})
afterAll(async () => {
  await t?.close()
  await provider?.close()
})

type Name = 'google' | 'facebook'
const pendingCookieOf = (res: { headers: Record<string, unknown> }, name: Name) =>
  [res.headers['set-cookie']].flat().find((c): c is string => typeof c === 'string' && c.startsWith(`hw_oauth_${name}=`))

/** The whole round trip: our redirect, the provider's answer, our callback */
async function roundTrip(name: Name, person: TestPerson, tamper?: (callback: URL) => void, startQuery = '') {
  provider.state.person = person
  const start = await t.app.inject({ method: 'GET', url: `/auth/${name}${startQuery}` })
  expect(start.statusCode).toBe(302)
  const authorizeUrl = new URL(String(start.headers.location))
  const setCookie = pendingCookieOf(start, name)!
  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' })
  const callback = new URL(atProvider.headers.get('location')!)
  tamper?.(callback)
  const done = await t.app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie: setCookie.split(';')[0]! },
  })
  return { start, authorizeUrl, setCookie, callback, done }
}
const failedTo = (name: Name) => `/login?error=${name}_auth_failed`
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })
const identitiesOf = (subject: string) => t.db.select().from(userIdentities).where(eq(userIdentities.subject, subject))

describe('signing in with Google (OpenID Connect)', () => {
  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge, kept in an HttpOnly cookie', async () => {
    const { authorizeUrl, setCookie } = await roundTrip('google', { sub: 'g-shape' })
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${provider.url}/authorize`)
    const q = authorizeUrl.searchParams
    expect(Object.fromEntries(q)).toMatchObject({
      response_type: 'code',
      client_id: TEST_CLIENT.id,
      redirect_uri: `${PUBLIC_URL}/auth/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    expect(q.get('state')!.length).toBeGreaterThanOrEqual(43)
    expect(q.get('nonce')!.length).toBeGreaterThanOrEqual(43)
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(setCookie).toMatch(/Path=\/auth\/google\/callback/)
    expect(setCookie).toMatch(/Max-Age=600/)
  })

  it('creates a client for a new person, sending the PKCE verifier and the secret with the code', async () => {
    const person = { sub: 'g-new', email: 'Rowan@Example.org', email_verified: true, given_name: 'Rowan', family_name: 'Birch' }
    const { authorizeUrl, done } = await roundTrip('google', person)
    expect(done.statusCode).toBe(302)
    expect(done.headers.location).toBe('/')

    const sent = provider.tokenRequests.at(-1)!
    expect(sent).toMatchObject({ grant_type: 'authorization_code', client_id: TEST_CLIENT.id, client_secret: TEST_CLIENT.secret })
    expect(createHash('sha256').update(sent.code_verifier!).digest('base64url')).toBe(authorizeUrl.searchParams.get('code_challenge'))

    const cookie = sessionCookie(done)!
    expect((await me(cookie)).json()).toMatchObject({ email: 'rowan@example.org', firstName: 'Rowan', lastName: 'Birch', role: 'client' })
    const [user] = await t.db.select().from(users).where(eq(users.email, 'rowan@example.org'))
    expect(user).toMatchObject({ authProvider: 'google', externalId: 'g-new', emailVerified: true, passwordHash: null, role: 'client' })
    expect(await identitiesOf('g-new')).toMatchObject([{ userId: user!.id, provider: 'google', email: 'rowan@example.org' }])
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.actorId, user!.id))
    expect(audited.map((a) => [a.action, a.details])).toEqual(
      expect.arrayContaining([
        ['user.created', { provider: 'google' }],
        ['auth.sign_in', { provider: 'google' }],
      ]),
    )
  })

  it("gives a new client's home the time zone the browser sent when it left, and ignores one the runtime does not know", async () => {
    await roundTrip('google', { sub: 'g-tz', email: 'ngozi@example.org', email_verified: true }, undefined, '?timeZone=Africa%2FLagos')
    const [lagos] = await t.db.select().from(users).where(eq(users.email, 'ngozi@example.org'))
    expect(lagos!.timeZone).toBe('Africa/Lagos')
    await roundTrip('google', { sub: 'g-tz2', email: 'mars@example.org', email_verified: true }, undefined, '?timeZone=Mars%2FOlympus')
    const [mars] = await t.db.select().from(users).where(eq(users.email, 'mars@example.org'))
    expect(mars!.timeZone).toBe('UTC')
  })

  it('comes back to the page the sign-in page was told (?next=), only a page of ours', async () => {
    const back = '/alerts?home=11111111-1111-4111-8111-111111111111'
    const person = { sub: 'g-next', email: 'nell@example.org', email_verified: true }
    const { done } = await roundTrip('google', person, undefined, `?next=${encodeURIComponent(back)}`)
    expect(done.headers.location).toBe(back)
    for (const elsewhere of ['//evil.example/', 'https://evil.example/']) {
      const again = await roundTrip('google', person, undefined, `?next=${encodeURIComponent(elsewhere)}`)
      expect(again.done.headers.location).toBe('/')
    }
  })

  it('signs a returning person in as the same account', async () => {
    const person = { sub: 'g-back', email: 'ash@example.org', email_verified: true, given_name: 'Ash', family_name: 'Lee' }
    const first = await roundTrip('google', person)
    const second = await roundTrip('google', { ...person, email: 'ash.new@example.org' })
    const a = (await me(sessionCookie(first.done)!)).json()
    const b = (await me(sessionCookie(second.done)!)).json()
    expect(b.id).toBe(a.id)
    expect(await t.db.select().from(users).where(eq(users.email, 'ash.new@example.org'))).toHaveLength(0)
  })

  it('links to an existing account when the provider has verified the address', async () => {
    const existing = await makers(t.db).user('carer', { email: 'verified@example.org' })
    const { done } = await roundTrip('google', { sub: 'g-link', email: 'VERIFIED@example.org', email_verified: true })
    expect(done.headers.location).toBe('/')
    expect((await me(sessionCookie(done)!)).json()).toMatchObject({ id: existing.id, role: 'carer' })
    expect(await identitiesOf('g-link')).toMatchObject([{ userId: existing.id }])
  })

  it('refuses to link when the provider has not verified the address', async () => {
    const existing = await makers(t.db).user('client', { email: 'victim@example.org' })
    const { done } = await roundTrip('google', { sub: 'g-attacker', email: 'victim@example.org', email_verified: false })
    expect(done.headers.location).toBe(failedTo('google'))
    expect(sessionCookie(done)).toBeUndefined()
    expect(await identitiesOf('g-attacker')).toHaveLength(0)
    const failures = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in_failed'))
    expect(failures.map((a) => a.details)).toContainEqual({ provider: 'google', reason: 'email_in_use_unverified' })
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.id))
    expect(row!.emailVerified).toBe(false)
  })

  it('refuses a deactivated person', async () => {
    const person = { sub: 'g-off', email: 'off@example.org', email_verified: true }
    const first = await roundTrip('google', person)
    const userId = (await me(sessionCookie(first.done)!)).json().id as string
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, userId))
    const { done } = await roundTrip('google', person)
    expect(done.headers.location).toBe(failedTo('google'))
    expect(sessionCookie(done)).toBeUndefined()
  })

  it('rejects a callback whose state does not match the browser’s, without spending the code', async () => {
    const before = provider.tokenRequests.length
    const { done } = await roundTrip('google', { sub: 'g-csrf', email: 'csrf@example.org', email_verified: true }, (cb) =>
      cb.searchParams.set('state', 'forged-state'),
    )
    expect(done.headers.location).toBe(failedTo('google'))
    expect(sessionCookie(done)).toBeUndefined()
    expect(provider.tokenRequests.length).toBe(before)
    expect(await identitiesOf('g-csrf')).toHaveLength(0)
  })

  it('rejects a callback in a browser that never started the sign-in, and a replayed one', async () => {
    const { callback, setCookie, done } = await roundTrip('google', { sub: 'g-replay', email: 'replay@example.org', email_verified: true })
    expect(done.headers.location).toBe('/')
    // the pending cookie is cleared by the first callback
    expect(String(done.headers['set-cookie'])).toMatch(/hw_oauth_google=;/)
    const withoutCookie = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search })
    expect(withoutCookie.headers.location).toBe(failedTo('google'))
    const replayed = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: setCookie.split(';')[0]! } })
    expect(replayed.headers.location).toBe(failedTo('google'))
    expect(sessionCookie(replayed)).toBeUndefined()
  })

  it('returns to the failure page when the person denies consent', async () => {
    provider.state.deny = true
    const { callback, done } = await roundTrip('google', { sub: 'g-deny' })
    expect(callback.searchParams.get('error')).toBe('access_denied')
    expect(done.headers.location).toBe(failedTo('google'))
  })

  it('rejects an ID token minted for another sign-in (nonce mismatch)', async () => {
    provider.state.nonceOverride = 'someone-elses-nonce'
    const { done } = await roundTrip('google', { sub: 'g-nonce', email: 'nonce@example.org', email_verified: true })
    expect(done.headers.location).toBe(failedTo('google'))
    expect(await identitiesOf('g-nonce')).toHaveLength(0)
  })
})

describe('signing in with Facebook (OAuth 2.0 and a Graph-style userinfo endpoint)', () => {
  it('creates a client whose address is not taken as verified', async () => {
    const { authorizeUrl, done } = await roundTrip('facebook', { sub: '1040001', email: 'kit@example.org', given_name: 'Kit', family_name: 'Moss' })
    expect(authorizeUrl.searchParams.get('scope')).toBe('email public_profile')
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256')
    expect(done.headers.location).toBe('/')
    expect((await me(sessionCookie(done)!)).json()).toMatchObject({ firstName: 'Kit', lastName: 'Moss', email: 'kit@example.org', role: 'client' })
    const [user] = await t.db.select().from(users).where(eq(users.email, 'kit@example.org'))
    expect(user).toMatchObject({ authProvider: 'facebook', emailVerified: false })
  })

  it('so never links it to an existing account with that address', async () => {
    await makers(t.db).user('client', { email: 'taken@example.org' })
    const { done } = await roundTrip('facebook', { sub: '1040002', email: 'taken@example.org' })
    expect(done.headers.location).toBe(failedTo('facebook'))
    const linked = await t.db.select().from(userIdentities).where(and(eq(userIdentities.provider, 'facebook'), eq(userIdentities.subject, '1040002')))
    expect(linked).toHaveLength(0)
  })
})

describe('a provider that is not configured or not reachable', () => {
  it('answers every social route with the failure redirect', async () => {
    const bare = await startTestApp()
    try {
      for (const name of ['google', 'facebook'] as const) {
        for (const url of [`/auth/${name}`, `/auth/${name}/callback?code=abc&state=xyz`]) {
          const res = await bare.app.inject({ method: 'GET', url })
          expect(res.statusCode, url).toBe(302)
          expect(res.headers.location).toBe(failedTo(name))
        }
      }
      // and it ends nobody's session on the way
      expect(await bare.db.select().from(sessions)).toHaveLength(0)
    } finally {
      await bare.close()
    }
  })

  it('answers with the failure redirect when discovery fails', async () => {
    const down = await startTestProvider()
    await down.close()
    const app = await startTestApp({ GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y', GOOGLE_ISSUER: down.url })
    try {
      const res = await app.app.inject({ method: 'GET', url: '/auth/google' })
      expect(res.headers.location).toBe(failedTo('google'))
    } finally {
      await app.close()
    }
  })
})
