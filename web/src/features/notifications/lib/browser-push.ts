// The browser's side of web push: the service worker (web/public/sw.js), the permission, and the
// subscription made with the server's VAPID key.
import type { PushSubscriptionInput } from '@contracts/notifications'
import { base64UrlToBytes, isAppleMobile, isSameKey, pushSupport, type PushSupport } from './push-state'

export function detectPushSupport(): PushSupport {
  return pushSupport({
    isSecureContext: window.isSecureContext,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    isAppleMobile: isAppleMobile(navigator.userAgent, navigator.maxTouchPoints),
    // navigator.standalone: Safari's own flag for a page opened from the Home Screen
    isStandalone: window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true,
  })
}

export const notificationPermission = (): NotificationPermission => ('Notification' in window ? Notification.permission : 'default')

/** This browser's subscription made with the server's current key, or null */
export async function currentSubscription(publicKey: string): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/')
  const subscription = (await registration?.pushManager.getSubscription()) ?? null
  return subscription && isSameKey(subscription.options.applicationServerKey, publicKey) ? subscription : null
}

/** The person did not allow notifications: 'denied' (blocked) or 'default' (the question was dismissed) */
export class PermissionNotGranted extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`notification permission ${permission}`)
  }
}

/** Asks for permission (call it from a click), starts the service worker and subscribes with the server's key */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new PermissionNotGranted(permission)
  await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  // subscribing needs an active worker
  const registration = await navigator.serviceWorker.ready
  const existing = await registration.pushManager.getSubscription()
  // one made with a key the server no longer has would never receive anything
  if (existing && !isSameKey(existing.options.applicationServerKey, publicKey)) await existing.unsubscribe()
  const subscription =
    existing && isSameKey(existing.options.applicationServerKey, publicKey)
      ? existing
      : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) })
  const json = subscription.toJSON()
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('the browser gave an incomplete subscription')
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } }
}
