// Giving a sign-in to someone whose home was added without one (decision 0025): staff type the person's
// address in Edit User, the server mails a link to it, and nothing changes on the account until it is used.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MAIL_OFF_ERROR } from '../../../contracts/mail'
import { AUTH_MESSAGES, EMAIL_INVALID } from '../../../contracts/auth'
import { SIGN_IN_OFFER_MESSAGES } from '../../../contracts/sign-in-offers'
import { mailOutbox, signInOffers } from '../../db/platform-schema'
import { accept, addHome, as, fresh, ids, mailTo, offer, offered, pendingOf, preview, startOfferWorld, stored, trail, world } from './sign-in-offers.test-kit'

startOfferWorld()

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
    const [row] = await world.t.db.select().from(signInOffers).where(eq(signInOffers.userId, home))
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
    expect(await world.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([])
    expect(await pendingOf(home)).toBeNull()
  })

  it('refuses an address that belongs to another account, naming the field, whatever its case', async () => {
    const home = await addHome('Tess', 'Taken')
    await world.make.user('carer', { email: 'tess.daughter@example.org' })
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
