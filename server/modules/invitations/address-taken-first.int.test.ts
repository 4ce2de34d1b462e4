// Someone who signs up first with another person's address (decision 0044's daughter, but not her):
// nobody proves an address by registering it, so the account is the daughter's only once she proves the
// mailbox, and invited into her mother's home it must reach nobody else. Facebook vouches for no
// address, so an account it made is one nobody proved; a password reset proves it (decision 0049).
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { auditLog, mailOutbox, userIdentities } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { signIn, sessionCookie } from '../../test/test-app'
import { providerRoundTrip, startTestProvider, testProviderEnv, type TestPerson, type TestProvider } from '../oauth/oauth.test-provider'

let provider: TestProvider
beforeAll(async () => {
  provider = await startTestProvider()
})
afterAll(() => provider?.close())
// after the provider is there (and closed before it)
const t = useSignedInApp(
  {
    mum: { role: 'client', firstName: 'Mabel', lastName: 'Marsh' },
    robin: { role: 'carer', firstName: 'Robin', lastName: 'Marsh', in: 'mum' },
  },
  { env: () => ({ PUBLIC_URL: 'https://care.example.org', ...testProviderEnv(provider.url) }) },
)
const { ids, cookie } = t

const facebook = async (person: TestPerson) => (await providerRoundTrip(t.app, provider, { name: 'facebook', person })).done
const get = (url: string, session: string) => t.app.inject({ method: 'GET', url, headers: { cookie: session } })

async function mailedLink(to: string, pattern: RegExp) {
  const until = Date.now() + 5_000
  while (Date.now() < until) {
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1)
    const found = mail?.text.match(pattern)?.[1]
    if (found) return found
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`nothing matching ${String(pattern)} mailed to ${to}`)
}

describe("an account made with the daughter's address before she was invited", () => {
  it("by a Facebook account that is not hers: once she resets the password and accepts, that Facebook account no longer signs in, to her mother's home or anywhere", async () => {
    const address = 'daisy.marsh@example.org'
    const attacker = { sub: 'fb-not-daisy', email: address, given_name: 'Daisy', family_name: 'Marsh' }
    const first = await facebook(attacker)
    expect(first.headers.location).toBe('/')
    const [made] = await t.db.select().from(users).where(eq(users.email, address))
    expect(made).toMatchObject({ role: 'client', emailVerified: false })
    // they leave her a phone number of theirs for her family to call, and no alert e-mails
    const theirs = sessionCookie(first)!
    expect((await t.app.inject({ method: 'PATCH', url: '/api/me/contact', headers: { cookie: theirs }, payload: { phone: '+44 7700 900999' } })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: { cookie: theirs }, payload: { alertEmails: 'none' } })).statusCode).toBe(200)

    // her mother's carer invites her address; the home made at sign-up is empty, so the invitation goes
    expect((await t.app.inject({ method: 'POST', url: '/api/family/invite', headers: { cookie: cookie.robin! }, payload: { inviteeEmail: address } })).statusCode).toBe(201)
    const invitation = await mailedLink(address, /\/invitations\/([\w-]+)/)

    // the real Daisy cannot sign in, so she takes Forgot password from the accept page, then accepts
    expect((await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: address } })).statusCode).toBe(200)
    const reset = await mailedLink(address, /reset-password\?token=([\w-]+)/)
    const done = await t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token: reset, password: 'daisys-own-words', confirmPassword: 'daisys-own-words' } })
    expect(done.statusCode).toBe(200)
    const daisy = await signIn(t.app, address, 'daisys-own-words')
    const accepted = await t.app.inject({ method: 'POST', url: `/api/invitations/${invitation}/accept`, payload: {}, headers: { cookie: daisy } })
    expect(accepted.statusCode).toBe(200)
    expect((await get('/api/circles', daisy)).json().map((c: { clientId: string }) => c.clientId)).toEqual([ids.mum])
    // her reset undid what they had set up: no number of theirs, and her mother's alerts e-mailed to her
    const [now] = await t.db.select().from(users).where(eq(users.id, made!.id))
    expect(now!.profileData).not.toHaveProperty('phone')
    const settings = (await get('/api/notifications/settings', daisy)).json()
    expect(settings.alertEmails).toBe(settings.defaultLevel)
    expect(settings.defaultLevel).not.toBe('none')

    // whoever made the account through Facebook tries again
    const again = await facebook(attacker)
    expect(again.headers.location).toBe('/login?error=facebook_auth_failed')
    const session = sessionCookie(again)
    if (session) expect((await get('/api/circles', session)).statusCode).toBe(401)
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, made!.id))).toEqual([])
    // Daisy's own password still signs in, and the trail says what her reset ended
    expect((await get('/api/auth/user', daisy)).statusCode).toBe(200)
    const [trail] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.password_reset'), eq(auditLog.actorId, made!.id)))
    expect(trail!.details).toEqual({ endedUnverifiedAccess: true })
  })
})
