// A daughter who signed up on the website to watch over her mother, before anyone invited her: the sign-up
// made her a client with an empty home of her own (decision 0001). Invited into her mother's circle, she
// joins it with the invited role, and the empty home ends (decision 0044).
import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INVITATION_MESSAGES } from '../../../contracts/invitations'
import { devices, familyMembers, users } from '../../db/schema'
import { auditLog, engineState, mailOutbox, userInvitations } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { signIn } from '../../test/test-app'
import { ensureEngineRows } from '../monitoring/claims.repository'

const t = useSignedInApp(
  {
    admin: 'admin',
    support: 'support',
    mum: { role: 'client', firstName: 'Mabel', lastName: 'Marsh' },
    robin: { role: 'carer', firstName: 'Robin', lastName: 'Marsh', in: 'mum' },
  },
  { env: { PUBLIC_URL: 'https://care.example.org' } },
)
const { ids, cookie } = t

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookie[who]! }, ...(payload ? { payload } : {}) })

/** Signs up through /register, as on the website: a client, and so a home of their own */
async function signUp(firstName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now().toString(36)}@example.org`
  const form = { firstName, lastName: 'Marsh', email, password: 'secret-words', confirmPassword: 'secret-words' }
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(res.statusCode).toBe(303)
  const [row] = await t.db.select().from(users).where(eq(users.email, email))
  expect(row!.role).toBe('client')
  cookie[firstName] = await signIn(t.app, email, 'secret-words')
  return { id: row!.id, email }
}

async function tokenMailedTo(address: string) {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(desc(mailOutbox.id)).limit(1)
  return { mail: mail!, token: mail!.text.match(/https:\/\/care\.example\.org\/invitations\/([\w-]+)/)![1]! }
}
const accept = (token: string, who: string) =>
  t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: {}, headers: { cookie: cookie[who]! } })
const clientIdsOf = async (who: string) => (await as(who, 'GET', '/api/circles')).json().map((c: { clientId: string }) => c.clientId)
const businessClientIds = async () => (await as('admin', 'GET', '/api/business/clients')).json().clients.map((c: { id: string }) => c.id)

describe('someone who signed up before being invited', () => {
  it("is invited by her mother's carer, accepts by signing in, and becomes a carer there; her empty home is gone from every list", async () => {
    const daisy = await signUp('Daisy')
    await ensureEngineRows(t.db)
    expect(await businessClientIds()).toContain(daisy.id)

    const sent = await as('robin', 'POST', '/api/family/invite', { inviteeEmail: daisy.email, message: 'Come and help with Mum.' })
    expect(sent.statusCode).toBe(201)
    const { mail, token } = await tokenMailedTo(daisy.email)
    expect(mail.text).toContain("Robin Marsh has invited you to join Hearthwatch as a family member in Mabel Marsh's care circle, with the Caregiver role (can monitor and receive alerts).")
    expect(mail.text).toContain('You already have a Hearthwatch account, so there is nothing to set up.')
    expect(mail.text).toContain('The home your account made when you signed up has no sensors, notes or people in it: it goes away when you accept, and you will see Mabel Marsh instead')
    const preview = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })
    expect(preview.json()).toMatchObject({ hasAccount: true, endsEmptyHome: true, circleId: ids.mum })

    const res = await accept(token, 'Daisy')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: daisy.id, role: 'carer' })
    const [membership] = await t.db.select().from(familyMembers).where(eq(familyMembers.memberUserId, daisy.id))
    expect(membership).toMatchObject({ primaryUserId: ids.mum, role: 'carer' })
    // her own home is no more: her picker holds her mother's alone, and staff list her as no client
    expect(await clientIdsOf('Daisy')).toEqual([ids.mum])
    expect((await as('Daisy', 'GET', '/api/dashboard/stats')).statusCode).toBe(200)
    expect((await as('Daisy', 'GET', `/api/dashboard/stats?clientId=${daisy.id}`)).statusCode).toBe(404)
    expect(await businessClientIds()).not.toContain(daisy.id)
    expect(await clientIdsOf('support')).not.toContain(daisy.id)
    expect(await t.db.select().from(engineState).where(eq(engineState.userId, daisy.id))).toEqual([])
    const [trail] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'invitation.accepted'), eq(auditLog.actorId, daisy.id)))
    expect(trail!.details).toMatchObject({ role: 'carer', previousRole: 'client', endedOwnHome: true })
  })

  it('invited to share the home as a client, stays a client and sees that home instead of her own', async () => {
    const gus = await signUp('Gus')
    expect((await as('robin', 'POST', '/api/family/invite', { inviteeEmail: gus.email, inviteeRole: 'client' })).statusCode).toBe(201)
    const { token } = await tokenMailedTo(gus.email)
    const res = await accept(token, 'Gus')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ role: 'client' })
    expect(await clientIdsOf('Gus')).toEqual([ids.mum])
    const [membership] = await t.db.select().from(familyMembers).where(eq(familyMembers.memberUserId, gus.id))
    expect(membership).toMatchObject({ primaryUserId: ids.mum, role: 'client' })
    expect(await businessClientIds()).not.toContain(gus.id)
  })

  it('staff may invite her as a carer into a home too, but not into none, and is told to choose one', async () => {
    const ivy = await signUp('Ivy')
    const nowhere = await as('support', 'POST', '/api/invitations', { email: ivy.email, role: 'carer' })
    expect(nowhere.statusCode).toBe(409)
    expect(nowhere.json()).toMatchObject({ message: INVITATION_MESSAGES.emptyHomeNeedsCircle, details: { email: [INVITATION_MESSAGES.emptyHomeNeedsCircle] } })
    expect((await as('support', 'POST', '/api/invitations', { email: ivy.email, role: 'carer', circleId: ids.mum })).statusCode).toBe(201)
  })

  it('is refused once her own home holds something: a sensor put in it between the invitation and the accept', async () => {
    const hal = await signUp('Hal')
    expect((await as('robin', 'POST', '/api/family/invite', { inviteeEmail: hal.email })).statusCode).toBe(201)
    const { token } = await tokenMailedTo(hal.email)
    await t.db.insert(devices).values({ userId: hal.id, name: 'Hall', deviceId: `MSH-HAL${Date.now()}`, location: 'Hallway' })
    const preview = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })
    expect(preview.json()).toMatchObject({ hasAccount: true, endsEmptyHome: false })
    const res = await accept(token, 'Hal')
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(INVITATION_MESSAGES.accountExists)
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, hal.id))
    expect(row!.role).toBe('client')
    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.memberUserId, hal.id))).toEqual([])
    const [open] = await t.db.select().from(userInvitations).where(eq(userInvitations.email, hal.email))
    expect(open!.acceptedAt).toBeNull()
    // and a new invitation is refused as before: her home is in use
    const again = await as('support', 'POST', '/api/invitations', { email: hal.email, role: 'carer', circleId: ids.mum })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(INVITATION_MESSAGES.clientAccount)
    expect((await as('robin', 'POST', '/api/family/invite', { inviteeEmail: hal.email })).json().message).toBe(INVITATION_MESSAGES.accountCannotJoin)
  })
})
