// Add Home (decision 0025): staff set up the home of someone who will not sign in. A client account
// with no e-mail and no password, which the rest of the app treats as any home: it is picked, fitted
// with sensors, its family is invited into it, and its alerts reach its people but never its client.
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHONE_MESSAGE } from '../../../contracts/profile'
import { NO_SIGN_IN_DEACTIVATE_MESSAGE, NO_SIGN_IN_ROLE_MESSAGE } from '../../../contracts/users'
import { familyMembers, users } from '../../db/schema'
import { alertNotifications, auditLog, mailOutbox, notificationSettings, userIdentities } from '../../db/platform-schema'
import { createLiveBus } from '../../lib/live-bus'
import { TEST_PASSWORD } from '../../test/make'
import { useSignedInApp } from '../../test/signed-in-app'
import { sessionCookie, signIn } from '../../test/test-app'
import { raiseAlert } from '../alerts/alerts.service'
import { authenticate } from '../auth/auth.service'
import type { Mailer, MailMessage } from '../mail/mail.service'
import { dispatchDue } from '../notifications/notifications.service'

const bus = await createLiveBus()
// registered before the app's: closed after it
afterAll(() => bus.close())
const t = useSignedInApp(
  {
    client: { role: 'client', firstName: 'Other', lastName: 'Home' },
    admin: 'admin',
    support: 'support',
    carer: { role: 'carer', in: 'client' },
  },
  { env: { PUBLIC_URL: 'https://care.example.org' }, live: bus },
)
const { ids, cookie } = t

const MARGARET = { firstName: 'Margaret', lastName: 'Oakes', phone: '+44 7700 900123', timeZone: 'Europe/London' }

const as = (who: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: cookie[who]! } : {}, ...(payload ? { payload } : {}) })
const addHome = (who: string | null, payload: object) => as(who, 'POST', '/api/users/homes', payload)
const stored = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]
const clientsNamed = (lastName: string) => t.db.select().from(users).where(eq(users.lastName, lastName))
const circlesOf = async (who: string) => (await as(who, 'GET', '/api/circles')).json() as { clientId: string; email: string | null }[]

