import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { sessionCookie, startTestApp } from '../../test/test-app'
import { providerRoundTrip, startTestProvider, TEST_CLIENT, type TestPerson, type TestProvider } from './oauth.test-provider'

// A carer who followed an alert e-mail's link was sent to sign in with `?next=<that page>`; a social
// sign-in that fails brings them back to the sign-in page with the failure AND that page, so that
// signing in there still opens the alert.

const BACK = '/alerts?home=11111111-1111-4111-8111-111111111111'
const FAILED_WITH_BACK = `/login?error=google_auth_failed&next=${encodeURIComponent(BACK)}`
const startQuery = `?next=${encodeURIComponent(BACK)}`

let provider: TestProvider
let t: Awaited<ReturnType<typeof startTestApp>>
beforeAll(async () => {
  provider = await startTestProvider()
  t = await startTestApp({ PUBLIC_URL: 'http://hearthwatch.test:3000', GOOGLE_CLIENT_ID: TEST_CLIENT.id, GOOGLE_CLIENT_SECRET: TEST_CLIENT.secret, GOOGLE_ISSUER: provider.url })
})
afterAll(async () => {
  await t?.close()
  await provider?.close()
})

const roundTrip = async (person: TestPerson, query = startQuery, tamper?: (callback: URL) => void) =>
  (await providerRoundTrip(t.app, provider, { name: 'google', person, startQuery: query, tamper })).done

describe('a failed Google sign-in keeps the page the person was going back to', () => {
  it('when they deny consent at the provider', async () => {
    provider.state.deny = true
    const done = await roundTrip({ sub: 'r-deny' })
    expect(done.headers.location).toBe(FAILED_WITH_BACK)
  })

  it('when the callback state does not match the one this browser left with', async () => {
    const done = await roundTrip({ sub: 'r-state', email: 'state@example.org', email_verified: true }, startQuery, (cb) => cb.searchParams.set('state', 'forged'))
    expect(done.headers.location).toBe(FAILED_WITH_BACK)
    expect(sessionCookie(done)).toBeUndefined()
  })

  it('when the account is deactivated', async () => {
    const person = { sub: 'r-off', email: 'off-return@example.org', email_verified: true }
    expect((await roundTrip(person)).headers.location).toBe(BACK)
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'off-return@example.org'))
    const done = await roundTrip(person)
    expect(done.headers.location).toBe(FAILED_WITH_BACK)
    expect(sessionCookie(done)).toBeUndefined()
  })

  it('when the provider answers with a token the flow cannot use', async () => {
    provider.state.nonceOverride = 'someone-elses-nonce'
    const done = await roundTrip({ sub: 'r-nonce', email: 'nonce-return@example.org', email_verified: true })
    expect(done.headers.location).toBe(FAILED_WITH_BACK)
  })

  it('when the provider is not configured or cannot be reached, from the start', async () => {
    const bare = await startTestApp()
    const down = await startTestProvider()
    await down.close()
    const unreachable = await startTestApp({ GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y', GOOGLE_ISSUER: down.url })
    try {
      for (const app of [bare.app, unreachable.app]) {
        const res = await app.inject({ method: 'GET', url: `/auth/google${startQuery}` })
        expect(res.headers.location).toBe(FAILED_WITH_BACK)
      }
    } finally {
      await bare.close()
      await unreachable.close()
    }
  })

  it('only when it is a page of ours: another site, the API or a bare failure keep the plain failure page', async () => {
    provider.state.deny = true
    const ours = await roundTrip({ sub: 'r-ours' }, '?next=%2Fcare-notes')
    expect(ours.headers.location).toBe('/login?error=google_auth_failed&next=%2Fcare-notes')
    for (const elsewhere of ['//evil.example/', 'https://evil.example/', '/api/logout', '/\\evil.example']) {
      provider.state.deny = true
      const done = await roundTrip({ sub: 'r-elsewhere' }, `?next=${encodeURIComponent(elsewhere)}`)
      expect(done.headers.location, elsewhere).toBe('/login?error=google_auth_failed')
    }
    // nor a page written into the cookie by hand
    const crafted = Buffer.from(JSON.stringify({ state: 's', codeVerifier: 'v'.repeat(43), nonce: 'n', next: '//evil.example/' })).toString('base64url')
    const forged = await t.app.inject({ method: 'GET', url: '/auth/google/callback?code=abc&state=s', headers: { cookie: `hw_oauth_google=${crafted}` } })
    expect(forged.headers.location).toBe('/login?error=google_auth_failed')
    // a callback in a browser that never started a sign-in has no page to go back to
    const stray = await t.app.inject({ method: 'GET', url: '/auth/google/callback?code=abc&state=xyz' })
    expect(stray.headers.location).toBe('/login?error=google_auth_failed')
  })
})
