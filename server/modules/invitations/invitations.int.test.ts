import { MAIL_OFF_ERROR } from '../../../contracts/mail'
import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INVITATION_MESSAGES, staffInvitationMessage } from '../../../contracts/invitations'
import { auditLog, mailOutbox, userInvitations } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp(
  {
    admin: { role: 'admin', firstName: 'Ada', lastName: 'Admin' },
    support: { role: 'support', firstName: 'Sam', lastName: 'Support' },
    // a carer of Grace's circle, for Invite Family Member
    carer: { role: 'carer', in: 'client' },
    client: { role: 'client', firstName: 'Grace', lastName: 'Hopper' },
  },
  { env: { PUBLIC_URL: 'https://care.example.org' } },
)
const { make, ids, cookie } = t

const as = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookie[who]! }, ...(payload ? { payload } : {}) })
const invite = (who: string, payload: object) => as(who, 'POST', '/api/invitations', payload)
const fresh = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.org`

/** The last invitation e-mailed to `email` (the test app has no SMTP_URL, so it is in the outbox) */
async function mailTo(email: string) {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
  if (!mail) throw new Error(`no e-mail to ${email}`)
  const link = mail.text.match(/https:\/\/care\.example\.org\/invitations\/[\w-]+/)?.[0]
  return { mail, link, token: link?.split('/').at(-1) }
}
const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })

describe('inviting someone', () => {
  it('puts the message staff typed in Invite User into the e-mail, escaped in its HTML, and refuses one over 500 characters', async () => {
    const email = fresh('worded')
    const res = await invite('support', { email, role: 'carer', circleId: ids.client, message: '  Grace asked for you <3 & we agreed  ' })
    expect(res.statusCode).toBe(201)
    const { mail } = await mailTo(email)
    expect(mail.text).toContain('Sam Support wrote: "Grace asked for you <3 & we agreed"')
    expect(mail.html).toContain('Grace asked for you &lt;3 &amp; we agreed')
    expect(mail.text).toContain("Hearthwatch uses small sensors in Grace Hopper's home to notice when something may be wrong")
    const long = await invite('support', { email: fresh('long'), role: 'carer', message: 'x'.repeat(501) })
    expect(long.statusCode).toBe(400)
    expect(long.json()).toMatchObject({ details: { message: [INVITATION_MESSAGES.messageTooLong] } })
  })

  it('e-mails a carer a week-long link into the chosen care circle, storing only the hash of its token', async () => {
    const email = fresh('carer')
    const before = Date.now()
    const res = await invite('admin', { email: email.toUpperCase(), role: 'carer', circleId: ids.client })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    // this test server has no SMTP_URL: the answer says the link went only to the log, so no one is told 'sent'
    expect(body.emailError).toBe(MAIL_OFF_ERROR)
    expect(body.invitation).toMatchObject({ email, role: 'carer', circleId: ids.client, circleName: 'Grace Hopper', invitedByName: 'Ada Admin' })
    const weekMs = 7 * 86_400_000
    expect(Date.parse(body.invitation.expiresAt) - before).toBeGreaterThanOrEqual(weekMs - 1_000)
    expect(Date.parse(body.invitation.expiresAt) - Date.now()).toBeLessThanOrEqual(weekMs)

    const { mail, link, token } = await mailTo(email)
    expect(mail.subject).toBe('You are invited to Hearthwatch')
    expect(mail.text).toContain('Ada Admin has invited you to join Hearthwatch as a carer, to help look after Grace Hopper.')
    expect(mail.html).toContain(`href="${link}"`)
    expect(token!.length).toBeGreaterThanOrEqual(43)
    const [row] = await t.db.select().from(userInvitations).where(eq(userInvitations.id, body.invitation.id))
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.tokenHash).not.toContain(token)
    // the link in the e-mail is a working one
    expect((await preview(token!)).json()).toMatchObject({ email, role: 'carer', inviterName: 'Ada Admin', circleName: 'Grace Hopper' })

    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.invited'), eq(auditLog.targetId, body.invitation.id)))
    expect(audit).toMatchObject({ actorId: ids.admin, circleId: ids.client, details: { email, role: 'carer' } })
    expect(audit!.ip).toBeTruthy()
  })

  it('lets support invite carers and clients, and only admins invite staff (decision 0010)', async () => {
    for (const role of ['carer', 'client']) expect((await invite('support', { email: fresh(role), role })).statusCode).toBe(201)
    const refused = await invite('support', { email: fresh('boss'), role: 'admin' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: INVITATION_MESSAGES.onlyAdminInvitesAdmin })
    const colleague = await invite('support', { email: fresh('colleague'), role: 'support' })
    expect(colleague.statusCode).toBe(403)
    expect(colleague.json()).toMatchObject({ message: INVITATION_MESSAGES.onlyAdminInvitesSupport, details: { role: [INVITATION_MESSAGES.onlyAdminInvitesSupport] } })
    for (const role of ['admin', 'support']) expect((await invite('admin', { email: fresh(role), role })).statusCode).toBe(201)
  })

  it('refuses carers and clients', async () => {
    for (const who of ['carer', 'client']) expect((await invite(who, { email: fresh('x'), role: 'carer' })).statusCode).toBe(403)
    for (const who of ['carer', 'client']) expect((await as(who, 'GET', '/api/invitations')).statusCode).toBe(403)
  })

  it("answers 409 naming the e-mail when the address is a client's, whatever its case (existing carers: existing-carer.int.test.ts)", async () => {
    // a home in use: one that is still empty is asked for a care circle (signed-up-first.int.test.ts)
    const taken = await make.user('client')
    await make.member(taken.id, (await make.user('carer')).id)
    const res = await invite('admin', { email: taken.email!.toUpperCase(), role: 'carer' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ code: 'CONFLICT', message: INVITATION_MESSAGES.clientAccount, details: { email: [INVITATION_MESSAGES.clientAccount] } })
  })

  it('refuses bad input with a 400 naming the field', async () => {
    const fieldsOf = async (payload: object) => {
      const res = await invite('admin', payload)
      expect(res.statusCode).toBe(400)
      return Object.keys(res.json().details)
    }
    expect(await fieldsOf({ role: 'carer' })).toEqual(['email'])
    expect(await fieldsOf({ email: '', role: 'carer' })).toEqual(['email'])
    expect(await fieldsOf({ email: 'not-an-address', role: 'carer' })).toEqual(['email'])
    expect(await fieldsOf({ email: fresh('r'), role: 'king' })).toEqual(['role'])
    expect(await fieldsOf({ email: fresh('r'), role: 'carer', circleId: 'nope' })).toEqual(['circleId'])
    // only a carer joins a circle, and only a client's circle
    expect(await fieldsOf({ email: fresh('r'), role: 'client', circleId: ids.client })).toEqual(['circleId'])
    expect(await fieldsOf({ email: fresh('r'), role: 'carer', circleId: ids.carer })).toEqual(['circleId'])
    expect(await fieldsOf({ email: fresh('r'), role: 'carer', circleId: '00000000-0000-4000-8000-000000000000' })).toEqual(['circleId'])
    const empty = await invite('admin', { email: '', role: 'carer' })
    expect(empty.json().details.email).toEqual([INVITATION_MESSAGES.emailRequired])
  })

  it('replaces an open invitation for the same address: only the newest link works', async () => {
    const email = fresh('twice')
    await invite('admin', { email, role: 'client' })
    const first = (await mailTo(email)).token!
    await invite('support', { email, role: 'carer' })
    const second = (await mailTo(email)).token!
    expect((await preview(first)).statusCode).toBe(404)
    expect((await preview(second)).json()).toMatchObject({ role: 'carer', inviterName: 'Sam Support' })
    const open = await t.db.select().from(userInvitations).where(eq(userInvitations.email, email))
    expect(open).toHaveLength(1)
    // two at once still leave one
    await Promise.all([invite('admin', { email, role: 'client' }), invite('support', { email, role: 'client' })])
    expect(await t.db.select().from(userInvitations).where(eq(userInvitations.email, email))).toHaveLength(1)
  })
})

describe('inviting into two homes', () => {
  it('keeps an open invitation into another care circle: both links work, and the second joins the account the first made', async () => {
    const email = fresh('two-homes')
    const other = await make.circle({ firstName: 'Edith', lastName: 'Moss' })
    await invite('admin', { email, role: 'carer', circleId: ids.client })
    const first = (await mailTo(email)).token!
    await invite('support', { email, role: 'carer', circleId: other.id })
    const second = (await mailTo(email)).token!
    expect((await preview(first)).json()).toMatchObject({ circleName: 'Grace Hopper' })
    expect((await preview(second)).json()).toMatchObject({ circleName: 'Edith Moss' })
    // into the first home again: that one is replaced, the other home's stays
    await invite('admin', { email, role: 'carer', circleId: ids.client })
    const third = (await mailTo(email)).token!
    expect((await preview(first)).statusCode).toBe(404)
    const open = await t.db.select().from(userInvitations).where(eq(userInvitations.email, email))
    expect(open.map((i) => i.circleId).sort()).toEqual([ids.client, other.id].sort())

    const made = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${third}/accept`,
      payload: { firstName: 'Cara', lastName: 'Moss', password: 'family-words', confirmPassword: 'family-words' },
    })
    expect(made.statusCode, made.body).toBe(201)
    const session = made.headers['set-cookie']
    const joined = await t.app.inject({ method: 'POST', url: `/api/invitations/${second}/accept`, headers: { cookie: String(session).split(';')[0]! }, payload: {} })
    expect(joined.statusCode, joined.body).toBe(200)
    const homes = await t.app.inject({ method: 'GET', url: '/api/circles', headers: { cookie: String(session).split(';')[0]! } })
    expect(homes.json().map((c: { clientId: string }) => c.clientId).sort()).toEqual([ids.client, other.id].sort())
  })
})

