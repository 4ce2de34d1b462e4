// A carer of one home invited into another (decision 0014): the nurse who visits several homes, the
// daughter who looks after both parents in two homes.
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { INVITATION_MESSAGES, wrongAccountMessage } from '../../../contracts/invitations'
import { familyMembers, users } from '../../db/schema'
import { auditLog, mailOutbox, userInvitations } from '../../db/platform-schema'
import type { LiveEvent } from '../../lib/live-bus'
import { TEST_PASSWORD } from '../../test/make'
import { useSignedInApp } from '../../test/signed-in-app'
import { sessionCookie, signIn } from '../../test/test-app'

const t = useSignedInApp(
  {
    admin: { role: 'admin', firstName: 'Ada', lastName: 'Admin' },
    support: 'support',
    mum: { role: 'client', firstName: 'Mabel', lastName: 'Marsh' },
    dad: { role: 'client', firstName: 'Otto', lastName: 'Marsh' },
    robin: { role: 'carer', firstName: 'Robin', lastName: 'Marsh', in: 'mum' },
    dadsCarer: { role: 'carer', firstName: 'Dee', lastName: 'Carer', in: 'dad' },
    stranger: 'carer',
  },
  { env: { PUBLIC_URL: 'https://care.example.org' }, live: true },
)
const { make, ids, cookie, emails: email, as } = t
const events: LiveEvent[] = []
beforeAll(() => {
  t.live.subscribeAll((event) => events.push(event))
})

const familyInvite = (who: string, payload: object) => as(who, 'POST', '/api/family/invite', payload)
const accept = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: {}, headers })
const circlesOf = async (who: string) => (await as(who, 'GET', '/api/circles')).json().map((c: { clientId: string }) => c.clientId).sort()
const membershipsOf = (userId: string) => t.db.select().from(familyMembers).where(eq(familyMembers.memberUserId, userId))

async function mailTo(address: string) {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(desc(mailOutbox.id)).limit(1)
  return { mail: mail!, token: mail!.text.match(/https:\/\/care\.example\.org\/invitations\/([\w-]+)/)![1]! }
}

describe('a carer of one home invited into another', () => {
  it("joins from the e-mailed link once signed in as that account: a membership, no new account, the trail and the live news", async () => {
    const sent = await familyInvite('dadsCarer', { inviteeEmail: email.robin!.toUpperCase(), message: 'Dad would like you here too.' })
    expect(sent.statusCode).toBe(201)
    const { mail, token } = await mailTo(email.robin!)
    expect(mail.text).toContain('Dee Carer has invited you to help look after Otto Marsh on Hearthwatch too.')
    expect(mail.text).toContain('you will then be able to switch between the homes you help with')
    expect(mail.text).toContain('Dee Carer wrote: "Dad would like you here too."')

    const preview = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })
    expect(preview.json()).toMatchObject({ email: email.robin, role: 'carer', circleName: 'Otto Marsh', circleId: ids.dad, hasAccount: true })

    // signed out, or signed in as someone else: refused, and the link still works
    const signedOut = await accept(token)
    expect(signedOut.statusCode).toBe(401)
    expect(signedOut.json().message).toBe(INVITATION_MESSAGES.signInToAccept)
    const otherPerson = await accept(token, { cookie: cookie.stranger! })
    expect(otherPerson.statusCode).toBe(403)
    expect(otherPerson.json().message).toBe(wrongAccountMessage(email.robin!, email.stranger!))
    expect(await membershipsOf(ids.stranger!)).toHaveLength(0)

    const before = events.length
    const res = await accept(token, { cookie: cookie.robin! })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: ids.robin, email: email.robin, role: 'carer' })
    // the session they accepted with goes on
    expect(sessionCookie(res)).toBeUndefined()
    expect(await circlesOf('robin')).toEqual([ids.mum, ids.dad].sort())
    expect((await as('robin', 'GET', `/api/family/members?clientId=${ids.dad}`)).statusCode).toBe(200)

    expect(await t.db.select().from(users).where(eq(users.email, email.robin!))).toHaveLength(1)
    const rows = await membershipsOf(ids.robin!)
    expect(rows.find((r) => r.primaryUserId === ids.dad)).toMatchObject({ role: 'carer', addedBy: ids.dadsCarer })
    const [row] = await t.db.select().from(userInvitations).where(eq(userInvitations.id, sent.json().invitation.id))
    expect(row!.acceptedAt).toBeInstanceOf(Date)
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'invitation.accepted'), eq(auditLog.actorId, ids.robin!)))
    expect(audit).toMatchObject({ targetId: ids.robin, circleId: ids.dad, details: { invitationId: row!.id, role: 'carer', invitedBy: ids.dadsCarer } })
    expect(events.slice(before)).toContainEqual(expect.objectContaining({ type: 'members.changed', circleId: ids.dad }))

    // the link worked once
    expect((await accept(token, { cookie: cookie.robin! })).statusCode).toBe(410)
  })

  it('joins through Invite User with a care circle chosen, after signing in', async () => {
    const nurse = await make.user('carer', { firstName: 'Nia', lastName: 'Nurse' })
    await make.member(ids.mum!, nurse.id)
    const sent = await as('support', 'POST', '/api/invitations', { email: nurse.email, role: 'carer', circleId: ids.dad })
    expect(sent.statusCode).toBe(201)
    const { token } = await mailTo(nurse.email!)
    // a password in the body makes no account for an address that has one
    const withPassword = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { firstName: 'X', lastName: 'Y', password: 'other-words', confirmPassword: 'other-words' },
    })
    expect(withPassword.statusCode).toBe(401)
    const theirs = await signIn(t.app, nurse.email!, TEST_PASSWORD)
    expect((await accept(token, { cookie: theirs })).statusCode).toBe(200)
    const circles = (await t.app.inject({ method: 'GET', url: '/api/circles', headers: { cookie: theirs } })).json()
    expect(circles.map((c: { clientId: string }) => c.clientId).sort()).toEqual([ids.mum, ids.dad].sort())
  })

  it('of simultaneous accepts, one joins; the others find the link used, or them already members', async () => {
    const carer = await make.user('carer')
    await familyInvite('dadsCarer', { inviteeEmail: carer.email })
    const { token } = await mailTo(carer.email!)
    const theirs = await signIn(t.app, carer.email!, TEST_PASSWORD)
    const answers = await Promise.all([accept(token, { cookie: theirs }), accept(token, { cookie: theirs }), accept(token, { cookie: theirs })])
    const codes = answers.map((r) => r.statusCode).sort()
    expect(codes[0]).toBe(200)
    for (const code of codes.slice(1)) expect([409, 410]).toContain(code)
    expect(await membershipsOf(carer.id)).toHaveLength(1)
  })

  it('refuses when they joined the circle meanwhile, leaving the invitation open', async () => {
    const carer = await make.user('carer')
    const sent = await familyInvite('dadsCarer', { inviteeEmail: carer.email })
    const { token } = await mailTo(carer.email!)
    await make.member(ids.dad!, carer.id)
    const res = await accept(token, { cookie: await signIn(t.app, carer.email!, TEST_PASSWORD) })
    expect(res.statusCode).toBe(409)
    expect(res.json().details.email).toEqual([INVITATION_MESSAGES.alreadyMember])
    const [row] = await t.db.select().from(userInvitations).where(eq(userInvitations.id, sent.json().invitation.id))
    expect(row!.acceptedAt).toBeNull()
  })
})

