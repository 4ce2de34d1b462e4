// News that can wait, raised at night, is queued for 07:00 on the home's clock; urgent and high news
// goes at once; news held overnight of an alert that closed before the morning is never sent.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alertNotifications } from '../../db/platform-schema'
import { users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { resolveOpenByCause } from '../alerts/alerts.repository'
import { raiseAlert } from '../alerts/alerts.service'
import { createMailer } from '../mail/mail.service'
import { startTestSmtpServer, type TestSmtpServer } from '../mail/mail.test-smtp'
import { dispatchDue } from './notifications.service'
import { queueResolvedNotifications } from './notifications-queue.service'

const t = useSignedInApp(
  {
    home: { role: 'client', firstName: 'Nora', lastName: 'Night', signsIn: false },
    keen: { role: 'carer', firstName: 'Keen', email: 'keen-night@example.org', in: 'home' },
  },
  { live: true },
)
let smtp: TestSmtpServer
const log = { info: () => {}, warn: () => {}, error: () => {} }

// 02:14 in London in January (GMT): the home's night
const NIGHT = new Date('2026-01-15T02:14:00Z')
const MORNING = new Date('2026-01-15T07:00:00Z')

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  await t.db.update(users).set({ timeZone: 'Europe/London' }).where(eq(users.id, t.ids.home!))
  const res = await t.as('keen', 'PUT', '/api/notifications/settings', { alertEmails: 'all' })
  expect(res.statusCode).toBe(200)
})
afterAll(async () => {
  await smtp?.close()
})

const raise = (values: { type: 'inactivity' | 'sensor_offline' | 'pattern_change'; severity: 'low' | 'medium' | 'high'; dedupeKey: string; title: string }, now = NIGHT) =>
  raiseAlert({ db: t.db, live: t.live, now: () => now }, { userId: t.ids.home!, description: 'As the engine says.', ...values })
const dueOf = async (alertId: string) => (await t.db.select().from(alertNotifications).where(eq(alertNotifications.alertId, alertId))).map((n) => n.nextAttemptAt)
const dispatchAt = (at: Date) =>
  dispatchDue({ db: t.db, mailer: createMailer({ db: t.db, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Hearthwatch <care@example.org>', log }), publicUrl: 'https://care.example.org', log, now: () => at }, ['email'])

describe('news that can wait, raised at night', () => {
  it('goes at 07:00 on the home clock, not at 02:14', async () => {
    const { alert } = await raise({ type: 'sensor_offline', severity: 'medium', dedupeKey: 'battery:hall', title: 'Low battery' })
    expect(await dueOf(alert!.id)).toEqual([MORNING])
    expect(await dispatchAt(new Date('2026-01-15T06:59:00Z'))).toMatchObject({ sent: 0 })
    expect(await dispatchAt(MORNING)).toMatchObject({ sent: 1 })
    expect((await smtp.waitForMail('keen-night@example.org')).subject).toBe('Low battery — Nora Night')
    // that it is over, at night too, waits for the morning after
    const [closed] = await resolveOpenByCause(t.db, t.ids.home!, 'battery:hall', new Date('2026-01-15T23:30:00Z'))
    await queueResolvedNotifications(t.db, [closed!.id], new Date('2026-01-15T23:30:00Z'))
    expect((await t.db.select().from(alertNotifications).where(eq(alertNotifications.alertId, alert!.id))).find((n) => n.kind === 'resolved')?.nextAttemptAt).toEqual(
      new Date('2026-01-16T07:00:00Z'),
    )
  })

  it('is never sent when its alert closed before the morning', async () => {
    const { alert } = await raise({ type: 'pattern_change', severity: 'low', dedupeKey: 'pattern:later-rising', title: 'Getting up later' })
    expect(await dueOf(alert!.id)).toEqual([MORNING])
    await resolveOpenByCause(t.db, t.ids.home!, 'pattern:later-rising', new Date('2026-01-15T05:00:00Z'))
    expect(await dispatchAt(MORNING)).toMatchObject({ sent: 0, skipped: 1 })
  })

  it('goes at once by day', async () => {
    const { alert } = await raise({ type: 'sensor_offline', severity: 'medium', dedupeKey: 'offline:kitchen', title: 'Sensor may be offline' }, new Date('2026-01-15T14:00:00Z'))
    const [due] = await dueOf(alert!.id)
    expect(Math.abs(due!.getTime() - Date.now())).toBeLessThan(60_000)
  })
})

describe('news that cannot wait, raised at night', () => {
  it.each([
    ['no movement', { type: 'inactivity', severity: 'medium', dedupeKey: 'inactivity', title: 'Unusual inactivity' }],
    ['a hub that stopped (high)', { type: 'sensor_offline', severity: 'high', dedupeKey: 'hub:porch', title: 'Hub stopped reporting' }],
  ] as const)('%s goes at once', async (_, values) => {
    const { alert } = await raise(values)
    const [due] = await dueOf(alert!.id)
    expect(Math.abs(due!.getTime() - Date.now())).toBeLessThan(60_000)
  })
})

describe('news held for the morning, when the home’s time zone is corrected', () => {
  const HOUR = 3_600_000
  /** An Etc zone whose clock reads `hour` o'clock (and some minutes) now: Etc/GMT-k is k hours ahead of UTC */
  const zoneAt = (hour: number) => {
    let ahead = (hour - new Date().getUTCHours() + 24) % 24
    if (ahead > 14) ahead -= 24
    return ahead === 0 ? 'Etc/UTC' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`
  }

  it('waits for 07:00 on the corrected clock where it is night there, and goes at once where it is day', async () => {
    const { make } = t
    const home = await make.circle({ firstName: 'Zoe', lastName: 'Zoned' })
    // the zone the home was given by mistake: 02:xx there now, so a low battery waits four hours or more
    await t.db.update(users).set({ timeZone: zoneAt(2) }).where(eq(users.id, home.id))
    const carer = await make.user('carer', { firstName: 'Cara', email: 'cara-zoned@example.org' })
    await make.member(home.id, carer.id)
    const carerCookie = await t.signIn(carer)
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: { cookie: carerCookie }, payload: { alertEmails: 'all' } })).statusCode).toBe(200)
    const { alert } = await raiseAlert({ db: t.db, live: t.live, now: () => new Date() }, { userId: home.id, type: 'sensor_offline', severity: 'medium', dedupeKey: 'battery:hall', title: 'Low battery', description: 'As the engine says.' })
    const [held] = await dueOf(alert!.id)
    expect(held!.getTime() - Date.now()).toBeGreaterThan(3 * HOUR)

    const staff = await make.user('support', { email: 'support-zoned@example.org' })
    const staffCookie = await t.signIn(staff)
    const put = (timeZone: string) => t.app.inject({ method: 'PUT', url: `/api/circle/time-zone?clientId=${home.id}`, headers: { cookie: staffCookie }, payload: { timeZone } })
    // a home where it is 23:xx now: at 07:00 there, 7 to 8 hours from now
    expect((await put(zoneAt(23))).statusCode).toBe(200)
    const [morning] = await dueOf(alert!.id)
    expect(morning!.getTime() - Date.now()).toBeGreaterThan(6 * HOUR)
    expect(morning!.getTime() - Date.now()).toBeLessThanOrEqual(8 * HOUR)

    // corrected again, to where it is 14:xx now: the news goes at once, not at 07:00 on a wrong clock
    expect((await put(zoneAt(14))).statusCode).toBe(200)
    const [now] = await dueOf(alert!.id)
    expect(Math.abs(now!.getTime() - Date.now())).toBeLessThan(60_000)
  })
})
