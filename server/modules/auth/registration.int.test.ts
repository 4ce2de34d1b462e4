// REGISTRATION=invite-only: a self-hosted server others can reach makes no account for a stranger, at
// /register or through Google; its own people still sign in, and homes and invitations still add people.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'
import { startTestProvider, testProviderEnv, type TestProvider } from '../oauth/oauth.test-provider'

const PUBLIC_URL = 'http://hearthwatch.test:3000'
let provider: TestProvider
let closed: Awaited<ReturnType<typeof startTestApp>>
let open: Awaited<ReturnType<typeof startTestApp>>
beforeAll(async () => {
  provider = await startTestProvider()
  closed = await startTestApp({ PUBLIC_URL, REGISTRATION: 'invite-only', ...testProviderEnv(provider.url) })
  open = await startTestApp()
})
afterAll(async () => {
  await closed?.close()
  await open?.close()
  await provider?.close()
})

const form = { firstName: 'Stranger', lastName: 'Danger', email: 'stranger@example.org', password: 'secret-words' }
const register = (t: typeof closed) => t.app.inject({ method: 'POST', url: '/auth/register', payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
const accountsOf = (t: typeof closed, email: string) => t.db.select({ id: users.id }).from(users).where(eq(users.email, email))

describe('a server that makes accounts by invitation only', () => {
  it('says so to the sign-in pages, and /register makes no account', async () => {
    expect((await closed.app.inject({ method: 'GET', url: '/api/auth/options' })).json()).toEqual({ registration: 'invite-only', simulation: true })
    const res = await register(closed)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/register?error=registration_closed')
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(await accountsOf(closed, form.email)).toEqual([])
  })

  it('makes no account for a Google account it does not know, and says why on the sign-in page', async () => {
    provider.state.person = { sub: 'g-stranger', email: 'g-stranger@example.org', email_verified: true, given_name: 'Gail' }
    const start = await closed.app.inject({ method: 'GET', url: '/auth/google' })
    const cookie = [start.headers['set-cookie']].flat().find((c): c is string => typeof c === 'string' && c.startsWith('hw_oauth_google='))!
    const atProvider = await fetch(new URL(String(start.headers.location)), { redirect: 'manual' })
    const callback = new URL(atProvider.headers.get('location')!)
    const done = await closed.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: cookie.split(';')[0]! } })
    expect(done.statusCode).toBe(302)
    expect(done.headers.location).toBe('/login?error=registration_closed')
    expect(await accountsOf(closed, 'g-stranger@example.org')).toEqual([])
  })

  it('still signs in its own people, and staff still add homes', async () => {
    const admin = await makers(closed.db).user('admin')
    const cookie = await signIn(closed.app, admin.email!, TEST_PASSWORD)
    const home = await closed.app.inject({ method: 'POST', url: '/api/users/homes', headers: { cookie }, payload: { firstName: 'Added', lastName: 'ByStaff' } })
    expect(home.statusCode).toBe(201)
  })
})

describe('a server open to new accounts (the default)', () => {
  it('says so, and /register makes the account', async () => {
    expect((await open.app.inject({ method: 'GET', url: '/api/auth/options' })).json()).toEqual({ registration: 'open', simulation: true })
    const res = await register(open)
    expect(res.headers.location).toBe('/')
    expect(await accountsOf(open, form.email)).toHaveLength(1)
  })
})