describe('existing accounts that cannot be invited', () => {
  it('refuses each with a 409 naming the e-mail field and why, and sends nothing', async () => {
    const deactivated = await make.user('carer')
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id))
    const before = (await t.db.select().from(userInvitations)).length
    // a carer is told that the address cannot join, not which kind of account it is: that would list
    // staff addresses for anyone with a login
    const family: [object, string][] = [
      [{ inviteeEmail: email.dadsCarer }, INVITATION_MESSAGES.alreadyMember],
      [{ inviteeEmail: email.support }, INVITATION_MESSAGES.accountCannotJoin],
      [{ inviteeEmail: email.admin }, INVITATION_MESSAGES.accountCannotJoin],
      [{ inviteeEmail: email.mum }, INVITATION_MESSAGES.accountCannotJoin],
      [{ inviteeEmail: email.dad, inviteeRole: 'client' }, INVITATION_MESSAGES.accountCannotJoin],
      [{ inviteeEmail: email.stranger, inviteeRole: 'client' }, INVITATION_MESSAGES.accountCannotJoin],
      [{ inviteeEmail: deactivated.email }, INVITATION_MESSAGES.accountCannotJoin],
    ]
    for (const [payload, message] of family) {
      const res = await familyInvite('dadsCarer', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(409)
      expect(res.json()).toEqual({ code: 'CONFLICT', message, details: { inviteeEmail: [message] } })
    }
    const staff: [object, string][] = [
      [{ email: email.stranger, role: 'carer' }, INVITATION_MESSAGES.carerNeedsCircle],
      [{ email: email.stranger, role: 'support' }, INVITATION_MESSAGES.carerAsStaff],
      [{ email: email.stranger, role: 'client' }, INVITATION_MESSAGES.carerAsClient],
      [{ email: email.dadsCarer, role: 'carer', circleId: ids.dad }, INVITATION_MESSAGES.alreadyMember],
      [{ email: email.mum, role: 'carer', circleId: ids.dad }, INVITATION_MESSAGES.clientAccount],
      [{ email: email.support, role: 'carer', circleId: ids.dad }, INVITATION_MESSAGES.staffAccount],
    ]
    for (const [payload, message] of staff) {
      const res = await as('admin', 'POST', '/api/invitations', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(409)
      expect(res.json()).toEqual({ code: 'CONFLICT', message, details: { email: [message] } })
    }
    expect((await t.db.select().from(userInvitations)).length).toBe(before)
  })
})
