// When staff end the watching of a home, the family is told once, kindly, and at a decent hour on each
// person's own clock (decision 0045, with decisions 0032 and 0038); a restart before it went drops it.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alertNotifications, auditLog } from '../../db/platform-schema'
import { familyMembers, users } from '../../db/schema'
import { useSignedInApp, type Person } from '../../test/signed-in-app'
import { createMailer } from '../mail/mail.service'
import { startTestSmtpServer, type TestSmtpServer } from '../mail/mail.test-smtp'
import { dispatchDue } from '../notifications/notifications.service'
import type { UserRow } from '../users/users.repository'
import { setHomeMonitoring } from './monitoring-end.service'

const log = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }

// Dora's browser is in New York, Kit's in Sydney; Sam's was never seen, so his night is the home's
const family = { dora: 'America/New_York', sam: null, kit: 'Australia/Sydney', dee: null, nomail: null }
const relative = (name: string): Person => ({ role: 'carer', firstName: name[0]!.toUpperCase() + name.slice(1), lastName: 'Lane', email: `${name}-lane@example.org`, in: 'home' })
// nobody signs in: the family is told by e-mail, and staff's change is made through the service
const t = useSignedInApp(
  {
    home: { role: 'client', firstName: 'Edith', lastName: 'Lane', email: 'edith-lane@example.org' },
    ...Object.fromEntries(Object.keys(family).map((name) => [name, relative(name)])),
    sky: { role: 'support', firstName: 'Sky', lastName: 'Support', email: 'sky-support@example.org' },
    admin: { role: 'admin', email: 'admin-lane@example.org' },
  },
  { live: true, signIn: false },
)
const { ids } = t
let smtp: TestSmtpServer
let homeId = ''
let sky: UserRow

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  homeId = ids.home!
  await t.db.update(users).set({ timeZone: 'Europe/London' }).where(eq(users.id, homeId))
  for (const [name, zone] of Object.entries(family)) await t.db.update(users).set({ browserTimeZone: zone }).where(eq(users.id, ids[name]!))
  // Dee's account was deactivated; one relative has no address
  await t.db.update(users).set({ isActive: false }).where(eq(users.id, ids.dee!))
  await t.db.update(users).set({ email: null }).where(eq(users.id, ids.nomail!))
  sky = (await t.db.select().from(users).where(eq(users.id, ids.sky!)))[0]!
})
afterAll(async () => {
  await smtp?.close()
})

