// Whether this browser takes web push, as the Alert notifications dialog says it: pure, so every case is tested.

/** homeScreen: an iPhone or iPad, where push comes only to Hearthwatch opened from the Home Screen */
export type PushSupport = 'supported' | 'insecure' | 'unsupported' | 'homeScreen'
/** unsupported/insecure/homeScreen: nothing to press; denied: the browser blocks us; on/off: this browser does or does not take the person's web push */
export type PushState = 'insecure' | 'unsupported' | 'homeScreen' | 'denied' | 'on' | 'off'

export function pushSupport(browser: {
  isSecureContext: boolean
  hasServiceWorker: boolean
  hasPushManager: boolean
  hasNotification: boolean
  /** iOS or iPadOS, whatever the browser: all of them are Safari underneath */
  isAppleMobile: boolean
  /** opened from the Home Screen (display-mode standalone), not in a browser tab */
  isStandalone: boolean
}): PushSupport {
  // service workers (and so push) exist only on https:// or this machine
  if (!browser.isSecureContext) return 'insecure'
  if (browser.hasServiceWorker && browser.hasPushManager && browser.hasNotification) return 'supported'
  // iOS 16.4 and later give the Push API only to a web app with a manifest added to the Home Screen;
  // opened from there without it, the iPhone is older than that and cannot
  return browser.isAppleMobile && !browser.isStandalone ? 'homeScreen' : 'unsupported'
}

/** An iPhone, iPod or iPad from its user agent; iPadOS asks for desktop sites as a Mac would, but a Mac has no touch screen */
export function isAppleMobile(userAgent: string, maxTouchPoints: number) {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1
}

export function pushState(input: {
  support: PushSupport
  permission: NotificationPermission
  /** this browser's subscription made with the server's current key, if any */
  browserEndpoint: string | null
  /** the endpoints the server sends this person's web push to */
  serverEndpoints: readonly string[]
}): PushState {
  if (input.support !== 'supported') return input.support
  if (input.permission === 'denied') return 'denied'
  const isKnown = input.browserEndpoint !== null && input.serverEndpoints.includes(input.browserEndpoint)
  return input.permission === 'granted' && isKnown ? 'on' : 'off'
}

export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** True when a subscription was made with this key (a server whose key changed needs a new one) */
export function isSameKey(applicationServerKey: ArrayBuffer | null | undefined, publicKey: string) {
  if (!applicationServerKey) return false
  const a = new Uint8Array(applicationServerKey)
  const b = base64UrlToBytes(publicKey)
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}
