import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { AUTH_MESSAGES } from '../../../contracts/auth'
import { type PendingInvitation, INVITATION_MESSAGES } from '../../../contracts/invitations'
import { familyMembers, users } from '../../db/schema'
import { auditLog, mailOutbox, userInvitations } from '../../db/platform-schema'
import * as usersRepository from '../users/users.repository'
import { useSignedInApp } from '../../test/signed-in-app'
import { sessionCookie, signIn } from '../../test/test-app'

const t = useSignedInApp(
  { admin: { role: 'admin', firstName: 'Ada', lastName: 'Admin' }, grace: { role: 'client', firstName: 'Grace', lastName: 'Hopper', signsIn: false } },
  { env: { PUBLIC_URL: 'https://care.example.org' } },
)
const { ids, cookie: cookies } = t

const fresh = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.org`
const details = { firstName: 'Casey', lastName: 'Jones', password: 'secret-words', confirmPassword: 'secret-words' }

/** Invites through the API as the admin and answers the token from the e-mailed link */
async function invited(payload: { email: string; role: string; circleId?: string }) {
  const res = await t.app.inject({ method: 'POST', url: '/api/invitations', headers: { cookie: cookies.admin! }, payload })
  expect(res.statusCode).toBe(201)
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, payload.email)).orderBy(desc(mailOutbox.id)).limit(1)
  const token = mail!.text.match(/https:\/\/care\.example\.org\/invitations\/([\w-]+)/)![1]!
  return { token, id: res.json().invitation.id as string }
}
const accept = (token: string, payload: object = details, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload, headers })
const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })

describe('accepting an invitation', () => {
  it('makes the account with the invited role, joins the care circle and signs the person in', async () => {
    const email = fresh('carer')
    const { token, id } = await invited({ email, role: 'carer', circleId: ids.grace })
    expect((await preview(token)).json()).toEqual({
      email,
      role: 'carer',
      inviterName: 'Ada Admin',
      circleName: 'Grace Hopper',
      circleId: ids.grace,
      hasAccount: false,
      endsEmptyHome: false,
      // staff sent it, without words of their own
      isFromFamily: false,
      // from User Management: it names the role
      sentFrom: 'user-management',
      message: null,
      expiresAt: expect.any(String),
    })

    const res = await accept(token, { ...details, timeZone: 'Europe/London' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ email, role: 'carer', firstName: 'Casey', lastName: 'Jones', timeZone: 'Europe/London' })
    const cookie = sessionCookie(res)!
    expect((await get('/api/auth/user', cookie)).json()).toMatchObject({ email, role: 'carer' })

    // the carer now sees the circle they were invited into, and its data
    const circles = (await get('/api/circles', cookie)).json()
    expect(circles).toHaveLength(1)
    expect(circles[0]).toMatchObject({ clientId: ids.grace, firstName: 'Grace', lastName: 'Hopper' })
    expect((await get(`/api/devices?clientId=${ids.grace}`, cookie)).statusCode).toBe(200)

    const [user] = await t.db.select().from(users).where(eq(users.email, email))
    expect(user).toMatchObject({ role: 'carer', emailVerified: true, authProvider: 'email', isActive: true })
    const [membership] = await t.db.select().from(familyMembers).where(eq(familyMembers.memberUserId, user!.id))
    expect(membership).toMatchObject({ primaryUserId: ids.grace, role: 'carer', addedBy: ids.admin })
    const [row] = await t.db.select().from(userInvitations).where(eq(userInvitations.id, id))
    expect(row!.acceptedAt).toBeInstanceOf(Date)
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'invitation.accepted'), eq(auditLog.actorId, user!.id)))
    expect(audit).toMatchObject({ targetId: user!.id, circleId: ids.grace, details: { invitationId: id, role: 'carer', invitedBy: ids.admin } })

    // the new password signs in the ordinary way too
    await expect(signIn(t.app, email, 'secret-words')).resolves.toMatch(/^hw_session=/)
  })

  it('works once: the used link answers 410 and makes no second account', async () => {
    const email = fresh('once')
    const { token } = await invited({ email, role: 'client' })
    expect((await accept(token)).statusCode).toBe(201)
    const again = await accept(token, { ...details, password: 'other-words', confirmPassword: 'other-words' })
    expect(again.statusCode).toBe(410)
    expect(again.json()).toMatchObject({ code: 'GONE', message: INVITATION_MESSAGES.used })
    expect((await preview(token)).json()).toMatchObject({ code: 'GONE', message: INVITATION_MESSAGES.used })
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1)
  })

  it('a used link opened again signed in as the address it was sent to names the home it joined; to anyone else it stays spent', async () => {
    const email = fresh('again')
    const { token } = await invited({ email, role: 'carer', circleId: ids.grace })
    const accepted = await accept(token)
    expect(accepted.statusCode).toBe(201)
    const hers = await signIn(t.app, email, 'secret-words')
    const seen = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}`, headers: { cookie: hers } })
    expect(seen.statusCode).toBe(200)
    expect(seen.json()).toMatchObject({ acceptedByYou: true, circleId: ids.grace, email, role: 'carer' })
    // signed out, or someone else
    expect((await preview(token)).json()).toMatchObject({ code: 'GONE', message: INVITATION_MESSAGES.used })
    const others = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}`, headers: { cookie: cookies.admin! } })
    expect(others.json()).toMatchObject({ code: 'GONE', message: INVITATION_MESSAGES.used })
  })

  it('of two simultaneous accepts, exactly one makes an account', async () => {
    const email = fresh('race')
    const { token } = await invited({ email, role: 'carer', circleId: ids.grace })
    const answers = await Promise.all([accept(token), accept(token, { ...details, firstName: 'Other' }), accept(token)])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 410, 410])
    const made = await t.db.select().from(users).where(eq(users.email, email))
    expect(made).toHaveLength(1)
    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.memberUserId, made[0]!.id))).toHaveLength(1)
  })

  it('answers 410 to an accept whose link another accept spent between its reads', async () => {
    // the loser read the link open, then the winner made the account and spent the link before the
    // loser looked the address up: it finds an account, but the link is gone, not "already a member"
    const email = fresh('between')
    const { token } = await invited({ email, role: 'carer', circleId: ids.grace })
    const lookUp = usersRepository.findUserByEmail
    let winner: Awaited<ReturnType<typeof accept>> | undefined
    const spy = vi.spyOn(usersRepository, 'findUserByEmail').mockImplementationOnce(async (db, address) => {
      winner = await accept(token)
      return lookUp(db, address)
    })
    try {
      const loser = await accept(token, { ...details, firstName: 'Other' })
      expect(winner?.statusCode).toBe(201)
      expect(loser.statusCode).toBe(410)
      expect(loser.json()).toMatchObject({ code: 'GONE', message: INVITATION_MESSAGES.used })
    } finally {
      spy.mockRestore()
    }
    const made = await t.db.select().from(users).where(eq(users.email, email))
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({ firstName: 'Casey' })
  })

  it('refuses an expired link with 410 and makes nothing', async () => {
    const email = fresh('late')
    const { token, id } = await invited({ email, role: 'carer' })
    await t.db.update(userInvitations).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(userInvitations.id, id))
    expect((await preview(token)).json()).toMatchObject({ code: 'GONE', message: INVITATION_MESSAGES.expired })
    const res = await accept(token)
    expect(res.statusCode).toBe(410)
    expect(res.json().message).toBe(INVITATION_MESSAGES.expired)
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0)
  })

  it('stops working once the admin who sent it is deactivated: a departing admin cannot keep a way back in', async () => {
    const { make } = t
    const leaving = await make.user('admin', { firstName: 'Lev', lastName: 'Leaving' })
    const leavingCookie = await t.signIn(leaving)
    // before leaving, the admin invites a private address of their own as an admin
    const email = fresh('lev-private')
    const res = await t.app.inject({ method: 'POST', url: '/api/invitations', headers: { cookie: leavingCookie }, payload: { email, role: 'admin' } })
    expect(res.statusCode).toBe(201)
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
    const token = mail!.text.match(/https:\/\/care\.example\.org\/invitations\/([\w-]+)/)![1]!
    const deactivated = await t.app.inject({ method: 'POST', url: `/api/users/${leaving.id}/deactivate`, headers: { cookie: cookies.admin! } })
    expect(deactivated.statusCode).toBe(200)

    const seen = await preview(token)
    expect(seen.statusCode).toBe(410)
    expect(seen.json().message).toBe(INVITATION_MESSAGES.withdrawn)
    const res2 = await accept(token)
    expect(res2.statusCode).toBe(410)
    expect(res2.json().message).toBe(INVITATION_MESSAGES.withdrawn)
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([])
    // the staff's Pending Invitations say so
    const pending = async () => ((await t.app.inject({ method: 'GET', url: '/api/invitations', headers: { cookie: cookies.admin! } })).json() as PendingInvitation[]).find((i) => i.email === email)
    expect(await pending()).toMatchObject({ withdrawn: true, invitedByName: 'Lev Leaving' })
    // an admin who still is may send it again: the new link is theirs, and works
    const [row] = await t.db.select().from(userInvitations).where(eq(userInvitations.email, email))
    expect((await t.app.inject({ method: 'POST', url: `/api/invitations/${row!.id}/resend`, headers: { cookie: cookies.admin! } })).statusCode).toBe(200)
    expect(await pending()).toMatchObject({ withdrawn: false })
    const [again] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
    expect((await accept(again!.text.match(/https:\/\/care\.example\.org\/invitations\/([\w-]+)/)![1]!)).statusCode).toBe(201)
  })

  it('stops working once its sender is no longer staff, or has been deleted', async () => {
    const { make } = t
    const demoted = await make.user('support', { firstName: 'Deb', lastName: 'Demoted' })
    const deleted = await make.user('support', { firstName: 'Del', lastName: 'Deleted' })
    const tokens: string[] = []
    for (const sender of [demoted, deleted]) {
      const cookie = await t.signIn(sender)
      const email = fresh('sent')
      expect((await t.app.inject({ method: 'POST', url: '/api/invitations', headers: { cookie }, payload: { email, role: 'carer', circleId: ids.grace } })).statusCode).toBe(201)
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
      tokens.push(mail!.text.match(/https:\/\/care\.example\.org\/invitations\/([\w-]+)/)![1]!)
    }
    const made = (id: string, method: 'PATCH' | 'DELETE', payload?: object) =>
      t.app.inject({ method, url: `/api/users/${id}`, headers: { cookie: cookies.admin! }, ...(payload ? { payload } : {}) })
    expect((await made(demoted.id, 'PATCH', { role: 'carer' })).statusCode).toBe(200)
    expect((await made(deleted.id, 'DELETE')).statusCode).toBe(204)
    for (const token of tokens) {
      const res = await accept(token)
      expect(res.statusCode).toBe(410)
      expect(res.json().message).toBe(INVITATION_MESSAGES.withdrawn)
    }
  })

  it('answers 404 for a link that never existed', async () => {
    const res = await accept('made-up-token-that-matches-nothing')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(INVITATION_MESSAGES.notFound)
    expect((await preview('made-up-token-that-matches-nothing')).statusCode).toBe(404)
  })

  it("checks the spec's password rules and names the field, leaving the link usable", async () => {
    const { token } = await invited({ email: fresh('rules'), role: 'client' })
    const short = await accept(token, { ...details, password: '12345', confirmPassword: '12345' })
    expect(short.statusCode).toBe(400)
    expect(short.json()).toMatchObject({ message: AUTH_MESSAGES.passwordTooShort, details: { password: [AUTH_MESSAGES.passwordTooShort] } })
    const mismatch = await accept(token, { ...details, confirmPassword: 'secret-wordz' })
    expect(mismatch.json()).toMatchObject({ message: AUTH_MESSAGES.passwordMismatch, details: { confirmPassword: [AUTH_MESSAGES.passwordMismatch] } })
    const nameless = await accept(token, { ...details, firstName: '  ', lastName: '' })
    expect(Object.keys(nameless.json().details).sort()).toEqual(['firstName', 'lastName'])
    // too long says so, with the limit (not "too short")
    const long = 'x'.repeat(201)
    const overLong = await accept(token, { firstName: 'y'.repeat(101), lastName: 'z'.repeat(101), password: long, confirmPassword: long })
    expect(overLong.statusCode).toBe(400)
    expect(overLong.json().details).toMatchObject({
      password: [AUTH_MESSAGES.passwordTooLong],
      firstName: [AUTH_MESSAGES.firstNameTooLong],
      lastName: [AUTH_MESSAGES.lastNameTooLong],
    })
    expect((await accept(token, { ...details, timeZone: 'Mars/Olympus' })).json().details).toHaveProperty('timeZone')
    expect((await accept(token)).statusCode).toBe(201)
  })

  it('answers 409 when the address was registered after the invitation, keeping the invitation open', async () => {
    const email = fresh('taken')
    const { token, id } = await invited({ email, role: 'carer', circleId: ids.grace })
    // a sign-up made it a client with an empty home: that account signs in to accept (decision 0044)
    await t.make.user('client', { email })
    const signInFirst = await accept(token)
    expect(signInFirst.statusCode).toBe(401)
    expect(signInFirst.json().message).toBe(INVITATION_MESSAGES.signInToAccept)
    // staff cannot join a home as a carer
    await t.db.update(users).set({ role: 'support' }).where(eq(users.email, email))
    const res = await accept(token)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ message: INVITATION_MESSAGES.accountExists, details: { email: [INVITATION_MESSAGES.accountExists] } })
    const [row] = await t.db.select().from(userInvitations).where(eq(userInvitations.id, id))
    expect(row!.acceptedAt).toBeNull()
  })

  it('replaces the session of a browser that was signed in as someone else', async () => {
    const { token } = await invited({ email: fresh('switch'), role: 'support' })
    const other = await t.make.user('client')
    const before = await t.signIn(other)
    const res = await accept(token, details, { cookie: before })
    const after = sessionCookie(res)!
    expect(after).not.toBe(before)
    expect((await get('/api/auth/user', before)).statusCode).toBe(401)
    expect((await get('/api/auth/user', after)).json().role).toBe('support')
  })

  it('gives an invited client a care circle of their own', async () => {
    const { token } = await invited({ email: fresh('client'), role: 'client' })
    const res = await accept(token, { ...details, firstName: 'Iris', lastName: 'Own' })
    const mine = (await get('/api/circles', sessionCookie(res)!)).json()
    expect(mine).toMatchObject([{ clientId: res.json().id, firstName: 'Iris', lastName: 'Own' }])
    expect(mine).toHaveLength(1)
  })
})
