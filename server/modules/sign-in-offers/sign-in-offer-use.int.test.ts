// Giving a sign-in to someone whose home was added without one (decision 0025): only the person choosing
// a password at the mailed link puts the address on the account and signs them in, once, while its
// sender is still staff and for 7 days.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../../contracts/auth'
import { SIGN_IN_OFFER_MESSAGES } from '../../../contracts/sign-in-offers'
import { signInOffers } from '../../db/platform-schema'
import { sessionCookie, signIn } from '../../test/test-app'
import { accept, addHome, as, cookie, fresh, ids, mailTo, offer, offered, PASSWORD, pendingOf, preview, startOfferWorld, stored, trail, world } from './sign-in-offers.test-kit'

startOfferWorld()

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
    expect((await world.t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: session } })).json()).toMatchObject({ id: home, email: 'hilda@example.org' })
    // their own home, as any client's
    expect((await world.t.app.inject({ method: 'GET', url: '/api/circles', headers: { cookie: session } })).json()).toEqual([expect.objectContaining({ clientId: home })])
    expect(await stored(home)).toMatchObject({ email: 'hilda@example.org', emailVerified: true, authProvider: 'email', role: 'client', profileData: { phone: '+44 7700 900123' } })
    // and the sign-in form takes the password they chose
    await signIn(world.t.app, 'hilda@example.org', PASSWORD.password)
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
    await signIn(world.t.app, 'una@example.org', PASSWORD.password)
  })

  it('stops working once the staff member who sent it is deactivated: they cannot sign in as the person through a link to their own address', async () => {
    const home = await addHome('Wanda', 'Watched')
    const rogue = await world.make.user('support', { firstName: 'Rory', lastName: 'Rogue' })
    const rogueCookie = await signIn(world.t.app, rogue.email!, 'test-password')
    const email = fresh('rory-private')
    expect((await world.t.app.inject({ method: 'POST', url: `/api/users/${home}/sign-in-offer`, headers: { cookie: rogueCookie }, payload: { email } })).statusCode).toBe(201)
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
    const demoted = await world.make.user('support', { firstName: 'Deb', lastName: 'Demoted' })
    const demotedCookie = await signIn(world.t.app, demoted.email!, 'test-password')
    const email = fresh('deb-private')
    expect((await world.t.app.inject({ method: 'POST', url: `/api/users/${home}/sign-in-offer`, headers: { cookie: demotedCookie }, payload: { email } })).statusCode).toBe(201)
    const { token } = await mailTo(email)
    expect((await world.t.app.inject({ method: 'PATCH', url: `/api/users/${demoted.id}`, headers: { cookie: cookie.admin! }, payload: { role: 'carer' } })).statusCode).toBe(200)
    const res = await accept(token)
    expect(res.statusCode).toBe(410)
    expect(res.json().message).toBe(SIGN_IN_OFFER_MESSAGES.withdrawn)
  })

  it('stops working after 7 days, changing nothing; a resend gives another week', async () => {
    const home = await addHome('Eve', 'Expired')
    const token = await offered(home, 'eve@example.org')
    await world.t.db.update(signInOffers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(signInOffers.userId, home))
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
    await world.make.user('carer', { email: 'tom@example.org' })
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
