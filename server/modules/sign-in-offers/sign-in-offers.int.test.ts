import { MAIL_OFF_ERROR } from '../../../contracts/mail'
// Giving a sign-in to someone whose home was added without one (decision 0025): staff type
// the person's address in Edit User, the server mails a link to it, and only the person choosing a
// password at that link puts the address on the account and signs them in.
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, EMAIL_INVALID } from '../../../contracts/auth'
import { SIGN_IN_OFFER_MESSAGES } from '../../../contracts/sign-in-offers'
import { users } from '../../db/schema'
import { auditLog, mailOutbox, signInOffers } from '../../db/platform-schema'
import { makers } from '../../test/make'
import { sessionCookie, signIn, signInEach, startTestApp } from '../../test/test-app'

let t: Awaited<ReturnType<typeof startTestApp>>
let make: ReturnType<typeof makers>
const cookie: Record<string, string> = {}
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://care.example.org' })
  make = makers(t.db)
  const home = await make.circle({ firstName: 'Other', lastName: 'Home' })
  const people = {
    admin: await make.user('admin', { firstName: 'Ada', lastName: 'Admin' }),
    support: await make.user('support', { firstName: 'Sam', lastName: 'Support' }),
    carer: await make.user('carer'),
    client: home,
  }
  await make.member(home.id, people.carer.id)
  await signInEach(t.app, people, { ids, cookie })
})
afterAll(() => t.close())

const PASSWORD = { password: 'garden-gate', confirmPassword: 'garden-gate' }
const fresh = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.org`

const as = (who: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: cookie[who]! } : {}, ...(payload ? { payload } : {}) })
const offer = (who: string | null, id: string, payload: object) => as(who, 'POST', `/api/users/${id}/sign-in-offer`, payload)
const pendingOf = async (id: string) => (await as('support', 'GET', `/api/users/${id}/sign-in-offer`)).json().offer
const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/sign-in-offers/${token}` })
const accept = (token: string, payload: object = PASSWORD) => t.app.inject({ method: 'POST', url: `/api/sign-in-offers/${token}/accept`, payload })
const stored = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!
const trail = (id: string, action: string) => t.db.select().from(auditLog).where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)))

/** A home for someone who does not sign in, made through Add Home */
async function addHome(firstName = 'Margaret', lastName = 'Oakes') {
  const res = await as('support', 'POST', '/api/users/homes', { firstName, lastName, phone: '+44 7700 900123' })
  expect(res.statusCode).toBe(201)
  return res.json().clientId as string
}

/** The newest mail to `email`, and the token of the sign-in link in it (the test app has no SMTP_URL: it is in the outbox) */
async function mailTo(email: string) {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
  const token = mail?.text.match(/https:\/\/care\.example\.org\/sign-in-offers\/([\w-]+)/)?.[1]
  return { mail, token: token! }
}

/** Offers a sign-in as support and answers the token the e-mailed link carries */
async function offered(id: string, email: string) {
  expect((await offer('support', id, { email })).statusCode).toBe(201)
  return (await mailTo(email)).token
}