describe('pending invitations', () => {
  it('lists the open ones, newest first, with who sent them', async () => {
    const email = fresh('listed')
    await invite('support', { email, role: 'carer', circleId: ids.client })
    const list = (await as('admin', 'GET', '/api/invitations')).json()
    expect(list[0]).toMatchObject({ email, role: 'carer', invitedByName: 'Sam Support', circleName: 'Grace Hopper' })
    expect(list[0]).not.toHaveProperty('tokenHash')
    const times = list.map((i: { createdAt: string }) => Date.parse(i.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('revokes: the link stops working at once, and the trail says who did it', async () => {
    const email = fresh('revoked')
    const { invitation } = (await invite('admin', { email, role: 'client' })).json()
    const { token } = await mailTo(email)
    expect((await as('support', 'DELETE', `/api/invitations/${invitation.id}`)).statusCode).toBe(204)
    expect((await preview(token!)).statusCode).toBe(404)
    expect((await as('admin', 'GET', '/api/invitations')).json().map((i: { id: string }) => i.id)).not.toContain(invitation.id)
    expect((await as('support', 'DELETE', `/api/invitations/${invitation.id}`)).statusCode).toBe(404)
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'invitation.revoked'), eq(auditLog.targetId, invitation.id)))
    expect(audit).toMatchObject({ actorId: ids.support, details: { email, role: 'client' } })
  })

  /** What is on record for an invitation: whether it is still open, its link, and who resent or revoked it */
  async function trailOf(id: string) {
    const [row] = await t.db.select().from(userInvitations).where(eq(userInvitations.id, id))
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id))
    return { tokenHash: row?.tokenHash, expiresAt: row?.expiresAt, actions: entries.map((e) => e.action).sort() }
  }

  // staff accounts reach every home: only an admin hands out or withdraws staff access (decision 0010)
  for (const role of ['support', 'admin'] as const) {
    it(`leaves a pending invitation to become ${role} to admins: support is refused resending or revoking it, saying why`, async () => {
      const email = fresh(`staff-${role}`)
      const { invitation } = (await invite('admin', { email, role })).json()
      const { token } = await mailTo(email)
      const before = await trailOf(invitation.id)

      const resent = await as('support', 'POST', `/api/invitations/${invitation.id}/resend`)
      expect(resent.statusCode).toBe(403)
      expect(resent.json()).toEqual({ code: 'FORBIDDEN', message: staffInvitationMessage('resend', role) })
      const revoked = await as('support', 'DELETE', `/api/invitations/${invitation.id}`)
      expect(revoked.statusCode).toBe(403)
      expect(revoked.json()).toEqual({ code: 'FORBIDDEN', message: staffInvitationMessage('revoke', role) })
      // nothing changed: the same link, the same week, nothing new e-mailed, nothing in the trail but the invitation
      expect(await trailOf(invitation.id)).toEqual(before)
      expect(before.actions).toEqual(['user.invited'])
      expect((await mailTo(email)).token).toBe(token)
      expect((await preview(token!)).statusCode).toBe(200)

      // an admin may do both
      const byAdmin = await as('admin', 'POST', `/api/invitations/${invitation.id}/resend`)
      expect(byAdmin.statusCode).toBe(200)
      expect(byAdmin.json().invitation).toMatchObject({ id: invitation.id, email, role })
      expect((await mailTo(email)).token).not.toBe(token)
      expect((await as('admin', 'DELETE', `/api/invitations/${invitation.id}`)).statusCode).toBe(204)
      expect((await trailOf(invitation.id)).actions).toEqual(['invitation.resent', 'invitation.revoked', 'user.invited'])
    })
  }

  it('still lets support resend and revoke an invitation to become a carer', async () => {
    const email = fresh('carer-again')
    const { invitation } = (await invite('admin', { email, role: 'carer', circleId: ids.client })).json()
    const { token } = await mailTo(email)
    expect((await as('support', 'POST', `/api/invitations/${invitation.id}/resend`)).statusCode).toBe(200)
    const renewed = (await mailTo(email)).token!
    expect(renewed).not.toBe(token)
    expect((await as('support', 'DELETE', `/api/invitations/${invitation.id}`)).statusCode).toBe(204)
    expect((await preview(renewed)).statusCode).toBe(404)
  })

  it('does not let support withdraw a pending invitation to become support by inviting the address again', async () => {
    const email = fresh('staff-replaced')
    const { invitation } = (await invite('admin', { email, role: 'support' })).json()
    const { token } = await mailTo(email)
    for (const role of ['carer', 'client']) {
      const res = await invite('support', { email, role })
      expect(res.statusCode).toBe(403)
      const message = staffInvitationMessage('replace', 'support')
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message, details: { email: [message] } })
    }
    // nor a carer, once it has run out, from Family Members (one still running is refused there already)
    await t.db.update(userInvitations).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(userInvitations.id, invitation.id))
    const fromCircle = await as('carer', 'POST', `/api/family/invite?clientId=${ids.client}`, { inviteeEmail: email })
    expect(fromCircle.statusCode).toBe(403)
    expect(fromCircle.json().details).toEqual({ inviteeEmail: [staffInvitationMessage('replace', 'support')] })
    const open = await t.db.select().from(userInvitations).where(eq(userInvitations.email, email))
    expect(open.map((i) => [i.id, i.role])).toEqual([[invitation.id, 'support']])
    expect((await mailTo(email)).token).toBe(token)
    // an admin may invite the address as something else, which replaces it as before
    expect((await invite('admin', { email, role: 'carer' })).statusCode).toBe(201)
    expect((await t.db.select().from(userInvitations).where(eq(userInvitations.email, email))).map((i) => i.role)).toEqual(['carer'])
  })

  it('resends with a new link and another week; the old link stops working', async () => {
    const email = fresh('resent')
    const { invitation } = (await invite('admin', { email, role: 'carer' })).json()
    const old = (await mailTo(email)).token!
    await t.db.update(userInvitations).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(userInvitations.id, invitation.id))
    expect((await preview(old)).statusCode).toBe(410)
    const res = await as('support', 'POST', `/api/invitations/${invitation.id}/resend`)
    expect(res.statusCode).toBe(200)
    expect(Date.parse(res.json().invitation.expiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000)
    const renewed = (await mailTo(email)).token!
    expect(renewed).not.toBe(old)
    expect((await preview(old)).statusCode).toBe(404)
    expect((await preview(renewed)).statusCode).toBe(200)
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'invitation.resent'), eq(auditLog.targetId, invitation.id)))).toHaveLength(1)
    expect((await as('admin', 'POST', '/api/invitations/00000000-0000-4000-8000-000000000000/resend')).statusCode).toBe(404)
    expect((await as('admin', 'POST', '/api/invitations/not-an-id/resend')).statusCode).toBe(400)
  })
})
