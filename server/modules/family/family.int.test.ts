import { and, desc, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { FAMILY_MESSAGES } from '../../../contracts/family'
import { INVITATION_MESSAGES } from '../../../contracts/invitations'
import { auditLog, mailOutbox, userInvitations } from '../../db/platform-schema'
import { familyMembers, users } from '../../db/schema'
import { createLiveBus, type LiveBus, type LiveEvent } from '../../lib/live-bus'
import { TEST_PASSWORD } from '../../test/make'
import { useSignedInApp } from '../../test/signed-in-app'
import { signIn } from '../../test/test-app'
import { FAMILY_INVITES_PER_HOUR } from './family.routes'

const bus = await createLiveBus()
// registered before the app's: closed after it
afterAll(() => bus.close())
/** called when a live stream subscribes, so a test knows the stream is listening */
let subscribed: (() => void) | null = null
const live: LiveBus = {
  ...bus,
  subscribe: (circleId, listener) => {
    const off = bus.subscribe(circleId, listener)
    subscribed?.()
    return off
  },
}
const t = useSignedInApp(
  {
    admin: { role: 'admin', firstName: 'Ada', lastName: 'Admin' },
    grace: { role: 'client', firstName: 'Grace', lastName: 'Hopper' },
    other: { role: 'client', firstName: 'Otto', lastName: 'Other' },
    dana: { role: 'carer', firstName: 'Dana', lastName: 'Hopper', in: 'grace' },
    eli: { role: 'carer', firstName: 'Eli', lastName: 'Nurse', in: 'grace' },
    outsider: { role: 'carer', firstName: 'Oona', lastName: 'Outsider', in: 'other' },
  },
  { env: { PUBLIC_URL: 'https://care.example.org' }, live },
)
const { ids, cookie, as } = t

/** A carer who joins the circle of `home` only now (the tests before count its members), signed in by `name` */
async function carerJoining(name: string, home: string, names: { firstName?: string; lastName?: string } = {}) {
  const person = await t.make.user('carer', names)
  await t.make.member(ids[home]!, person.id)
  cookie[name] = await signIn(t.app, person.email!, TEST_PASSWORD)
  return person
}
const fresh = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.org`
const memberRowOf = async (userId: string) => (await t.db.select().from(familyMembers).where(eq(familyMembers.memberUserId, userId)))[0]

async function linkTo(email: string) {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
  if (!mail) throw new Error(`no e-mail to ${email}`)
  return { mail, token: mail.text.match(/https:\/\/care\.example\.org\/invitations\/([\w-]+)/)?.[1] }
}

describe('GET /api/family/members', () => {
  it("lists the circle's members with their user, marking the viewer's own row", async () => {
    const res = await as('dana', 'GET', '/api/family/members')
    expect(res.statusCode).toBe(200)
    const members = res.json()
    expect(members.map((m: { memberUser: { firstName: string } }) => m.memberUser.firstName)).toEqual(['Dana', 'Eli'])
    expect(members[0]).toMatchObject({ role: 'carer', isYou: true, memberUser: { id: ids.dana, lastName: 'Hopper', email: expect.stringContaining('@') } })
    expect(members[1]).toMatchObject({ isYou: false, isDeactivated: false })
  })

  it('says which members were deactivated: still listed, but no alert reaches them', async () => {
    const gone = await t.make.user('carer', { firstName: 'Zed', lastName: 'Gone' })
    await t.make.member(ids.grace!, gone.id)
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id))
    const members = (await as('dana', 'GET', '/api/family/members')).json() as { memberUser: { id: string }; isDeactivated: boolean }[]
    expect(members.find((m) => m.memberUser.id === gone.id)).toMatchObject({ isDeactivated: true })
    await t.db.delete(familyMembers).where(eq(familyMembers.memberUserId, gone.id))
  })

  it("shows staff the circle they name, and a carer of another home nothing of this one", async () => {
    expect((await as('admin', 'GET', `/api/family/members?clientId=${ids.grace}`)).json()).toHaveLength(2)
    expect((await as('outsider', 'GET', `/api/family/members?clientId=${ids.grace}`)).statusCode).toBe(404)
    expect((await as('grace', 'GET', '/api/family/members')).statusCode).toBe(403)
  })
})

describe('POST /api/family/invite', () => {
  it('e-mails a link into the circle on screen with the message; accepting it makes a client member of this circle', async () => {
    const email = fresh('spouse')
    const res = await as('dana', 'POST', '/api/family/invite', { inviteeEmail: email.toUpperCase(), inviteeRole: 'client', message: '  Dad, this is for the sensors.  ' })
    expect(res.statusCode).toBe(201)
    expect(res.json().invitation).toMatchObject({ email, role: 'client', circleId: ids.grace, invitedByName: 'Dana Hopper' })

    const { mail, token } = await linkTo(email)
    expect(mail.text).toContain("Dana Hopper has invited you to join Hearthwatch as a family member in Grace Hopper's care circle, with the Client role (limited access to own data).")
    expect(mail.text).toContain('Dana Hopper wrote: "Dad, this is for the sensors."')

    const pending = (await as('eli', 'GET', '/api/family/invitations')).json()
    expect(pending[0]).toMatchObject({ inviteeEmail: email, inviteeRole: 'client', message: 'Dad, this is for the sensors.', status: 'pending', invitedByName: 'Dana Hopper' })

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { firstName: 'Gus', lastName: 'Hopper', password: 'a-long-password', confirmPassword: 'a-long-password' },
    })
    expect(accepted.statusCode).toBe(201)
    expect(accepted.json()).toMatchObject({ role: 'client' })
    const row = await memberRowOf(accepted.json().id)
    expect(row).toMatchObject({ primaryUserId: ids.grace, role: 'client' })
    // a member now, no longer waiting, and no circle of their own
    expect((await as('dana', 'GET', '/api/family/members')).json().map((m: { memberUser: { firstName: string } }) => m.memberUser.firstName)).toContain('Gus')
    expect((await as('dana', 'GET', '/api/family/invitations')).json().map((i: { inviteeEmail: string }) => i.inviteeEmail)).not.toContain(email)
    const circles = (await as('admin', 'GET', '/api/circles')).json().map((c: { clientId: string }) => c.clientId)
    expect(circles).not.toContain(accepted.json().id)
  })

  it('invites as a carer by default, records who invited whom into which circle, and tells the pages open on it', async () => {
    const heard: LiveEvent[] = []
    const stopHearing = bus.subscribe(ids.grace!, (event) => heard.push(event))
    const email = fresh('nurse')
    const res = await as('admin', 'POST', `/api/family/invite?clientId=${ids.grace}`, { inviteeEmail: email })
    expect(res.statusCode).toBe(201)
    const id = res.json().invitation.id
    // another carer's Family Members page lists the invitation without a reload
    await expect.poll(() => heard).toEqual([{ type: 'members.changed', circleId: ids.grace, id }])
    stopHearing()
    const [row] = await t.db.select().from(userInvitations).where(eq(userInvitations.id, id))
    expect(row).toMatchObject({ role: 'carer', circleId: ids.grace, message: null })
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.invited'), eq(auditLog.targetId, id)))
    expect(audit).toMatchObject({ actorId: ids.admin, circleId: ids.grace, details: { email, role: 'carer' } })
  })

  it('refuses bad input naming the field, and keeps nothing', async () => {
    const before = (await t.db.select().from(userInvitations)).length
    const cases: [object, string, string][] = [
      [{}, 'inviteeEmail', FAMILY_MESSAGES.emailRequired],
      [{ inviteeEmail: '   ' }, 'inviteeEmail', FAMILY_MESSAGES.emailRequired],
      [{ inviteeEmail: 'not-an-address' }, 'inviteeEmail', 'Enter a valid e-mail address.'],
      [{ inviteeEmail: fresh('x'), inviteeRole: 'admin' }, 'inviteeRole', FAMILY_MESSAGES.roleRequired],
      [{ inviteeEmail: fresh('x'), message: 'x'.repeat(501) }, 'message', FAMILY_MESSAGES.messageTooLong],
      [{ inviteeEmail: fresh('x'), message: 42 }, 'message', 'Must be text'],
    ]
    for (const [payload, field, message] of cases) {
      const res = await as('dana', 'POST', '/api/family/invite', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().details[field]).toContain(message)
    }
    expect((await t.db.select().from(userInvitations)).length).toBe(before)
  })

  it('refuses a member of this circle, and an address a staff invitation waits for, leaving that invitation alone', async () => {
    const taken = await as('dana', 'POST', '/api/family/invite', { inviteeEmail: (await t.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.id, ids.eli!) }))!.email })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().details.inviteeEmail).toEqual([INVITATION_MESSAGES.alreadyMember])

    const email = fresh('staff-wants')
    const staff = await as('admin', 'POST', '/api/invitations', { email, role: 'support' })
    expect(staff.statusCode).toBe(201)
    const res = await as('dana', 'POST', '/api/family/invite', { inviteeEmail: email })
    expect(res.statusCode).toBe(409)
    expect(res.json().details.inviteeEmail).toEqual([FAMILY_MESSAGES.alreadyInvitedElsewhere])
    const [kept] = await t.db.select().from(userInvitations).where(eq(userInvitations.id, staff.json().invitation.id))
    expect(kept).toMatchObject({ role: 'support', acceptedAt: null })
  })

  it('lets two families invite the same carer: each invitation stays, and inviting again into one home sends a new link there only', async () => {
    const email = fresh('wanted')
    const elsewhere = await as('outsider', 'POST', '/api/family/invite', { inviteeEmail: email })
    expect(elsewhere.statusCode).toBe(201)
    const here = await as('dana', 'POST', '/api/family/invite', { inviteeEmail: email })
    expect(here.statusCode).toBe(201)
    const open = await t.db.select().from(userInvitations).where(eq(userInvitations.email, email))
    expect(open.map((i) => i.circleId).sort()).toEqual([ids.grace, ids.other].sort())
    const again = await as('outsider', 'POST', '/api/family/invite', { inviteeEmail: email })
    expect(again.statusCode).toBe(201)
    expect((await as('outsider', 'GET', '/api/family/invitations')).json().filter((i: { inviteeEmail: string }) => i.inviteeEmail === email)).toHaveLength(1)
    expect((await as('dana', 'GET', '/api/family/invitations')).json().filter((i: { inviteeEmail: string }) => i.inviteeEmail === email)).toHaveLength(1)
    expect(await t.db.select().from(userInvitations).where(eq(userInvitations.email, email))).toHaveLength(2)
  })

  it(`stops a person after ${FAMILY_INVITES_PER_HOUR} invitations an hour`, async () => {
    await carerJoining('busy', 'other')
    for (let i = 0; i < FAMILY_INVITES_PER_HOUR; i++) expect((await as('busy', 'POST', '/api/family/invite', { inviteeEmail: fresh('many') })).statusCode).toBe(201)
    expect((await as('busy', 'POST', '/api/family/invite', { inviteeEmail: fresh('many') })).statusCode).toBe(429)
  })
})

describe('DELETE /api/family/invitations/:id', () => {
  it("revokes an invitation into this circle: its link stops working, the trail says who; not another circle's", async () => {
    const email = fresh('cousin')
    const sent = await as('dana', 'POST', '/api/family/invite', { inviteeEmail: email })
    const id = sent.json().invitation.id
    const { token } = await linkTo(email)
    expect((await as('outsider', 'DELETE', `/api/family/invitations/${id}`)).statusCode).toBe(404)
    expect((await as('eli', 'DELETE', `/api/family/invitations/${id}`)).statusCode).toBe(204)
    expect((await as('dana', 'GET', '/api/family/invitations')).json().map((i: { inviteeEmail: string }) => i.inviteeEmail)).not.toContain(email)
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(404)
    const again = await as('eli', 'DELETE', `/api/family/invitations/${id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe(FAMILY_MESSAGES.invitationGone)
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'invitation.revoked'), eq(auditLog.targetId, id)))
    expect(audit).toMatchObject({ actorId: ids.eli, circleId: ids.grace, details: { email } })
  })

  it('refuses a client of the circle and an id that is not one', async () => {
    const sent = await as('dana', 'POST', '/api/family/invite', { inviteeEmail: fresh('aunt') })
    const client = await as('grace', 'DELETE', `/api/family/invitations/${sent.json().invitation.id}`)
    expect(client.statusCode).toBe(403)
    const bad = await as('dana', 'DELETE', '/api/family/invitations/not-an-id')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().details.id).toEqual(['id must be an invitation id'])
  })
})