describe('staff offering a sign-in', () => {
  it('mails a link to the address and changes nothing on the account until it is used', async () => {
    const home = await addHome()
    const before = await stored(home)
    const res = await offer('support', home, { email: '  Margaret.Oakes@Example.org ' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      offer: { email: 'margaret.oakes@example.org', offeredByName: 'Sam Support', sentAt: expect.any(String), expiresAt: expect.any(String) },
      // no SMTP_URL on this test server: the link went only to the log, and the answer says so
      emailError: MAIL_OFF_ERROR,
    })
    const { expiresAt, sentAt } = res.json().offer
    expect(Date.parse(expiresAt) - Date.parse(sentAt)).toBe(7 * 86_400_000)

    const { mail, token } = await mailTo('margaret.oakes@example.org')
    expect(mail).toMatchObject({ subject: 'Your own sign-in to Hearthwatch' })
    expect(mail!.text).toContain('Hello Margaret,')
    expect(mail!.text).toContain('Sam Support has asked us to give you your own sign-in')
    expect(mail!.text).toContain('within 7 days')
    expect(token).toHaveLength(43)

    // the address is unproved: the account has none yet, no password, and no way in
    expect(await stored(home)).toEqual(before)
    expect(await pendingOf(home)).toMatchObject({ email: 'margaret.oakes@example.org', offeredByName: 'Sam Support' })
    const listed = (await as('support', 'GET', '/api/users?search=margaret oakes')).json().users
    expect(listed).toEqual([expect.objectContaining({ id: home, email: null, signsIn: false })])
    // only the hash of the link's code is kept
    const [row] = await t.db.select().from(signInOffers).where(eq(signInOffers.userId, home))
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('records the offer in the trail with the address, never the link', async () => {
    const home = await addHome('Walter', 'Trail')
    const token = await offered(home, 'walter@example.org')
    const [entry, ...more] = await trail(home, 'user.sign_in_offered')
    expect(more).toEqual([])
    expect(entry).toMatchObject({ actorId: ids.support, targetType: 'user', circleId: home, details: { email: 'walter@example.org' } })
    expect(JSON.stringify(entry)).not.toContain(token)
  })

  it.each([
    ['a carer', 'carer', 403],
    ['a client', 'client', 403],
    ['someone signed out', null, 401],
  ])('refuses %s, mails nothing and keeps no offer', async (_, who, status) => {
    const home = await addHome('Rita', 'Refused')
    const email = fresh('refused')
    expect((await offer(who, home, { email })).statusCode).toBe(status)
    expect((await as(who, 'GET', `/api/users/${home}/sign-in-offer`)).statusCode).toBe(status)
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([])
    expect(await pendingOf(home)).toBeNull()
  })

  it('refuses an address that belongs to another account, naming the field, whatever its case', async () => {
    const home = await addHome('Tess', 'Taken')
    await make.user('carer', { email: 'tess.daughter@example.org' })
    const res = await offer('admin', home, { email: 'Tess.Daughter@Example.org' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ message: SIGN_IN_OFFER_MESSAGES.emailTaken, details: { email: [SIGN_IN_OFFER_MESSAGES.emailTaken] } })
    expect(await pendingOf(home)).toBeNull()
    expect(await trail(home, 'user.sign_in_offered')).toEqual([])
  })

  it.each([
    ['no address', {}, SIGN_IN_OFFER_MESSAGES.emailRequired],
    ['a blank address', { email: '   ' }, SIGN_IN_OFFER_MESSAGES.emailRequired],
    ['something that is not an address', { email: 'margaret at home' }, 'Enter a valid e-mail address.'],
    ['an address over 254 characters', { email: `${'m'.repeat(250)}@example.org` }, AUTH_MESSAGES.emailTooLong],
    ['an address with more than 64 characters before the @', { email: `${'m'.repeat(65)}@example.org` }, EMAIL_INVALID],
  ])('refuses %s with a 400 naming email, and keeps nothing', async (_, payload, message) => {
    const home = await addHome('Bea', 'Blank')
    const res = await offer('support', home, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual({ email: [message] })
    expect(await pendingOf(home)).toBeNull()
  })

  it('refuses an account that can already sign in, and an account that is not there', async () => {
    const res = await offer('support', ids.client!, { email: fresh('again') })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(SIGN_IN_OFFER_MESSAGES.alreadySignsIn)
    expect((await offer('support', '0b5c1a4e-2f7d-4c1e-9a55-3b1f8e0d9c21', { email: fresh('nobody') })).statusCode).toBe(404)
  })

  it('replaces an earlier offer: only the newest link works, to the newest address', async () => {
    const home = await addHome('Rose', 'Replaced')
    const first = await offered(home, 'rose-old@example.org')
    const second = await offered(home, 'rose-new@example.org')
    expect(await pendingOf(home)).toMatchObject({ email: 'rose-new@example.org' })
    expect((await preview(first)).statusCode).toBe(404)
    expect((await accept(first)).statusCode).toBe(404)
    expect((await accept(second)).statusCode).toBe(201)
    expect(await stored(home)).toMatchObject({ email: 'rose-new@example.org' })
  })

  it('resends a new link to the same address: the old one stops working, and the trail says so', async () => {
    const home = await addHome('Reg', 'Resent')
    const old = await offered(home, 'reg@example.org')
    const res = await as('support', 'POST', `/api/users/${home}/sign-in-offer/resend`)
    expect(res.statusCode).toBe(200)
    expect(res.json().offer).toMatchObject({ email: 'reg@example.org' })
    const { token } = await mailTo('reg@example.org')
    expect(token).not.toBe(old)
    expect((await preview(old)).statusCode).toBe(404)
    expect((await preview(token)).statusCode).toBe(200)
    expect(await trail(home, 'user.sign_in_offer_resent')).toEqual([expect.objectContaining({ actorId: ids.support, details: { email: 'reg@example.org' } })])
  })

  it('withdraws the waiting link: it stops working, Edit User shows none, and the account stays as it was', async () => {
    const home = await addHome('Wendy', 'Withdrawn')
    const token = await offered(home, 'wendy@example.org')
    expect((await as('admin', 'DELETE', `/api/users/${home}/sign-in-offer`)).statusCode).toBe(204)
    expect(await pendingOf(home)).toBeNull()
    expect((await preview(token)).statusCode).toBe(404)
    expect((await accept(token)).statusCode).toBe(404)
    expect(await stored(home)).toMatchObject({ email: null, passwordHash: null })
    expect(await trail(home, 'user.sign_in_offer_withdrawn')).toEqual([expect.objectContaining({ actorId: ids.admin, details: { email: 'wendy@example.org' } })])
    // nothing left to withdraw or resend
    expect((await as('admin', 'DELETE', `/api/users/${home}/sign-in-offer`)).json()).toMatchObject({ message: SIGN_IN_OFFER_MESSAGES.noOffer })
    expect((await as('admin', 'POST', `/api/users/${home}/sign-in-offer/resend`)).statusCode).toBe(404)
  })
})

describe('the person using the link', () => {
  it('shows whose sign-in it is, then sets the address and the password and signs them in', async () => {
    const home = await addHome('Hilda', 'Heron')
    const token = await offered(home, 'hilda@example.org')
    const shown = await preview(token)
    expect(shown.statusCode).toBe(200)
    expect(shown.json()).toEqual({ email: 'hilda@example.org', firstName: 'Hilda', lastName: 'Heron', offeredByName: 'Sam Support', expiresAt: expect.any(String) })

    const res = await accept(token)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ id: home, email: 'hilda@example.org', role: 'client', firstName: 'Hilda' })
    const session = sessionCookie(res)!
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: session } })).json()).toMatchObject({ id: home, email: 'hilda@example.org' })
    // their own home, as any client's
    expect((await t.app.inject({ method: 'GET', url: '/api/circles', headers: { cookie: session } })).json()).toEqual([expect.objectContaining({ clientId: home })])
    expect(await stored(home)).toMatchObject({ email: 'hilda@example.org', emailVerified: true, authProvider: 'email', role: 'client', profileData: { phone: '+44 7700 900123' } })
    // and the sign-in form takes the password they chose
    await signIn(t.app, 'hilda@example.org', PASSWORD.password)
    expect(await pendingOf(home)).toBeNull()

    const [entry] = await trail(home, 'user.sign_in_offer_accepted')
    expect(entry).toMatchObject({ actorId: home, actorEmail: 'hilda@example.org', circleId: home, details: { email: 'hilda@example.org', offeredBy: ids.support } })
    expect(JSON.stringify(entry)).not.toContain(PASSWORD.password)
    expect(JSON.stringify(entry)).not.toContain(token)
  })

  it('makes the account an ordinary client: listed with its address, and deactivated as anyone is', async () => {
    const home = await addHome('Olive', 'Ordinary')
    expect((await accept(await offered(home, 'olive@example.org'))).statusCode).toBe(201)
    const listed = (await as('support', 'GET', '/api/users?search=olive ordinary')).json().users
    expect(listed).toEqual([expect.objectContaining({ id: home, email: 'olive@example.org', signsIn: true })])
    expect((await as('support', 'POST', `/api/users/${home}/deactivate`)).statusCode).toBe(200)
    expect(await stored(home)).toMatchObject({ isActive: false })
    // there is no sign-in to give any more
    expect((await offer('support', home, { email: fresh('olive') })).statusCode).toBe(409)
  })

  it('works once', async () => {
    const home = await addHome('Una', 'Once')
    const token = await offered(home, 'una@example.org')
    expect((await accept(token)).statusCode).toBe(201)
    for (const res of [await accept(token, { password: 'another-one', confirmPassword: 'another-one' }), await preview(token)]) {
      expect(res.statusCode).toBe(410)
      expect(res.json().message).toBe(SIGN_IN_OFFER_MESSAGES.used)
    }
    await signIn(t.app, 'una@example.org', PASSWORD.password)
  })

  it('stops working once the staff member who sent it is deactivated: they cannot sign in as the person through a link to their own address', async () => {
    const home = await addHome('Wanda', 'Watched')
    const rogue = await make.user('support', { firstName: 'Rory', lastName: 'Rogue' })
    const rogueCookie = await signIn(t.app, rogue.email!, 'test-password')
    const email = fresh('rory-private')
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${home}/sign-in-offer`, headers: { cookie: rogueCookie }, payload: { email } })).statusCode).toBe(201)
    const { token } = await mailTo(email)
    expect((await as('admin', 'POST', `/api/users/${rogue.id}/deactivate`)).statusCode).toBe(200)

    for (const res of [await preview(token), await accept(token)]) {
      expect(res.statusCode).toBe(410)
      expect(res.json().message).toBe(SIGN_IN_OFFER_MESSAGES.withdrawn)
      expect(sessionCookie(res)).toBeUndefined()
    }
    expect(await stored(home)).toMatchObject({ email: null, passwordHash: null })
    // staff who still are may send it again: the new link is theirs, and works
    expect((await as('support', 'POST', `/api/users/${home}/sign-in-offer/resend`)).statusCode).toBe(200)
    expect((await accept((await mailTo(email)).token)).statusCode).toBe(201)
  })

  it('stops working once its sender is no longer staff', async () => {
    const home = await addHome('Walt', 'Watched')
    const demoted = await make.user('support', { firstName: 'Deb', lastName: 'Demoted' })
    const demotedCookie = await signIn(t.app, demoted.email!, 'test-password')
    const email = fresh('deb-private')
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${home}/sign-in-offer`, headers: { cookie: demotedCookie }, payload: { email } })).statusCode).toBe(201)
    const { token } = await mailTo(email)
    expect((await t.app.inject({ method: 'PATCH', url: `/api/users/${demoted.id}`, headers: { cookie: cookie.admin! }, payload: { role: 'carer' } })).statusCode).toBe(200)
    const res = await accept(token)
    expect(res.statusCode).toBe(410)
    expect(res.json().message).toBe(SIGN_IN_OFFER_MESSAGES.withdrawn)
  })

  it('stops working after 7 days, changing nothing; a resend gives another week', async () => {
    const home = await addHome('Eve', 'Expired')
    const token = await offered(home, 'eve@example.org')
    await t.db.update(signInOffers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(signInOffers.userId, home))
    for (const res of [await preview(token), await accept(token)]) {
      expect(res.statusCode).toBe(410)
      expect(res.json().message).toBe(SIGN_IN_OFFER_MESSAGES.expired)
    }
    expect(await stored(home)).toMatchObject({ email: null, passwordHash: null })
    // still shown to staff, who can send it again
    expect(await pendingOf(home)).toMatchObject({ email: 'eve@example.org' })
    expect((await as('support', 'POST', `/api/users/${home}/sign-in-offer/resend`)).statusCode).toBe(200)
    expect((await accept((await mailTo('eve@example.org')).token)).statusCode).toBe(201)
  })

  it.each([
    ['a password under 6 characters', { password: 'short', confirmPassword: 'short' }, 'password', AUTH_MESSAGES.passwordTooShort],
    ['passwords that differ', { password: 'garden-gate', confirmPassword: 'garden-gale' }, 'confirmPassword', AUTH_MESSAGES.passwordMismatch],
    ['no password', {}, 'password', AUTH_MESSAGES.passwordTooShort],
  ])('refuses %s naming the field, and leaves the account and the link as they were', async (_, payload, field, message) => {
    const home = await addHome('Pat', 'Password')
    const token = await offered(home, fresh('pat'))
    const res = await accept(token, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().details[field]).toEqual([message])
    expect(await stored(home)).toMatchObject({ email: null, passwordHash: null })
    expect((await preview(token)).statusCode).toBe(200)
  })

  it('refuses an address that became another account\'s after the link was sent, naming it, and changes nothing', async () => {
    const home = await addHome('Tom', 'Taken')
    const token = await offered(home, 'tom@example.org')
    await make.user('carer', { email: 'tom@example.org' })
    for (const res of [await preview(token), await accept(token)]) {
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ message: SIGN_IN_OFFER_MESSAGES.emailTakenSince, details: { email: [SIGN_IN_OFFER_MESSAGES.emailTakenSince] } })
    }
    expect(await stored(home)).toMatchObject({ email: null, passwordHash: null })
    // staff are told the same when they try to send it again
    expect((await as('support', 'POST', `/api/users/${home}/sign-in-offer/resend`)).json()).toMatchObject({ details: { email: [SIGN_IN_OFFER_MESSAGES.emailTaken] } })
  })

  it('of two uses at once, exactly one sets the password', async () => {
    const home = await addHome('Dot', 'Double')
    const token = await offered(home, 'dot@example.org')
    const answers = await Promise.all([accept(token), accept(token, { password: 'other-words', confirmPassword: 'other-words' })])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 410])
    expect(await trail(home, 'user.sign_in_offer_accepted')).toHaveLength(1)
  })

  it('refuses a link that never was', async () => {
    const res = await preview('q3J9v1cX0b8tNw2mZk7LrS4yHd6fGa5eUo1iPj8sTqA')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(SIGN_IN_OFFER_MESSAGES.notFound)
  })
})
