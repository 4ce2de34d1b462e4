import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { pushSubscriptions, vapidKeys } from '../../db/platform-schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { PUSH_SUBSCRIPTIONS_MAX } from './push.repository'
import { vapidKeySource } from './vapid-keys'
import { generateVapidKeys } from './web-push-crypto'
import { browserKeys } from './web-push.test-service'

const t = useSignedInApp({ sarah: 'carer', tom: 'carer', ann: 'carer' })
const { ids, cookie } = t

const call = (person: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookie[person]! }, ...(payload ? { payload } : {}) })
/** a browser's PushSubscription.toJSON() */
const subscription = (endpoint: string) => {
  const { p256dh, auth } = browserKeys()
  return { endpoint, expirationTime: null, keys: { p256dh, auth } }
}
const subscribe = (person: string, body: object) => call(person, 'POST', '/api/notifications/push-subscriptions', body)
const unsubscribe = (person: string, endpoint: string) => call(person, 'DELETE', '/api/notifications/push-subscriptions', { endpoint })
const endpointsOf = async (person: string) => ((await call(person, 'GET', '/api/notifications/settings')).json() as { pushEndpoints: string[] }).pushEndpoints

describe('the push key', () => {
  it('is made once, kept in the database, and the same for every person and every process', async () => {
    const first = (await call('sarah', 'GET', '/api/notifications/push-key')).json() as { publicKey: string }
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect((await call('tom', 'GET', '/api/notifications/push-key')).json()).toEqual(first)
    const [row] = await t.db.select().from(vapidKeys)
    expect(row!.publicKey).toBe(first.publicKey)
    // another process (the worker) reads the same pair
    expect((await vapidKeySource({ db: t.db, env: {} }).get()).publicKey).toBe(first.publicKey)
  })

  it('comes from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set', async () => {
    const keys = generateVapidKeys()
    expect(await vapidKeySource({ db: t.db, env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey } }).get()).toEqual(keys)
  })
})

describe('push subscriptions', () => {
  it("keep a browser's subscription for the person who turned push on", async () => {
    const body = subscription('https://push.example.net/wpush/v2/sarah-phone')
    expect((await subscribe('sarah', body)).statusCode).toBe(204)
    expect(await endpointsOf('sarah')).toEqual([body.endpoint])
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint))
    expect(row).toMatchObject({ userId: ids.sarah, p256dh: body.keys.p256dh, auth: body.keys.auth })
    // subscribing again (new keys after the browser renewed them) keeps one row
    const renewed = { ...subscription(body.endpoint) }
    expect((await subscribe('sarah', renewed)).statusCode).toBe(204)
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint))
    expect(rows.map((r) => r.p256dh)).toEqual([renewed.keys.p256dh])
  })

  it('move to whoever subscribes the same browser next, and are removed only by their own person', async () => {
    const body = subscription('https://push.example.net/wpush/v2/family-tablet')
    await subscribe('sarah', body)
    expect(await endpointsOf('sarah')).toContain(body.endpoint)
    expect((await subscribe('tom', body)).statusCode).toBe(204)
    expect(await endpointsOf('sarah')).not.toContain(body.endpoint)
    expect(await endpointsOf('tom')).toEqual([body.endpoint])
    expect((await unsubscribe('sarah', body.endpoint)).statusCode).toBe(204)
    expect(await endpointsOf('tom')).toEqual([body.endpoint])
    expect((await unsubscribe('tom', body.endpoint)).statusCode).toBe(204)
    expect(await endpointsOf('tom')).toEqual([])
  })

  it(`keep the ${PUSH_SUBSCRIPTIONS_MAX} newest browsers of a person`, async () => {
    for (let i = 0; i <= PUSH_SUBSCRIPTIONS_MAX; i++) await subscribe('tom', subscription(`https://push.example.net/wpush/v2/tom-${i}`))
    const kept = await endpointsOf('tom')
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_MAX)
    expect(kept).not.toContain('https://push.example.net/wpush/v2/tom-0')
    expect(kept).toContain(`https://push.example.net/wpush/v2/tom-${PUSH_SUBSCRIPTIONS_MAX}`)
  })

  it('drop the first to arrive even when the app clock reads the same for every one', async () => {
    // the app clock counts whole milliseconds, so subscriptions in a row can share one; held still
    // here, every one does, and nothing but the order they came in tells the oldest
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date())
    try {
      for (let i = 0; i <= PUSH_SUBSCRIPTIONS_MAX; i++) await subscribe('ann', subscription(`https://push.example.net/wpush/v2/ann-${i}`))
    } finally {
      vi.useRealTimers()
    }
    const newest = Array.from({ length: PUSH_SUBSCRIPTIONS_MAX }, (_, i) => `https://push.example.net/wpush/v2/ann-${i + 1}`)
    expect((await endpointsOf('ann')).sort()).toEqual(newest.sort())
  })

  it('refuse what is not a push subscription, naming the field', async () => {
    const good = subscription('https://push.example.net/wpush/v2/x')
    const cases: [object, string, string][] = [
      [{ ...good, endpoint: 'http://push.example.net/x' }, 'endpoint', 'must be the https:// address of a push service'],
      [{ ...good, endpoint: 'https://127.0.0.1:8443/x' }, 'endpoint', 'must be the https:// address of a push service'],
      [{ ...good, endpoint: 'https://localhost/x' }, 'endpoint', 'must be the https:// address of a push service'],
      [{ ...good, keys: { auth: good.keys.auth } }, 'keys.p256dh', 'is required'],
      [{ ...good, keys: { ...good.keys, auth: 'short' } }, 'keys.auth', 'must be 16 bytes, base64url'],
      // the right length, but not a point on the curve
      [{ ...good, keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } }, 'keys.p256dh', 'is not a P-256 public key'],
    ]
    for (const [body, field, message] of cases) {
      const res = await subscribe('sarah', body)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().details, JSON.stringify(body)).toEqual({ [field]: [message] })
    }
    const extra = await subscribe('sarah', { ...good, channel: 'sms' })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().message).toContain('channel')
    expect((await unsubscribe('sarah', '')).json().details).toEqual({ endpoint: ['is required'] })
    // too long is too long, not missing
    expect((await unsubscribe('sarah', `https://push.example.net/${'x'.repeat(3000)}`)).json().details).toEqual({ endpoint: ['must be at most 2048 characters'] })
    expect(await endpointsOf('sarah')).not.toContain(good.endpoint)
  })
})
