import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { auditLog, pushSubscriptions, userIdentities } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { sessionCookie, signIn } from '../../test/test-app'
import { browserKeys } from '../notifications/web-push.test-service'
import { providerRoundTrip, startTestProvider, testProviderEnv, type TestPerson, type TestProvider } from './oauth.test-provider'

// Registering never proves the address: anyone can register someone else's e-mail with their own
// password. When the owner then signs in with Google, which vouches for the address, the account becomes
// theirs alone: what was set up before anyone proved the address (password, sessions, pushes, a
// provider account that did not vouch for it) ends. An account whose address was proved links as before.

let provider: TestProvider
beforeAll(async () => {
  provider = await startTestProvider()
})
afterAll(() => provider?.close())
// after the provider is there (and closed before it); each test makes its own people
const t = useSignedInApp({}, { env: () => ({ PUBLIC_URL: 'http://hearthwatch.test:3000', ...testProviderEnv(provider.url) }) })

const google = async (person: TestPerson) => (await providerRoundTrip(t.app, provider, { name: 'google', person })).done
const facebook = async (person: TestPerson) => (await providerRoundTrip(t.app, provider, { name: 'facebook', person })).done
const status = async (cookie: string | undefined) => (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: cookie ?? '' } })).statusCode
const subscribePush = async (cookie: string, endpoint: string) => {
  const { p256dh, auth } = browserKeys()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/push-subscriptions',
    headers: { cookie },
    payload: { endpoint, expirationTime: null, keys: { p256dh, auth } },
  })
  expect(res.statusCode).toBe(204)
}
const pushEndpointsOf = async (userId: string) =>
  (await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((s) => s.endpoint)
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!

describe('Continue with Google for an address already registered', () => {
  it('when nobody had proved the address: the password, every earlier session and push end, and the new session works', async () => {
    // someone registers the owner's address with their own password, signed in on two browsers, one taking pushes
    const registered = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ firstName: 'Mal', lastName: 'Ory', email: 'owner@gmail.test', password: 'squatters-pass' }).toString(),
    })
    const squatter = sessionCookie(registered)!
    const squatterAgain = await signIn(t.app, 'owner@gmail.test', 'squatters-pass')
    await subscribePush(squatter, 'https://push.example/squatter-laptop')
    const id = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: squatter } })).json().id as string
    // and leaves her a phone number of theirs for her family to call, and no alert e-mails or pushes
    expect((await t.app.inject({ method: 'PATCH', url: '/api/me/contact', headers: { cookie: squatter }, payload: { phone: '+44 7700 900999' } })).statusCode).toBe(200)
    const muted = await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: { cookie: squatter }, payload: { alertEmails: 'none', alertPush: 'none' } })
    expect(muted.statusCode).toBe(200)

    const done = await google({ sub: 'g-owner', email: 'owner@gmail.test', email_verified: true })
    expect(done.headers.location).toBe('/')
    const owner = sessionCookie(done)
    expect(await status(owner)).toBe(200)

    expect(await status(squatter)).toBe(401)
    expect(await status(squatterAgain)).toBe(401)
    await expect(signIn(t.app, 'owner@gmail.test', 'squatters-pass')).rejects.toThrow()
    expect(await userRow(id)).toMatchObject({ passwordHash: null, emailVerified: true })
    expect(await pushEndpointsOf(id)).toEqual([])
    // what they set up for her goes too: no number of theirs, and her alerts as anyone's by default
    expect((await userRow(id)).profileData).not.toHaveProperty('phone')
    const settings = (await t.app.inject({ method: 'GET', url: '/api/notifications/settings', headers: { cookie: owner! } })).json()
    expect([settings.alertEmails, settings.alertPush]).toEqual([settings.defaultLevel, settings.defaultLevel])
    const signIns = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, id), eq(auditLog.action, 'auth.sign_in')))
    expect(signIns.map((a) => a.details)).toContainEqual({ provider: 'google', endedUnverifiedAccess: true })
    // and the owner keeps signing in with Google
    expect(await status(sessionCookie(await google({ sub: 'g-owner', email: 'owner@gmail.test', email_verified: true })))).toBe(200)
  })

  it('when the account came from a provider that does not vouch for the address: that provider account no longer signs in', async () => {
    const fromFacebook = await facebook({ sub: '2050001', email: 'fb-owner@gmail.test', given_name: 'Fay' })
    expect(fromFacebook.headers.location).toBe('/')
    const earlier = sessionCookie(fromFacebook)

    const done = await google({ sub: 'g-fb-owner', email: 'fb-owner@gmail.test', email_verified: true })
    expect(await status(sessionCookie(done))).toBe(200)
    expect(await status(earlier)).toBe(401)
    const again = await facebook({ sub: '2050001', email: 'fb-owner@gmail.test', given_name: 'Fay' })
    expect(again.headers.location).toBe('/login?error=facebook_auth_failed')
    const identities = await t.db.select({ provider: userIdentities.provider }).from(userIdentities).where(eq(userIdentities.email, 'fb-owner@gmail.test'))
    expect(identities).toEqual([{ provider: 'google' }])
  })

  it('when the address was proved before: it links as before, and the password, sessions and pushes stay', async () => {
    const person = await t.make.user('carer', { email: 'proved@gmail.test' })
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, person.id))
    const laptop = await t.signIn(person)
    await subscribePush(laptop, 'https://push.example/proved-laptop')

    const done = await google({ sub: 'g-proved', email: 'proved@gmail.test', email_verified: true })
    expect(done.headers.location).toBe('/')
    expect(await status(sessionCookie(done))).toBe(200)
    expect(await status(laptop)).toBe(200)
    expect(await t.signIn(person)).toMatch(/^hw_session=/)
    expect(await pushEndpointsOf(person.id)).toEqual(['https://push.example/proved-laptop'])
    expect(await t.db.select({ userId: userIdentities.userId }).from(userIdentities).where(eq(userIdentities.subject, 'g-proved'))).toEqual([{ userId: person.id }])
  })
})