const setMonitoring = (ended: boolean, at: string) => setHomeMonitoring({ db: t.db, live: t.live, now: () => new Date(at) }, sky, homeId, ended, null)
const mailer = () => createMailer({ db: t.db, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Hearthwatch <care@example.org>', log })
const dispatch = (at: string) => dispatchDue({ db: t.db, mailer: mailer(), publicUrl: 'https://care.example.org/', log, now: () => new Date(at) }, ['email'])
const told = () => smtp.received.filter((m) => m.subject === "Monitoring of Edith Lane's home has ended").map((m) => m.to.join(','))
const notices = () =>
  t.db
    .select({ userId: alertNotifications.userId, status: alertNotifications.status, due: alertNotifications.nextAttemptAt, lastError: alertNotifications.lastError })
    .from(alertNotifications)
    .where(and(eq(alertNotifications.circleId, homeId), eq(alertNotifications.kind, 'ended')))

describe('the e-mail that tells the family the watching of a home has ended', () => {
  it('goes to each member of the circle at 07:00 on their own clock when it ended in their night, and to nobody else', async () => {
    // 03:30 in London, 22:30 the evening before in New York, 14:30 in Sydney
    await setMonitoring(true, '2026-01-15T03:30:00Z')
    const queued = await notices()
    expect(queued.map((n) => [n.userId, n.due.toISOString()]).sort()).toEqual(
      [
        [ids.dora, '2026-01-15T12:00:00.000Z'],
        [ids.sam, '2026-01-15T07:00:00.000Z'],
        [ids.kit, '2026-01-15T03:30:00.000Z'],
      ].sort(),
    )
    // Kit, in his afternoon, is told at once; the others are not woken
    await dispatch('2026-01-15T03:30:00Z')
    expect(told()).toEqual(['kit-lane@example.org'])
    await dispatch('2026-01-15T06:59:00Z')
    expect(told()).toEqual(['kit-lane@example.org'])
    // Sam at 07:00 in London, Dora at 07:00 in New York
    await dispatch('2026-01-15T07:00:00Z')
    expect(told()).toEqual(['kit-lane@example.org', 'sam-lane@example.org'])
    await dispatch('2026-01-15T11:59:00Z')
    expect(told()).toHaveLength(2)
    await dispatch('2026-01-15T12:00:00Z')
    // once each: not the person watched, not Sky who ended it, no other staff, not Dee (deactivated), not the relative without an address
    await dispatch('2026-01-17T12:00:00Z')
    expect(told()).toEqual(['kit-lane@example.org', 'sam-lane@example.org', 'dora-lane@example.org'])
    expect(smtp.received.map((m) => m.to.join(','))).toEqual(told())
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'circle.monitoring_ended'), eq(auditLog.circleId, homeId)))
    expect(audit!.details).toMatchObject({ familyToTell: 3 })
  })

  it('says, plainly, that it ended and when, that the history and notes stay, and whom to ask to start it again, in its text and its HTML', () => {
    const mail = smtp.received.find((m) => m.to.includes('dora-lane@example.org'))!
    expect(mail.subject).toBe("Monitoring of Edith Lane's home has ended")
    expect(mail.text.trim()).toBe(
      [
        'Hello Dora,',
        '',
        "Hearthwatch has stopped watching Edith Lane's home, at the family's word. Monitoring ended Thu 15 Jan, 03:30 GMT, so no more alerts will come about it.",
        '',
        "Edith Lane's alert history and care notes stay for you to read in Hearthwatch:",
        `Alerts: https://care.example.org/alerts?home=${homeId}`,
        `Care notes: https://care.example.org/care-notes?home=${homeId}`,
        '',
        'If monitoring should go on (it was ended by mistake, or they are coming home), ask Hearthwatch support to start it again.',
        '',
        "You get this one e-mail because you are in Edith Lane's care circle on Hearthwatch.",
      ].join('\n'),
    )
    // and the same for a phone's mail app, the alerts a button (decision 0129)
    expect(mail.html).toMatch(new RegExp(`<a href="https://care.example.org/alerts\\?home=${homeId}" style="display: block;[^"]*">Open the alerts</a>`))
    expect(mail.html).toContain('Monitoring ended Thu 15 Jan, 03:30 GMT, so no more alerts will come about it.</p>')
  })

  it('is not sent to those still waiting for their morning when monitoring starts again first', async () => {
    await setMonitoring(false, '2026-01-19T10:00:00Z')
    const before = smtp.received.length
    // ended again at 03:30 in London (22:30 in New York, 14:30 in Sydney): Kit is told at once
    await setMonitoring(true, '2026-01-20T03:30:00Z')
    await dispatch('2026-01-20T03:30:00Z')
    expect(smtp.received.slice(before).map((m) => m.to.join(','))).toEqual(['kit-lane@example.org'])
    // a mistake, put right before Sam's or Dora's morning
    await setMonitoring(false, '2026-01-20T05:00:00Z')
    await dispatch('2026-01-20T07:00:00Z')
    await dispatch('2026-01-20T12:00:00Z')
    expect(smtp.received.slice(before).map((m) => m.to.join(','))).toEqual(['kit-lane@example.org'])
    const dropped = (await notices()).filter((n) => n.status === 'skipped')
    expect(dropped.map((n) => [n.userId, n.lastError]).sort()).toEqual(
      [
        [ids.dora, 'monitoring of this home started again'],
        [ids.sam, 'monitoring of this home started again'],
      ].sort(),
    )
    const [restart] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'circle.monitoring_restarted')).orderBy(auditLog.id).offset(1)
    expect(restart!.details).toMatchObject({ noticesCancelled: 2 })
  })

  it('is not sent to someone who left the circle before their morning, nor once the home is watched again', async () => {
    await setMonitoring(true, '2026-01-25T03:30:00Z')
    const before = smtp.received.length
    await t.db.delete(familyMembers).where(and(eq(familyMembers.primaryUserId, homeId), eq(familyMembers.memberUserId, ids.sam!)))
    await dispatch('2026-01-25T07:00:00Z')
    // a restart that reaches the table without the service (another process, a restore): the send still asks
    await t.db.update(users).set({ monitoringEndedAt: null }).where(eq(users.id, homeId))
    await dispatch('2026-01-25T12:00:00Z')
    expect(smtp.received.slice(before).map((m) => m.to.join(','))).toEqual(['kit-lane@example.org'])
    const last = (await notices()).filter((n) => n.due.getTime() >= Date.parse('2026-01-25T00:00:00Z'))
    expect(last.map((n) => [n.userId, n.status, n.lastError]).sort()).toEqual(
      [
        [ids.kit, 'sent', null],
        [ids.sam, 'skipped', 'no longer in the circle'],
        [ids.dora, 'skipped', 'monitoring of this home started again'],
      ].sort(),
    )
  })
})
