// Which alerts reach a person outside the app (e-mail, web push), chosen per person and channel.
import { z } from 'zod'
import { NOTIFY_LEVELS } from './notify-levels'

export * from './notify-levels'

const Level = z.enum(NOTIFY_LEVELS, { message: `must be one of ${NOTIFY_LEVELS.join(', ')}` })

/** `PUT /api/notifications/settings`: either or both channels */
export const NotificationSettingsUpdate = z.strictObject({ alertEmails: Level.optional(), alertPush: Level.optional() })
export type NotificationSettingsUpdate = z.infer<typeof NotificationSettingsUpdate>

export const NotificationSettings = z.object({
  alertEmails: Level,
  alertPush: Level,
  /** what applies without a choice, for the person's role */
  defaultLevel: Level,
  /** false when the account has no e-mail address (some social sign-ins) */
  hasEmail: z.boolean(),
  /** the browsers that take this person's web push, by their endpoints: a browser finds out whether it is one */
  pushEndpoints: z.array(z.string()),
  /** a carer who joined by invitation and has not yet dismissed the card saying how alerts reach her */
  alertsIntroDue: z.boolean(),
})
export type NotificationSettings = z.infer<typeof NotificationSettings>

/** `GET /api/notifications/push-key`: the server's VAPID public key, the browser's `applicationServerKey` */
export const PushKey = z.object({ publicKey: z.string() })
export type PushKey = z.infer<typeof PushKey>

export const PUSH_ENDPOINT_MAX = 2048

/**
 * an https address on a named host: a push service, never this machine or an address on its network.
 * What a name resolves to is checked again when a push is sent (server/modules/notifications/push-address.ts).
 */
function isPushServiceAddress(value: string) {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  // 'localhost.' is localhost; a name without a dot ('metadata', 'intranet') is one on this network
  const host = url.hostname.replace(/\.$/, '')
  const isLocal =
    host === 'localhost' || host.endsWith('.localhost') || !host.includes('.') || /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.startsWith('[')
  return url.protocol === 'https:' && !isLocal && !url.username && !url.password
}

// left out or not text: the server's plain words ('is required', 'must be text', server/lib/plain-messages.ts)
const Endpoint = z
  .string()
  .max(PUSH_ENDPOINT_MAX, `must be at most ${PUSH_ENDPOINT_MAX} characters`)
  .refine(isPushServiceAddress, 'must be the https:// address of a push service')

/** `POST /api/notifications/push-subscriptions`: what the browser's PushSubscription.toJSON() gives */
export const PushSubscriptionInput = z.strictObject({
  endpoint: Endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    // an uncompressed P-256 point (65 bytes, the first 4) in base64url
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, 'must be a P-256 public key (65 bytes, base64url)'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'must be 16 bytes, base64url'),
  }),
})
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>

/** `DELETE /api/notifications/push-subscriptions`: this browser's subscription, by its endpoint */
export const PushSubscriptionRemove = z.strictObject({
  endpoint: z
    .string()
    .min(1, 'is required')
    .max(PUSH_ENDPOINT_MAX, `must be at most ${PUSH_ENDPOINT_MAX} characters`),
})
export type PushSubscriptionRemove = z.infer<typeof PushSubscriptionRemove>
