import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { alertNotifications } from '../../db/platform-schema'
import { familyMembers, users } from '../../db/schema'
import { createLiveBus } from '../../lib/live-bus'
import { TEST_PASSWORD } from '../../test/make'
import { useSignedInApp } from '../../test/signed-in-app'
import { signIn } from '../../test/test-app'
import { resolveOpenByCause } from '../alerts/alerts.repository'
import { raiseAlert } from '../alerts/alerts.service'
import { createMailer } from '../mail/mail.service'
import { startTestSmtpServer, type TestSmtpServer } from '../mail/mail.test-smtp'
import { dispatchDue, startNotificationDispatcher, type PushSender } from './notifications.service'
import { queueResolvedNotifications } from './notifications-queue.service'

// From a raised alert to each person who should hear of it, when the mail server is slow or hangs,
// when two processes send, and when the people around the home change while news waits to go out.

let smtp: TestSmtpServer
const bus = await createLiveBus()
const log = { info: () => {}, warn: () => {}, error: () => {} }
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const t = useSignedInApp(
  {
    home: { role: 'client', firstName: 'Margaret', lastName: 'Ellis' },
    carer: { role: 'carer', firstName: 'Sarah', email: 'sarah@example.org', in: 'home' },
    keen: { role: 'carer', firstName: 'Keen', email: 'keen@example.org', in: 'home' },
    support: { role: 'support', email: 'support@example.org' },
  },
  { live: bus, signIn: false },
)
const { ids } = t
beforeAll(async () => {
  smtp = await startTestSmtpServer()
})
afterAll(() => smtp?.close())

let causes = 0
const raise = (values: { severity?: 'medium' | 'high' | 'critical'; dedupeKey?: string; title?: string } = {}) =>
  raiseAlert(
    { db: t.db, live: bus },
    { userId: ids.home!, type: 'emergency', severity: 'critical', title: 'Possible fall in the bathroom', description: 'No movement for 42 min since the bathroom.', dedupeKey: `fall:${++causes}`, ...values },
  )
const mailerTo = (port: number) => createMailer({ db: t.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Hearthwatch <care@example.org>', log })
const dispatch = (overrides: Partial<Parameters<typeof dispatchDue>[0]> = {}) =>
  dispatchDue({ db: t.db, mailer: mailerTo(smtp.port), publicUrl: 'https://care.example.org/', log, ...overrides })
const mailsAbout = (server: TestSmtpServer, title: string) =>
  server.received
    .filter((m) => m.subject.includes(title))
    .map((m) => m.to[0]!)
    .sort()
// each test starts from the same circle, with nothing open and nothing waiting
afterEach(async () => {
  await t.db.execute(sql`update alerts set is_resolved = true where user_id = ${ids.home!}`)
  await t.db.execute(sql`update alert_notifications set status = 'skipped' where status = 'pending'`)
  await t.db.execute(sql`delete from push_subscriptions`)
  await t.db.execute(sql`delete from notification_settings`)
  await t.db.update(users).set({ role: 'support' }).where(eq(users.id, ids.support!))
  await t.db.insert(familyMembers).values({ primaryUserId: ids.home!, memberUserId: ids.keen!, role: 'carer', addedBy: ids.home! }).onConflictDoNothing()
})

describe('a slow or hanging mail server', () => {
  it("does not hold up a carer's push", async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const hanging = await startTestSmtpServer({ beforeAnswer: () => held })
    await t.db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${ids.carer!}, 'https://push.example/sarah', 'k', 'a')`)
    const pushedAt: number[] = []
    const push: PushSender = { send: async () => (pushedAt.push(Date.now()), { delivered: 1 }) }
    await raise({ title: 'Night-time bathroom visit has not ended' })
    const started = Date.now()
    const run = dispatch({ mailer: mailerTo(hanging.port), push })
    for (let waited = 0; pushedAt.length === 0 && waited < 4000; waited += 50) await sleep(50)
    release()
    expect(await run).toMatchObject({ sent: 4 })
    expect(pushedAt).toHaveLength(1)
    expect(pushedAt[0]! - started).toBeLessThan(3000)
    await hanging.close()
  })

  it('keeps pushing the news of each new alert while it hangs', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const hanging = await startTestSmtpServer({ beforeAnswer: () => held })
    await t.db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${ids.carer!}, 'https://push.example/sarah', 'k', 'a')`)
    const pushed: string[] = []
    const push: PushSender = { send: async (_, m) => (pushed.push(m.title), { delivered: 1 }) }
    const dispatcher = startNotificationDispatcher({ db: t.db, mailer: mailerTo(hanging.port), push, publicUrl: 'https://care.example.org', log, live: bus, intervalMs: 60_000 })
    const pushedWithin = async (title: string, ms: number) => {
      for (let waited = 0; !pushed.some((p) => p.includes(title)) && waited < ms; waited += 50) await sleep(50)
      return pushed.some((p) => p.includes(title))
    }
    try {
      await raise({ title: 'Possible fall in the bathroom' })
      expect(await pushedWithin('Possible fall in the bathroom', 4000)).toBe(true)
      // the e-mails of the first alert still hang; a second alert is raised
      await raise({ title: 'Possible fall in the bedroom' })
      expect(await pushedWithin('Possible fall in the bedroom', 3000)).toBe(true)
    } finally {
      release()
      await dispatcher.stop()
      await hanging.close()
    }
  })

  it('does not let a second process send the same e-mail while the first is still sending it', async () => {
    // every message takes 700 ms; a claim lasts 500 ms unless the sender keeps renewing it
    const slow = await startTestSmtpServer({ beforeAnswer: () => sleep(700) })
    await raise({ title: 'Fell in the hallway' })
    const leaseMs = 500
    const [a, b] = await Promise.all([dispatch({ mailer: mailerTo(slow.port), leaseMs }), sleep(600).then(() => dispatch({ mailer: mailerTo(slow.port), leaseMs }))])
    expect(a.sent + b.sent).toBe(3)
    expect(mailsAbout(slow, 'Fell in the hallway')).toEqual(['keen@example.org', 'sarah@example.org', 'support@example.org'])
    await slow.close()
  })

  it('lets every other recipient have theirs when it refuses one, and keeps trying the refused one', async () => {
    const picky = await startTestSmtpServer({ refuses: (address) => address === 'keen@example.org' })
    const { alert } = await raise({ title: 'Possible fall in the kitchen' })
    expect(await dispatch({ mailer: mailerTo(picky.port) })).toMatchObject({ sent: 2, retry: 1 })
    expect(mailsAbout(picky, 'Possible fall in the kitchen')).toEqual(['sarah@example.org', 'support@example.org'])
    const [refused] = await t.db
      .select()
      .from(alertNotifications)
      .where(and(eq(alertNotifications.alertId, alert!.id), eq(alertNotifications.userId, ids.keen!)))
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 })
    expect(refused!.lastError).toContain('No such mailbox')
    await picky.close()
  })
})

