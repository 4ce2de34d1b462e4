import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alertNotifications } from '../../db/platform-schema'
import { alerts, users } from '../../db/schema'
import { createLiveBus } from '../../lib/live-bus'
import { useSignedInApp } from '../../test/signed-in-app'
import { raiseAlert } from '../alerts/alerts.service'
import { createMailer } from '../mail/mail.service'
import { startTestSmtpServer, type TestSmtpServer } from '../mail/mail.test-smtp'
import { resolveOpenByCause } from '../alerts/alerts.repository'
import { dispatchDue, type PushSender } from './notifications.service'
import { queueResolvedNotifications } from './notifications-queue.service'

let smtp: TestSmtpServer
const bus = await createLiveBus()
const log = { info: () => {}, warn: () => {}, error: () => {} }

const t = useSignedInApp(
  {
    home: { role: 'client', firstName: 'Margaret', lastName: 'Ellis' },
    carer: { role: 'carer', firstName: 'Sarah', email: 'sarah@example.org', in: 'home' },
    keen: { role: 'carer', firstName: 'Keen', email: 'keen@example.org', in: 'home' },
    husband: { role: 'client', firstName: 'Tom', email: 'tom@example.org', in: 'home' },
    support: { role: 'support', email: 'support@example.org' },
    stranger: { role: 'carer', email: 'stranger@example.org', in: 'otherHome' },
    otherHome: { role: 'client', firstName: 'Other', signsIn: false },
  },
  { live: bus },
)
const { ids, cookie, emails } = t
beforeAll(async () => {
  smtp = await startTestSmtpServer()
})
afterAll(() => smtp?.close())

