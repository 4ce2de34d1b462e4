// Web push end to end against a push service on 127.0.0.1: what it receives is checked the way a
// push service checks it (VAPID) and read the way the browser reads it (RFC 8291).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { alertNotifications, pushSubscriptions } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { raiseAlert } from '../alerts/alerts.service'
import { resolveOpenByCause } from '../alerts/alerts.repository'
import { createMailer } from '../mail/mail.service'
import { dispatchDue } from './notifications.service'
import { queueResolvedNotifications } from './notifications-queue.service'
import { saveSubscription } from './push.repository'
import { vapidKeySource } from './vapid-keys'
import { createWebPushSender, PUSH_TTL_SECONDS } from './web-push'
import { browserKeys, decryptPushBody, startTestPushService, verifyVapid, type TestPushService } from './web-push.test-service'

// Sarah's browsers are subscribed by each test itself: nobody signs in
const t = useSignedInApp({ home: { role: 'client', firstName: 'Margaret', lastName: 'Ellis' }, sarah: { role: 'carer', firstName: 'Sarah', in: 'home' } }, { live: true, signIn: false })
const people = t.ids
let service: TestPushService
const log = { info: () => {}, warn: () => {}, error: () => {} }
const SUBJECT = 'mailto:care@example.org'

beforeAll(async () => {
  service = await startTestPushService()
})
afterAll(async () => {
  await service?.close()
})
beforeEach(async () => {
  // each test raises its own alert
  await resolveInactivity()
  service.received.length = 0
  await t.db.delete(pushSubscriptions)
})

/** A browser of Sarah's, subscribed at the test push service under `path` */
async function browser(path: string) {
  const keys = browserKeys()
  await saveSubscription(t.db, people.sarah!, { endpoint: `${service.origin}${path}`, p256dh: keys.p256dh, auth: keys.auth })
  return keys
}
const keys = () => vapidKeySource({ db: t.db, env: {} })
const dispatch = (now?: () => Date) =>
  dispatchDue({ db: t.db, mailer: createMailer({ db: t.db, from: 'care@example.org', log }), push: createWebPushSender({ db: t.db, keys: keys(), subject: SUBJECT, log, allowPrivateAddresses: true }), publicUrl: 'https://care.example.org', log, ...(now ? { now } : {}) })
const raise = (dedupeKey: string, type: 'inactivity' | 'sensor_offline' = 'inactivity') =>
  raiseAlert({ db: t.db, live: t.live }, { userId: people.home!, type, severity: 'medium', title: 'Unusual inactivity', description: 'No movement for 1 h 22 min at home.', dedupeKey })
const pushRow = async (alertId: string) =>
  (await t.db.select().from(alertNotifications).where(eq(alertNotifications.alertId, alertId))).find((n) => n.channel === 'push')!
const resolveInactivity = async () => {
  const closed = await resolveOpenByCause(t.db, people.home!, 'inactivity', new Date())
  await queueResolvedNotifications(t.db, closed.map((c) => c.id))
}