describe('DELETE /api/family/members/:id', () => {
  it("removes a member: their access to the circle ends at once and the removal is on the trail", async () => {
    const temp = await carerJoining('temp', 'grace', { firstName: 'Tess', lastName: 'Temp' })
    expect((await as('temp', 'GET', '/api/family/members')).statusCode).toBe(200)
    const row = await memberRowOf(temp.id)
    // Tess has the circle's live updates open, and Dana too
    const listening = new Promise<void>((resolve) => (subscribed = resolve))
    const tessStream = as('temp', 'GET', '/api/live')
    await listening
    const danaListening = new Promise<void>((resolve) => (subscribed = resolve))
    let danaEnded = false
    void as('dana', 'GET', '/api/live').then(() => (danaEnded = true))
    await danaListening

    const res = await as('dana', 'DELETE', `/api/family/members/${row!.id}`)
    expect(res.statusCode).toBe(204)
    // her stream ends with the news (it would otherwise stay open for good); Dana's stays open
    const ended = await tessStream
    expect(ended.payload).toContain('event: members.changed')
    expect(danaEnded).toBe(false)
    expect(await memberRowOf(temp.id)).toBeUndefined()
    expect((await as('temp', 'GET', `/api/alerts?clientId=${ids.grace}`)).statusCode).toBe(404)
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'family.member_removed'), eq(auditLog.targetId, temp.id)))
    expect(audit).toMatchObject({ actorId: ids.dana, circleId: ids.grace, details: { email: temp.email, role: 'carer' } })
    // she is told: no alert will reach her any more (before, nothing said so, and she went on trusting it)
    const [told] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, temp.email!)).orderBy(desc(mailOutbox.id)).limit(1)
    expect(told?.subject).toBe("You are no longer in Grace Hopper's care circle")
    expect(told?.text).toContain("Dana Hopper removed you from Grace Hopper's care circle on Hearthwatch")
    expect(told?.text).toContain('From now on no alert about Grace Hopper will reach you')
    expect(told?.html).toContain('Dana Hopper removed you from Grace Hopper&#39;s care circle on Hearthwatch')
    // gone is gone
    expect((await as('dana', 'DELETE', `/api/family/members/${row!.id}`)).statusCode).toBe(404)
  })

  it('ends the invitations a removed member sent into the circle: the address they invited cannot join after they leave', async () => {
    const leaver = await carerJoining('leaver', 'grace', { firstName: 'Lee', lastName: 'Leaver' })
    // before being removed, Lee invites a second address of their own
    const email = fresh('lee-again')
    expect((await as('leaver', 'POST', '/api/family/invite', { inviteeEmail: email })).statusCode).toBe(201)
    const { token } = await linkTo(email)
    const listed = async () => (await as('dana', 'GET', '/api/family/invitations')).json().map((i: { inviteeEmail: string }) => i.inviteeEmail)
    expect(await listed()).toContain(email)
    expect((await as('dana', 'DELETE', `/api/family/members/${(await memberRowOf(leaver.id))!.id}`)).statusCode).toBe(204)
    // the family no longer sees it waiting: it cannot be used
    expect(await listed()).not.toContain(email)

    const preview = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })
    expect(preview.statusCode).toBe(410)
    expect(preview.json().message).toBe(INVITATION_MESSAGES.withdrawn)
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { firstName: 'Lee', lastName: 'Again', password: 'secret-words', confirmPassword: 'secret-words' },
    })
    expect(accepted.statusCode).toBe(410)
    expect(accepted.json().message).toBe(INVITATION_MESSAGES.withdrawn)
    // no account, and nobody new in the circle
    expect((await as('dana', 'GET', '/api/family/members')).json().map((m: { memberUser: { email: string } }) => m.memberUser.email)).not.toContain(email)
    const [invitation] = await t.db.select().from(userInvitations).where(eq(userInvitations.email, email))
    expect(invitation!.acceptedAt).toBeNull()
  })

  it("refuses removing oneself, a member of another circle, and a malformed id", async () => {
    const own = await memberRowOf(ids.dana!)
    const self = await as('dana', 'DELETE', `/api/family/members/${own!.id}`)
    expect(self.statusCode).toBe(400)
    expect(self.json().message).toBe(FAMILY_MESSAGES.notYourself)
    const theirs = await memberRowOf(ids.outsider!)
    expect((await as('dana', 'DELETE', `/api/family/members/${theirs!.id}`)).statusCode).toBe(404)
    expect(await memberRowOf(ids.outsider!)).toBeDefined()
    const bad = await as('dana', 'DELETE', '/api/family/members/42')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().details.id).toEqual(['id must be a family member id'])
    expect(await memberRowOf(ids.dana!)).toBeDefined()
  })
})