const call = (person: string, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({ method, url: '/api/notifications/settings', headers: { cookie: cookie[person]! }, ...(payload ? { payload } : {}) })
/** noon today on the home's clock (UTC): news that can wait is held at night (night-hold.int.test.ts), and this file runs at any hour */
const midday = () => new Date(new Date().setUTCHours(12, 0, 0, 0))
const raise = (values: { type: 'inactivity' | 'sensor_offline' | 'emergency'; severity: 'low' | 'medium' | 'high' | 'critical'; dedupeKey: string; title?: string; metadata?: object }) =>
  raiseAlert(
    { db: t.db, live: bus, now: midday },
    { userId: ids.home!, title: values.title ?? 'Unusual inactivity', description: 'No movement for 1 h 22 min at home (last in the kitchen).', ...values },
  )
const queued = async (alertId: string) =>
  (await t.db.select().from(alertNotifications).where(eq(alertNotifications.alertId, alertId))).map((n) => `${n.kind}:${n.channel}:${n.severity}:${emailOf(n.userId)}`).sort()
const emailOf = (id: string) => emails[Object.keys(ids).find((name) => ids[name] === id) ?? ''] ?? id
const mailerTo = (smtpPort: number) => createMailer({ db: t.db, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: 'Hearthwatch <care@example.org>', log })
const dispatch = (overrides: Partial<Parameters<typeof dispatchDue>[0]> = {}) =>
  dispatchDue({ db: t.db, mailer: mailerTo(smtp.port), publicUrl: 'https://care.example.org/', log, ...overrides })

describe('notification settings', () => {
  it('start at the role default: urgent alerts for carers and staff, none for the person watched', async () => {
    expect((await call('carer', 'GET')).json()).toEqual({ alertEmails: 'urgent', alertPush: 'urgent', defaultLevel: 'urgent', hasEmail: true, pushEndpoints: [], alertsIntroDue: false })
    expect((await call('support', 'GET')).json()).toMatchObject({ alertEmails: 'urgent', defaultLevel: 'urgent' })
    expect((await call('home', 'GET')).json()).toMatchObject({ alertEmails: 'none', defaultLevel: 'none' })
  })

  it('are saved per person and refuse an unknown level by field name', async () => {
    expect((await call('keen', 'PUT', { alertEmails: 'all' })).json()).toMatchObject({ alertEmails: 'all', alertPush: 'urgent' })
    const bad = await call('keen', 'PUT', { alertEmails: 'sometimes' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ details: { alertEmails: ['must be one of all, urgent, none'] } })
    expect((await call('keen', 'PUT', { alertEmails: 'all', sms: true })).statusCode).toBe(400)
    expect((await call('keen', 'GET')).json()).toMatchObject({ alertEmails: 'all' })
  })
})

describe('alert e-mails', () => {
  it('queue for everyone in the circle who wants the alert, in the transaction that raises it', async () => {
    const { alert } = await raise({ type: 'inactivity', severity: 'medium', dedupeKey: 'inactivity' })
    // the husband (a client member) and the person watched get none by default; the other home's carer is not in this circle
    expect(await queued(alert!.id)).toEqual(['raised:email:medium:keen@example.org', 'raised:email:medium:sarah@example.org', 'raised:email:medium:support@example.org'])
    // an offline sensor is not urgent: only the carer who chose every alert
    const offline = await raise({ type: 'sensor_offline', severity: 'medium', dedupeKey: 'offline:k1', title: 'Sensor offline' })
    expect(await queued(offline.alert!.id)).toEqual(['raised:email:medium:keen@example.org'])
  })

  it('are sent over SMTP with what happened, what to do and a link to the alerts; a repeat of the same severity is not sent twice', async () => {
    const counts = await dispatch()
    expect(counts).toMatchObject({ sent: 4, retry: 0, failed: 0 })
    const mail = await smtp.waitForMail('sarah@example.org')
    expect(mail.subject).toBe('Urgent: Unusual inactivity — Margaret Ellis')
    expect(mail.text).toContain('No movement for 1 h 22 min at home (last in the kitchen).')
    expect(mail.text).toContain('What to do: try to reach Margaret Ellis by phone.')
    // the link opens the home's Alerts page on this alert
    const [open] = await t.db.select({ id: alerts.id }).from(alerts).where(sql`${alerts.userId} = ${ids.home!} and ${alerts.dedupeKey} = 'inactivity' and not ${alerts.isResolved}`)
    expect(mail.text).toContain(`https://care.example.org/alerts?home=${ids.home!}&alert=${open!.id}`)
    expect((await raise({ type: 'inactivity', severity: 'medium', dedupeKey: 'inactivity' })).change).toBe('unchanged')
    expect(await dispatch()).toMatchObject({ sent: 0 })
  })

  it('go again when the alert escalates, and tell those who were told once it is resolved', async () => {
    const { alert } = await raise({ type: 'inactivity', severity: 'high', dedupeKey: 'inactivity' })
    expect(await dispatch()).toMatchObject({ sent: 3 })
    expect((await smtp.waitForMail('sarah@example.org', { where: (m) => m.subject.startsWith('Still unresolved') })).subject).toBe(
      'Still unresolved, now high: Unusual inactivity — Margaret Ellis',
    )
    // the engine closes it, saying what it saw
    const closed = await resolveOpenByCause(t.db, ids.home!, 'inactivity', new Date(), 'Activity was seen again at 02:14, in the kitchen.')
    expect(closed.map((c) => c.id)).toEqual([alert!.id])
    const [stored] = await t.db.select({ metadata: alerts.metadata }).from(alerts).where(eq(alerts.id, alert!.id))
    expect(stored?.metadata).toMatchObject({ autoResolved: true, resolvedHow: 'Activity was seen again at 02:14, in the kitchen.' })
    await queueResolvedNotifications(t.db, closed.map((c) => c.id))
    expect(await dispatch()).toMatchObject({ sent: 3 })
    const over = await smtp.waitForMail('sarah@example.org', { where: (m) => m.subject.startsWith('Resolved') })
    expect(over.text).toMatch(/is resolved: Hearthwatch closed it at .+\. Activity was seen again at 02:14, in the kitchen\./)
  })

  it('go out again when the engine reports a quiet that goes on after a person resolved its alert', async () => {
    const first = await raise({ type: 'emergency', severity: 'critical', dedupeKey: 'emergency', title: 'Possible fall in the bathroom' })
    expect(await dispatch()).toMatchObject({ sent: 3 })
    const note = 'Rang her — she was in the garden, fine'
    await t.app.inject({ method: 'PUT', url: `/api/alerts/${first.alert!.id}/resolve?clientId=${ids.home!}`, headers: { cookie: cookie.carer! }, payload: { note } })
    expect(await dispatch()).toMatchObject({ sent: 2 }) // 'Resolved' to those who were told, but not to Sarah who resolved it
    // with what she wrote
    const told = await smtp.waitForMail('keen@example.org', { where: (m) => m.subject === 'Resolved: Possible fall in the bathroom — Margaret Ellis' })
    expect(told.text).toMatch(/\n\nSarah.* wrote: "Rang her — she was in the garden, fine"\n/)
    // the engine's hourly reminder of the same critical alert (see QUIET_REMINDER_MINUTES)
    const again = await raise({ type: 'emergency', severity: 'critical', dedupeKey: 'emergency', title: 'Possible fall in the bathroom' })
    expect(again.change).toBe('created')
    expect(await queued(again.alert!.id)).toHaveLength(3)
    // while it is open, the next reminder changes nothing and sends nothing
    expect((await raise({ type: 'emergency', severity: 'critical', dedupeKey: 'emergency' })).change).toBe('unchanged')
    await resolveOpenByCause(t.db, ids.home!, 'emergency', new Date())
    await dispatch()
  })

  it('skip whoever pressed the Emergency button: they know already', async () => {
    const { alert } = await raise({ type: 'emergency', severity: 'critical', dedupeKey: 'emergency:pressed', title: 'Emergency button pressed', metadata: { raisedBy: ids.carer! } })
    expect(await queued(alert!.id)).toEqual(['raised:email:critical:keen@example.org', 'raised:email:critical:support@example.org'])
    await resolveOpenByCause(t.db, ids.home!, 'emergency:pressed', new Date())
    await dispatch()
  })

  it('tell whoever pressed the Emergency button that it is over when someone else resolved it, and not when they did', async () => {
    const pressed = (dedupeKey: string) => raise({ type: 'emergency', severity: 'critical', dedupeKey, title: 'Emergency button pressed', metadata: { raisedBy: ids.carer! } })
    const resolveAs = async (id: string, by: string) => {
      await t.db.update(alerts).set({ isResolved: true, resolvedBy: by, resolvedAt: new Date() }).where(eq(alerts.id, id))
      await queueResolvedNotifications(t.db, [id])
    }
    const bySupport = (await pressed('emergency:pressed-2')).alert!
    await dispatch()
    await resolveAs(bySupport.id, ids.support!)
    // Sarah pressed it and was not told it was raised; support resolved it and knows
    expect((await queued(bySupport.id)).filter((n) => n.startsWith('resolved'))).toEqual(['resolved:email:critical:keen@example.org', 'resolved:email:critical:sarah@example.org'])
    await dispatch()
    const mail = smtp.received.filter((m) => m.subject === 'Resolved: Emergency button pressed — Margaret Ellis' && m.to[0] === 'sarah@example.org').at(-1)
    expect(mail?.text).toContain('marked it resolved')

    const byHerself = (await pressed('emergency:pressed-3')).alert!
    await dispatch()
    await resolveAs(byHerself.id, ids.carer!)
    expect((await queued(byHerself.id)).filter((n) => n.startsWith('resolved'))).toEqual(['resolved:email:critical:keen@example.org', 'resolved:email:critical:support@example.org'])
    await dispatch()
  })

  it('are skipped when the alert was resolved before they went out, or the person was deactivated', async () => {
    const { alert } = await raise({ type: 'emergency', severity: 'critical', dedupeKey: 'emergency:manual', title: 'Emergency button pressed' })
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, ids.keen!))
    await t.db.update(alerts).set({ isResolved: true }).where(eq(alerts.id, alert!.id))
    expect(await dispatch()).toMatchObject({ sent: 0, skipped: 3 })
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, ids.keen!))
  })

  it('are retried with backoff while the SMTP server is down, then delivered; never sent twice by two senders at once', async () => {
    const { alert } = await raise({ type: 'emergency', severity: 'critical', dedupeKey: 'emergency:2', title: 'Night-time bathroom visit has not ended' })
    const down = await dispatch({ mailer: mailerTo(1) })
    expect(down).toMatchObject({ sent: 0, retry: 3 })
    const rows = await t.db.select().from(alertNotifications).where(eq(alertNotifications.alertId, alert!.id))
    for (const row of rows) {
      expect(row.status).toBe('pending')
      expect(row.lastError).toBeTruthy()
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000)
    }
    expect(await dispatch()).toMatchObject({ sent: 0 }) // not due yet
    const later = () => new Date(Date.now() + 5 * 60_000)
    const [a, b] = await Promise.all([dispatch({ now: later }), dispatch({ now: later })])
    expect(a.sent + b.sent).toBe(3)
    const subjects = smtp.received.filter((m) => m.subject === 'Urgent: Night-time bathroom visit has not ended — Margaret Ellis')
    expect(subjects.map((m) => m.to[0]).sort()).toEqual(['keen@example.org', 'sarah@example.org', 'support@example.org'])
  })

  it('go out at once though they were queued in the millisecond the sender looks (the database keeps microseconds)', async () => {
    const { alert } = await raise({ type: 'emergency', severity: 'critical', dedupeKey: 'emergency:3', title: 'Possible fall in the bathroom' })
    // queued at .123456 by the database's clock; the sender's clock reads .123 in the same millisecond
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 123)
    await t.db.execute(sql`update alert_notifications set next_attempt_at = ${at}::timestamptz + interval '456 microseconds' where alert_id = ${alert!.id}`)
    expect(await dispatch({ now: () => at })).toMatchObject({ sent: 3 })
  })

  it('send to each browser a person subscribed, and are skipped when web push is not configured', async () => {
    await t.db.execute(
      // a subscription as a browser would register it
      (await import('drizzle-orm')).sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${ids.carer!}, 'https://push.invalid/1', 'k', 'a')`,
    )
    const { alert } = await raise({ type: 'inactivity', severity: 'medium', dedupeKey: 'inactivity' })
    expect(await queued(alert!.id)).toContain('raised:push:medium:sarah@example.org')
    expect(await dispatch()).toMatchObject({ sent: 3, skipped: 1 })
    await resolveOpenByCause(t.db, ids.home!, 'inactivity', new Date())
    const again = await raise({ type: 'inactivity', severity: 'medium', dedupeKey: 'inactivity' })
    const pushed: string[] = []
    const push: PushSender = { send: async (userId, m) => (pushed.push(`${emailOf(userId)}:${m.title}:${m.url}`), { delivered: 1 }) }
    expect(await dispatch({ push })).toMatchObject({ sent: 4 })
    expect(pushed).toEqual([`sarah@example.org:Urgent: Unusual inactivity — Margaret Ellis:/alerts?home=${ids.home!}&alert=${again.alert!.id}`])
  })
})

describe('a home no longer watched', () => {
  it('is told at once to everyone who gets urgent alerts: its hub silent, nothing in it can be heard (decision 0060)', async () => {
    await dispatch()
    const { alert } = await raise({ type: 'sensor_offline', severity: 'high', dedupeKey: 'hub:hwk_hall', title: 'Hub stopped reporting' })
    // Sarah's browser too (subscribed above)
    expect(await queued(alert!.id)).toEqual([
      'raised:email:high:keen@example.org',
      'raised:email:high:sarah@example.org',
      'raised:email:high:support@example.org',
      'raised:push:high:sarah@example.org',
    ])
    expect(await dispatch()).toMatchObject({ sent: 3 })
    const mail = smtp.received.filter((m) => m.subject === 'Urgent: Hub stopped reporting — Margaret Ellis' && m.to[0] === 'sarah@example.org').at(-1)
    expect(mail?.text).toContain('What to do: until then nothing in the home is watched. Call Margaret Ellis or check on them another way')
  })
})

describe('the number to call', () => {
  it("is the one the person watched gave (Quick Contact's), in the message's 'What to do'", async () => {
    await t.db.update(users).set({ profileData: { phone: '+44 7700 900461' } }).where(eq(users.id, ids.home!))
    await dispatch()
    await raise({ type: 'emergency', severity: 'critical', dedupeKey: 'emergency:phone', title: 'Possible fall in the hall' })
    await dispatch()
    const mail = smtp.received.filter((m) => m.subject === 'Urgent: Possible fall in the hall — Margaret Ellis' && m.to[0] === 'sarah@example.org').at(-1)
    expect(mail?.text).toContain('What to do: try to reach Margaret Ellis by phone on +44 7700 900461.')
  })
})