describe('news that waits while the people around the home change', () => {
  it('does not reach a carer removed from the circle, nor staff who no longer are', async () => {
    await raise({ title: 'Fell on the stairs' })
    await t.db.delete(familyMembers).where(eq(familyMembers.memberUserId, ids.keen!))
    await t.db.update(users).set({ role: 'carer' }).where(eq(users.id, ids.support!))
    expect(await dispatch()).toMatchObject({ sent: 1, skipped: 2 })
    expect(mailsAbout(smtp, 'Fell on the stairs')).toEqual(['sarah@example.org'])
  })

  it('does not tell a carer who left the circle that an alert they heard of is over', async () => {
    const told = await raise({ title: 'Fell by the bed' })
    expect(await dispatch()).toMatchObject({ sent: 3 })
    await t.db.delete(familyMembers).where(eq(familyMembers.memberUserId, ids.keen!))
    await resolveOpenByCause(t.db, ids.home!, told.alert!.dedupeKey!, new Date())
    await queueResolvedNotifications(t.db, [told.alert!.id])
    await dispatch()
    expect(mailsAbout(smtp, 'Resolved: Fell by the bed')).toEqual(['sarah@example.org', 'support@example.org'])
  })

  it('does not reach a carer who turned alert e-mails off while it waited for the mail server', async () => {
    await raise({ title: 'Possible fall in the garden room' })
    expect(await dispatch({ mailer: mailerTo(1) })).toMatchObject({ retry: 3 })
    await t.db.execute(sql`insert into notification_settings (user_id, alert_emails) values (${ids.keen!}, 'none')`)
    expect(await dispatch({ now: () => new Date(Date.now() + 5 * 60_000) })).toMatchObject({ sent: 2, skipped: 1 })
    expect(mailsAbout(smtp, 'Possible fall in the garden room')).toEqual(['sarah@example.org', 'support@example.org'])

  })

  it('sends one message, the newest, when an alert escalated before its first news went out, as news and not as "still unresolved"', async () => {
    const dedupeKey = 'quiet:escalating'
    await raise({ dedupeKey, severity: 'high', title: 'Unusual inactivity' })
    expect(await dispatch({ mailer: mailerTo(1) })).toMatchObject({ retry: 3 })
    await raise({ dedupeKey, severity: 'critical', title: 'Unusual inactivity' })
    await dispatch({ now: () => new Date(Date.now() + 5 * 60_000) })
    const about = smtp.received.filter((m) => m.subject.includes('Unusual inactivity') && m.to[0] === 'sarah@example.org')
    // she never had the first: it reads as the news it is for her, at its severity now
    expect(about.map((m) => m.subject)).toEqual(['Urgent: Unusual inactivity — Margaret Ellis'])
    expect(about[0]!.text).toContain('Unusual inactivity (critical) — Margaret Ellis')
    expect(about[0]!.text).not.toContain('still open')
    // (one who was told of it reads 'Still unresolved, now …': notifications.int.test.ts)
  })

  it('does not tell the carer who resolved an alert that it is resolved; the others are told', async () => {
    const { alert } = await raise({ title: 'Possible fall in the porch' })
    await dispatch()
    const cookie = await signIn(t.app, 'sarah@example.org', TEST_PASSWORD)
    const res = await t.app.inject({ method: 'PUT', url: `/api/alerts/${alert!.id}/resolve?clientId=${ids.home!}`, headers: { cookie } })
    expect(res.statusCode).toBe(200)
    await dispatch()
    expect(mailsAbout(smtp, 'Resolved: Possible fall in the porch')).toEqual(['keen@example.org', 'support@example.org'])
    // and the others are told who did
    expect((await smtp.waitForMail('keen@example.org', { where: (m) => m.subject.startsWith('Resolved: Possible fall in the porch') })).text).toContain(
      'The alert "Possible fall in the porch" for Margaret Ellis is resolved: Sarah Tester marked it resolved at ',
    )
  })
})