describe('web push', () => {
  it('reaches each browser, encrypted for it, signed for the push service, with the alert and where to open it', async () => {
    const phone = await browser('/wpush/phone')
    const laptop = await browser('/wpush/laptop')
    const before = Date.now()
    const { alert } = await raise('inactivity')
    await dispatch()
    expect((await pushRow(alert!.id)).status).toBe('sent')
    expect(service.received.map((r) => r.path).sort()).toEqual(['/wpush/laptop', '/wpush/phone'])
    const { publicKey } = await keys().get()
    for (const push of service.received) {
      expect(push.headers).toMatchObject({ ttl: String(PUSH_TTL_SECONDS), 'content-encoding': 'aes128gcm', urgency: 'high', topic: alert!.id.replaceAll('-', '') })
      const vapid = verifyVapid(push.headers.authorization as string)
      expect(vapid.publicKey).toBe(publicKey)
      expect(vapid.claims.aud).toBe(service.origin)
      expect(vapid.claims.sub).toBe(SUBJECT)
      expect(vapid.claims.exp * 1000).toBeGreaterThan(before)
      expect(vapid.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000)
      const message = JSON.parse(decryptPushBody(push.body, push.path === '/wpush/phone' ? phone : laptop))
      expect(message).toEqual({
        title: 'Urgent: Unusual inactivity — Margaret Ellis',
        // when, on the home's clock (this home keeps UTC)
        body: expect.stringMatching(/^No movement for 1 h 22 min at home\. Raised \w{3} \d{1,2} \w{3}, \d\d:\d\d UTC\.$/),
        url: `/alerts?home=${people.home}&alert=${alert!.id}`,
        tag: alert!.id,
        urgent: true,
      })
    }
    // the news that it is over replaces the alert's notification (same tag), and does not insist
    service.received.length = 0
    await resolveInactivity()
    await dispatch()
    const over = JSON.parse(decryptPushBody(service.received.find((r) => r.path === '/wpush/phone')!.body, phone))
    expect(over).toMatchObject({ title: 'Resolved: Unusual inactivity — Margaret Ellis', tag: alert!.id, urgent: false })
    expect(service.received[0]!.headers.urgency).toBe('normal')
  })

  it('forgets a browser the push service says is gone (410), and still reaches the others', async () => {
    await browser('/wpush/gone')
    await browser('/wpush/here')
    service.answer('/wpush/gone', 410)
    const { alert } = await raise('inactivity')
    await dispatch()
    expect((await pushRow(alert!.id)).status).toBe('sent')
    const left = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)
    expect(left).toEqual([{ endpoint: `${service.origin}/wpush/here` }])
  })

  it('is skipped, not retried, when the only browser is gone (404)', async () => {
    await browser('/wpush/unknown')
    service.answer('/wpush/unknown', 404)
    const { alert } = await raise('inactivity')
    await dispatch()
    expect(await pushRow(alert!.id)).toMatchObject({ status: 'skipped', lastError: 'no browser is subscribed' })
    expect(await t.db.select().from(pushSubscriptions)).toEqual([])
  })

  it('is retried while the push service fails (500), then delivered', async () => {
    const phone = await browser('/wpush/flaky')
    service.answer('/wpush/flaky', 500)
    const { alert } = await raise('inactivity')
    await dispatch()
    const failed = await pushRow(alert!.id)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'push service answered 500' })
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000)
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(1)
    service.answer('/wpush/flaky', 201)
    await dispatch(() => new Date(Date.now() + 5 * 60_000))
    expect(await pushRow(alert!.id)).toMatchObject({ status: 'sent', attempts: 2 })
    const last = service.received.at(-1)!
    expect(JSON.parse(decryptPushBody(last.body, phone)).tag).toBe(alert!.id)
  })

  it('is retried when the push service cannot be reached', async () => {
    await saveSubscription(t.db, people.sarah!, { ...browserKeys(), endpoint: 'http://127.0.0.1:1/wpush/nobody' })
    const { alert } = await raise('inactivity')
    await dispatch()
    expect(await pushRow(alert!.id)).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/^push service unreachable/) })
  })
})

// anyone who signs up can give any address as their browser's push service: the server must not
// become their way into this machine or its network (cloud metadata at 169.254.169.254, an admin page)
describe('a push goes only to a public address', () => {
  const warnings: { error: string; isGone: boolean }[] = []
  const sender = () => createWebPushSender({ db: t.db, keys: keys(), subject: SUBJECT, log: { warn: (fields: object) => void warnings.push(fields as (typeof warnings)[0]) } })
  const message = { title: 'Unusual inactivity', body: 'No movement for 1 h 22 min at home.', url: '/alerts', tag: 'a1' }
  const endpoints = async () => (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, people.sarah!))).map((r) => r.endpoint)

  it.each([
    // a name that resolves to this machine, checked as the connection is made
    ['localhost', () => `https://localhost:${new URL(service.origin).port}/wpush/by-name`, /localhost is not a public address \((127\.0\.0\.1|::1)\)/],
    ['an IPv4 literal', () => `https://127.0.0.1:${new URL(service.origin).port}/wpush/literal`, /127\.0\.0\.1 is not a public address/],
    ['an IPv6 literal', () => `https://[::1]:${new URL(service.origin).port}/wpush/literal6`, /::1 is not a public address/],
    ['link-local (cloud metadata)', () => 'https://169.254.169.254/computeMetadata/v1', /169\.254\.169\.254 is not a public address/],
    ['plain http', () => `${service.origin}/wpush/plain`, /not https/],
  ])('refuses %s: nothing is sent, and the subscription is dropped', async (_, endpoint, reason) => {
    await saveSubscription(t.db, people.sarah!, { ...browserKeys(), endpoint: endpoint() })
    warnings.length = 0
    // dropped as a gone subscription is: nothing to retry
    expect(await sender().send(people.sarah!, message)).toEqual({ delivered: 0 })
    expect(warnings).toEqual([expect.objectContaining({ isGone: true, error: expect.stringMatching(/^push service refused: /) })])
    expect(warnings[0]!.error).toMatch(reason)
    expect(service.received).toHaveLength(0)
    expect(await endpoints()).toEqual([])
  })
})
