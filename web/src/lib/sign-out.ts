// Sign Out goes to GET /api/logout (SPEC.md §8). Before it, this browser stops taking the person's
// alert pushes: a push shows an alert's title, home and description, which a shared or lost device
// must not keep showing to whoever holds it once the person has signed out. Nothing here may stop the
// sign-out itself: push unsupported, the push service or the server failing or slow, it signs out anyway.
import { apiRequest } from './api-client'

export const SIGN_OUT_URL = '/api/logout'

/** How long signing out waits for the subscription to be dropped before it goes on without */
export const FORGET_PUSH_TIMEOUT_MS = 3_000

export interface BrowserPush {
  /** this browser's push subscription for the site, or null (push unsupported, never turned on) */
  subscription: () => Promise<Pick<PushSubscription, 'endpoint' | 'unsubscribe'> | null>
  /** the server stops pushing to this endpoint (DELETE /api/notifications/push-subscriptions) */
  forgetEndpoint: (endpoint: string) => Promise<unknown>
}

const browserPush: BrowserPush = {
  subscription: async () => {
    if (!('serviceWorker' in navigator)) return null
    const registration = await navigator.serviceWorker.getRegistration('/')
    return (await registration?.pushManager?.getSubscription()) ?? null
  },
  forgetEndpoint: (endpoint) => apiRequest('DELETE', '/api/notifications/push-subscriptions', { endpoint }),
}

/**
 * Drops this browser's push subscription at the server (while the session still lets it) and in the
 * browser; never throws, and answers within `timeoutMs` whatever the two do. The browser's own
 * unsubscribe is enough on its own: the server forgets an endpoint the push service calls gone.
 */
export async function forgetThisBrowsersPush(push: BrowserPush = browserPush, timeoutMs = FORGET_PUSH_TIMEOUT_MS): Promise<void> {
  const forget = async () => {
    const subscription = await push.subscription()
    if (!subscription) return
    await push.forgetEndpoint(subscription.endpoint).catch(() => undefined)
    await subscription.unsubscribe()
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))
  await Promise.race([forget().catch(() => undefined), timeUp]).finally(() => clearTimeout(timer))
}

/** Signs out: the push subscription first, then the browser goes to the sign-out endpoint, always */
export async function signOut(go: (url: string) => void = (url) => window.location.assign(url), push?: BrowserPush, timeoutMs?: number) {
  try {
    await forgetThisBrowsersPush(push, timeoutMs)
  } finally {
    go(SIGN_OUT_URL)
  }
}