describe('adding a home for someone who will not sign in', () => {
  it('makes a client with no e-mail and no password, the phone where their profile keeps it, and answers the home', async () => {
    const res = await addHome('support', { ...MARGARET, phone: '  +44 7700 900123 ' })
    expect(res.statusCode).toBe(201)
    const home = res.json()
    expect(home).toEqual({ clientId: expect.any(String), firstName: 'Margaret', lastName: 'Oakes', timeZone: 'Europe/London', phone: '+44 7700 900123' })
    expect(await stored(home.clientId)).toMatchObject({
      email: null,
      passwordHash: null,
      role: 'client',
      isActive: true,
      timeZone: 'Europe/London',
      profileData: { phone: '+44 7700 900123' },
    })
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, home.clientId))).toEqual([])
    // no address to sign in with: even an empty one finds nobody
    expect(await authenticate(t.db, { email: '', password: '' })).toBeUndefined()
  })

  it('records who added it, for which home, and not the number', async () => {
    const { clientId } = (await addHome('admin', { firstName: 'Walter', lastName: 'Trail', phone: '01632 960 001' })).json()
    const [entry, ...more] = await t.db.select().from(auditLog).where(and(eq(auditLog.targetId, clientId), eq(auditLog.action, 'user.created')))
    expect(more).toEqual([])
    expect(entry).toMatchObject({ actorId: ids.admin, targetType: 'user', circleId: clientId, details: { role: 'client', signsIn: false } })
    // ids, the actor's address and the time are random or the clock's and may hold any digits:
    // what else the entry says must not carry the number
    const { id: _id, at: _at, actorId: _a, actorEmail: _e, targetId: _t, circleId: _c, ...said } = entry!
    expect(JSON.stringify(said)).not.toMatch(/960|01632|phone/)
  })

  it('takes the home time zone as sign-up does: spelled as the zone database does, UTC when none is given; no phone is none', async () => {
    const spelled = (await addHome('support', { firstName: 'Zoe', lastName: 'Zone', timeZone: 'europe/paris' })).json()
    expect(spelled).toMatchObject({ timeZone: 'Europe/Paris', phone: null })
    const plain = (await addHome('support', { firstName: 'Una', lastName: 'Utc', phone: '' })).json()
    expect(plain).toMatchObject({ timeZone: 'UTC', phone: null })
    expect((await stored(plain.clientId))?.profileData).toBeNull()
  })

  it.each([
    ['no first name', { lastName: 'Oakes' }, 'firstName', 'First name is required'],
    ['a blank first name', { firstName: '   ', lastName: 'Oakes' }, 'firstName', 'First name is required'],
    ['no last name', { firstName: 'Margaret', lastName: '' }, 'lastName', 'Last name is required'],
    ['a last name over 100 characters', { firstName: 'Margaret', lastName: 'O'.repeat(101) }, 'lastName', 'Last name must be at most 100 characters long.'],
    ['a phone the profile would refuse', { firstName: 'Margaret', lastName: 'Oakes', phone: '0800 CALL ME' }, 'phone', PHONE_MESSAGE],
    ['an unknown time zone', { firstName: 'Margaret', lastName: 'Oakes', timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
  ])('refuses %s with a 400 naming the field, and adds nothing', async (_, payload, field, message) => {
    const before = (await clientsNamed('Oakes')).length
    const res = await addHome('support', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual({ [field]: [message] })
    expect(await clientsNamed('Oakes')).toHaveLength(before)
  })
})

describe('who may add a home', () => {
  it.each([
    ['a carer', 'carer', 403],
    ['a client', 'client', 403],
    ['someone signed out', null, 401],
  ])('refuses %s (%s) before reading the form, and adds nothing', async (_, who, status) => {
    const before = (await clientsNamed('Refused')).length
    expect((await addHome(who, { firstName: 'Rita', lastName: 'Refused' })).statusCode).toBe(status)
    expect((await addHome(who, { lastName: '' })).statusCode).toBe(status)
    expect(await clientsNamed('Refused')).toHaveLength(before)
  })
})

describe('the home once added', () => {
  let home: string
  beforeAll(async () => {
    home = (await addHome('support', { firstName: 'Hilda', lastName: 'Heron', phone: '+44 7700 900777', timeZone: 'Europe/London' })).json().clientId
  })

  it('is in the picker of every staff member, without an e-mail, and not in a carer\'s or another client\'s', async () => {
    for (const who of ['support', 'admin']) {
      expect(await circlesOf(who), who).toContainEqual(expect.objectContaining({ clientId: home, email: null, timeZone: 'Europe/London' }))
    }
    for (const who of ['carer', 'client']) expect((await circlesOf(who)).map((c) => c.clientId), who).not.toContain(home)
  })

  it('is listed and found by name in User Management, with its number and no way to sign in', async () => {
    const listed = (await as('support', 'GET', '/api/users?search=hilda heron')).json()
    expect(listed.users).toEqual([expect.objectContaining({ id: home, email: null, role: 'client', phone: '+44 7700 900777', signsIn: false, hasHome: false })])
    const everyone = (await as('admin', 'GET', '/api/users')).json().users as { id: string; signsIn: boolean }[]
    expect(everyone.filter((u) => !u.signsIn).map((u) => u.id)).toContain(home)
    expect(everyone.find((u) => u.id === ids.carer)?.signsIn).toBe(true)
  })

  it('is set up like any home: staff add a sensor and a hub key in it, and its Call Now dials the number', async () => {
    const sensor = await as('support', 'POST', `/api/devices?clientId=${home}`, { name: 'Kitchen', location: 'Kitchen', deviceId: 'MSH-HERON001' })
    expect(sensor.statusCode).toBe(201)
    expect((await as('support', 'POST', `/api/ingest-keys?clientId=${home}`, { name: 'Hub' })).statusCode).toBe(201)
    const people = (await as('support', 'GET', `/api/circle/members?clientId=${home}`)).json() as { id: string; email: string | null; phone: string | null }[]
    expect(people.find((p) => p.id === home)).toMatchObject({ email: null, phone: '+44 7700 900777' })
  })

  it('takes a carer invited into it, from Invite User or from Family Members, who then sees it', async () => {
    const daughter = 'dana.heron@example.org'
    const invited = await as('support', 'POST', '/api/invitations', { email: daughter, role: 'carer', circleId: home })
    expect(invited.statusCode).toBe(201)
    expect(invited.json().invitation).toMatchObject({ email: daughter, circleId: home, circleName: 'Hilda Heron' })
    // the same address again from the home's Family Members replaces it: the newest link is the one that works
    const family = await as('support', 'POST', `/api/family/invite?clientId=${home}`, { inviteeEmail: daughter, message: 'Mum would like you to see how she is.' })
    expect(family.statusCode).toBe(201)
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, daughter)).orderBy(desc(mailOutbox.id)).limit(1)
    expect(mail!.text).toContain('Hilda Heron')
    const token = mail!.text.match(/https:\/\/care\.example\.org\/invitations\/([\w-]+)/)![1]!
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { firstName: 'Dana', lastName: 'Heron', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    })
    expect(accepted.statusCode, accepted.body).toBe(201)
    cookie.dana = sessionCookie(accepted) ?? (await signIn(t.app, daughter, TEST_PASSWORD))
    const [dana] = await t.db.select().from(users).where(eq(users.email, daughter))
    ids.dana = dana!.id
    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.memberUserId, dana!.id))).toEqual([
      expect.objectContaining({ primaryUserId: home, role: 'carer' }),
    ])
    expect((await circlesOf('dana')).map((c) => c.clientId)).toEqual([home])
    // and the home is now in use: the list says so, as for any client's
    expect((await as('support', 'GET', '/api/users?search=hilda heron')).json().users[0]).toMatchObject({ hasHome: true })
  })

  it("raises alerts that reach its carer and staff, never the client's missing address, even had they asked for every alert", async () => {
    await t.db.insert(notificationSettings).values({ userId: home, alertEmails: 'all', alertPush: 'all' })
    const { alert } = await raiseAlert(
      { db: t.db, live: bus },
      { userId: home, type: 'inactivity', severity: 'critical', title: 'Unusual inactivity', description: 'No movement for 3 h at home.', dedupeKey: 'inactivity' },
    )
    const queued = await t.db.select().from(alertNotifications).where(eq(alertNotifications.alertId, alert!.id))
    expect(queued.filter((n) => n.userId === home)).toEqual([])
    expect(queued.filter((n) => n.channel === 'email').map((n) => n.userId)).toEqual(expect.arrayContaining([ids.dana, ids.support, ids.admin]))

    // and were one queued for them anyway (by hand, or by a rule yet to come), sending skips it
    const [stray] = await t.db
      .insert(alertNotifications)
      .values({ alertId: alert!.id, userId: home, channel: 'email', kind: 'raised', severity: 'critical' })
      .returning()

    const sent: MailMessage[] = []
    const mailer: Mailer = { send: async (m) => (sent.push(m), { id: sent.length, delivered: true }) }
    const log = { info: () => {}, warn: () => {}, error: () => {} }
    const counts = await dispatchDue({ db: t.db, mailer, publicUrl: 'https://care.example.org', log }, ['email'])
    expect(counts).toMatchObject({ skipped: 1, retry: 0, failed: 0 })
    expect((await t.db.select().from(alertNotifications).where(eq(alertNotifications.id, stray!.id)))[0]).toMatchObject({ status: 'skipped', sentAt: null })
    expect(sent.map((m) => m.to)).toContain('dana.heron@example.org')
    for (const m of sent) expect(m.to).toMatch(/^\S+@\S+$/)
    expect(sent.find((m) => m.to === 'dana.heron@example.org')?.subject).toContain('Unusual inactivity — Hilda Heron')
  })

  it('keeps the client role, and cannot be deactivated (there is no sign-in to stop); its name and number are edited as anyone\'s', async () => {
    const change = await as('support', 'PATCH', `/api/users/${home}`, { role: 'carer' })
    expect(change.statusCode).toBe(409)
    expect(change.json()).toMatchObject({ message: NO_SIGN_IN_ROLE_MESSAGE, details: { role: [NO_SIGN_IN_ROLE_MESSAGE] } })
    const off = await as('admin', 'POST', `/api/users/${home}/deactivate`)
    expect(off.statusCode).toBe(409)
    expect(off.json()).toMatchObject({ message: NO_SIGN_IN_DEACTIVATE_MESSAGE })
    expect(await stored(home)).toMatchObject({ role: 'client', isActive: true })
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.targetId, home), eq(auditLog.action, 'user.deactivated')))).toEqual([])

    const renamed = await as('support', 'PATCH', `/api/users/${home}`, { firstName: 'Hildegard', phone: '+44 7700 900778' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ firstName: 'Hildegard', phone: '+44 7700 900778', email: null, signsIn: false })
  })

  it('keeps the client role even while the home is empty: nobody could sign in to a carer made of it', async () => {
    const { clientId } = (await addHome('support', { firstName: 'Edna', lastName: 'Empty' })).json()
    const res = await as('admin', 'PATCH', `/api/users/${clientId}`, { role: 'carer' })
    expect(res.statusCode).toBe(409)
  })

  it('is deleted by an admin with everything in it, and leaves the picker', async () => {
    expect((await as('admin', 'DELETE', `/api/users/${home}`)).statusCode).toBe(204)
    expect((await circlesOf('support')).map((c) => c.clientId)).not.toContain(home)
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.targetId, home), eq(auditLog.action, 'user.deleted')))
    // no address to say whose home it was: the name says it
    expect(entry).toMatchObject({ details: { email: null, role: 'client', name: 'Hildegard Heron' } })
  })
})
