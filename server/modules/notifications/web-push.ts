// The PushSender the dispatcher uses: one encrypted, VAPID-signed POST to each browser a person
// subscribed (RFC 8030). A push service that says the subscription is gone (404, 410) loses it;
// any other failure is reported, so the dispatcher retries. Only public addresses are reached
// (push-address.ts).
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import type { Db } from '../../lib/db'
import type { Logger } from '../../lib/logger'
import type { PushMessage, PushSender } from './notifications.service'
import { isPublicAddress, NotPublicAddressError, publicOnlyLookup } from './push-address'
import { forgetSubscription, subscriptionsOf, type StoredSubscription } from './push.repository'
import type { VapidKeySource } from './vapid-keys'
import { encryptPushPayload, vapidAuthorization, type VapidKeyPair } from './web-push-crypto'

/** how long a push service keeps a message for a browser that is offline */
export const PUSH_TTL_SECONDS = 24 * 3600
const TIMEOUT_MS = 10_000
/** message lengths rounded up to this, so the push service learns less from them */
const PAD_TO = 256

export interface WebPushOptions {
  db: Db
  keys: VapidKeySource
  /** VAPID's `sub`: mailto: or https: (web-push.config.ts vapidSubject) */
  subject: string
  log: Pick<Logger, 'warn'>
  now?: () => Date
  /** tests only: their push service listens on loopback, over http */
  allowPrivateAddresses?: boolean
}

type Outcome = { ok: true } | { ok: false; isGone: boolean; error: string }

export function createWebPushSender({ db, keys, subject, log, now = () => new Date(), allowPrivateAddresses = false }: WebPushOptions): PushSender {
  return {
    async send(userId, message) {
      const subscriptions = await subscriptionsOf(db, userId)
      if (subscriptions.length === 0) return { delivered: 0 }
      const pair = await keys.get()
      const outcomes = await Promise.all(subscriptions.map((s) => pushTo(s, message, pair, subject, now(), allowPrivateAddresses)))
      let delivered = 0
      const errors: string[] = []
      for (const [i, outcome] of outcomes.entries()) {
        const subscription = subscriptions[i]!
        if (outcome.ok) delivered++
        else if (outcome.isGone) await forgetSubscription(db, subscription.id)
        else errors.push(outcome.error)
        if (!outcome.ok) log.warn({ pushService: new URL(subscription.endpoint).origin, error: outcome.error, isGone: outcome.isGone }, 'web push not delivered')
      }
      return errors.length > 0 ? { delivered, error: errors.join('; ') } : { delivered }
    },
  }
}

async function pushTo(subscription: StoredSubscription, message: PushMessage, keys: VapidKeyPair, subject: string, now: Date, allowPrivate: boolean): Promise<Outcome> {
  const body = encryptPushPayload(Buffer.from(JSON.stringify(message)), { p256dh: subscription.p256dh, auth: subscription.auth, padTo: PAD_TO })
  const headers: Record<string, string> = {
    TTL: String(PUSH_TTL_SECONDS),
    'Content-Encoding': 'aes128gcm',
    'Content-Type': 'application/octet-stream',
    Authorization: vapidAuthorization(subscription.endpoint, keys, subject, now),
    // a high-urgency message wakes a phone that is saving its battery
    Urgency: message.urgent ? 'high' : 'normal',
  }
  // news of the same alert replaces a message the browser has not fetched yet (RFC 8030 §5.4)
  const topic = message.tag.replace(/[^A-Za-z0-9]/g, '').slice(0, 32)
  if (topic) headers.Topic = topic
  try {
    const status = await post(subscription.endpoint, headers, body, allowPrivate)
    if (status >= 200 && status < 300) return { ok: true }
    // a redirect is not followed: a push service answers where it was asked
    return { ok: false, isGone: status === 404 || status === 410, error: `push service answered ${status}` }
  } catch (err) {
    // an address that is not a public one never will be: the subscription is dropped, not retried
    if (err instanceof NotPublicAddressError) return { ok: false, isGone: true, error: `push service refused: ${err.message}` }
    return { ok: false, isGone: false, error: `push service unreachable: ${err instanceof Error ? err.message : String(err)}` }
  }
}

/** One POST, its status; to a public https address only, resolved as the connection is made */
function post(endpoint: string, headers: Record<string, string>, body: Buffer, allowPrivate: boolean): Promise<number> {
  const url = new URL(endpoint)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (!allowPrivate) {
    if (url.protocol !== 'https:') return Promise.reject(new NotPublicAddressError(url.origin, 'not https'))
    // a literal address is connected to without a lookup
    if (isIP(host) && !isPublicAddress(host)) return Promise.reject(new NotPublicAddressError(host, host))
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(body.length) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}
