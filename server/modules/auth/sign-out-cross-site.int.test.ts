import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'

// Sign Out is a plain link to GET /api/logout (SPEC.md §8). Any other site could send her browser
// there (a link, a redirect, a page that opens it) and sign a carer out of the dashboard she keeps
// open at night: its live alerts then stop until she signs in again.

let t: Awaited<ReturnType<typeof startTestApp>>
let email: string
beforeAll(async () => {
  t = await startTestApp()
  email = (await makers(t.db).user('carer')).email!
})
afterAll(() => t.close())

const isSignedIn = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode === 200
const signOut = (cookie: string, site?: string) =>
  t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, ...(site ? { 'sec-fetch-site': site } : {}) } })

describe('signing out', () => {
  it('does not happen when another site sends the browser to it', async () => {
    const cookie = await signIn(t.app, email, TEST_PASSWORD)
    for (const site of ['cross-site', 'same-site']) {
      const res = await signOut(cookie, site)
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe('/')
      expect(await isSignedIn(cookie), site).toBe(true)
    }
  })

  it('happens from the app’s own Sign Out, an address typed or a bookmark, and a browser that does not say', async () => {
    for (const site of ['same-origin', 'none', undefined]) {
      const cookie = await signIn(t.app, email, TEST_PASSWORD)
      const res = await signOut(cookie, site)
      expect(res.statusCode).toBe(302)
      expect(await isSignedIn(cookie), String(site)).toBe(false)
    }
  })
})
