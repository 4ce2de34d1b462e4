import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/platform-schema'
import { TEST_PASSWORD } from '../../test/make'
import { useSignedInApp } from '../../test/signed-in-app'
import { sessionCookie, signIn } from '../../test/test-app'

// A carer who joins a home by invitation is told once, where she lands, how alerts will reach her; the
// card, once dismissed on one device, is gone on every other
const t = useSignedInApp(
  {
    admin: { role: 'admin', firstName: 'Ada', lastName: 'Admin' },
    grace: { role: 'client', firstName: 'Grace', lastName: 'Hopper', signsIn: false },
    otto: { role: 'client', firstName: 'Otto', lastName: 'Other', signsIn: false },
    eli: { role: 'carer', firstName: 'Eli', lastName: 'Nurse', in: 'otto' },
  },
  { env: { PUBLIC_URL: 'https://care.example.org' } },
)
const { ids, cookie, as } = t
const fresh = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.org`
const details = { firstName: 'Sarah', lastName: 'Hopper', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }

async function invitedAndAccepted(email: string, role: 'carer' | 'client', circleId: string | null, signedIn?: string) {
  expect((await as('admin', 'POST', '/api/invitations', { email, role, circleId })).statusCode).toBe(201)
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
  const token = mail!.text.match(/\/invitations\/([\w-]+)/)![1]!
  const res = await t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: details, headers: signedIn ? { cookie: signedIn } : {} })
  expect(res.statusCode).toBeLessThan(300)
  return sessionCookie(res) ?? signedIn!
}
const settingsOf = async (session: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications/settings', headers: { cookie: session } })).json() as { alertsIntroDue: boolean }
const dismiss = (session: string) => t.app.inject({ method: 'POST', url: '/api/notifications/alerts-intro-seen', headers: { cookie: session } })

describe('how alerts reach a new carer, told once', () => {
  it('is due for a carer who joined by invitation, on each device, until she dismisses it on one', async () => {
    const sarah = fresh('sarah')
    const phone = await invitedAndAccepted(sarah, 'carer', ids.grace!)
    const laptop = await signIn(t.app, sarah, TEST_PASSWORD)
    expect((await settingsOf(phone)).alertsIntroDue).toBe(true)
    expect((await settingsOf(laptop)).alertsIntroDue).toBe(true)

    expect((await dismiss(phone)).statusCode).toBe(204)
    expect((await settingsOf(laptop)).alertsIntroDue).toBe(false)
    expect((await settingsOf(phone)).alertsIntroDue).toBe(false)

    // invited into a second home, she is not told again what she has already read
    await invitedAndAccepted(sarah, 'carer', ids.otto!, laptop)
    expect((await settingsOf(laptop)).alertsIntroDue).toBe(false)
  })

  it('is not offered to staff, to a carer added before it existed, nor to a client invited to a home of her own', async () => {
    expect((await settingsOf(cookie.admin!)).alertsIntroDue).toBe(false)
    expect((await settingsOf(cookie.eli!)).alertsIntroDue).toBe(false)
    const husband = await invitedAndAccepted(fresh('client'), 'client', null)
    expect((await settingsOf(husband)).alertsIntroDue).toBe(false)
  })

  it('is dismissed only by someone signed in', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/alerts-intro-seen' })).statusCode).toBe(401)
  })
})
