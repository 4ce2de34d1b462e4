// Whether this browser takes web push, as the Alert notifications dialog says it: pure, so every case is tested.

export type PushSupport = 'supported' | 'insecure' | 'unsupported'
/** unsupported/insecure: nothing to press; denied: the browser blocks us; on/off: this browser does or does not take the person's web push */
export type PushState = 'insecure' | 'unsupported' | 'denied' | 'on' | 'off'

export function pushSupport(browser: { isSecureContext: boolean; hasServiceWorker: boolean; hasPushManager: boolean; hasNotification: boolean }): PushSupport {
  // service workers (and so push) exist only on https:// or this machine
  if (!browser.isSecureContext) return 'insecure'
  return browser.hasServiceWorker && browser.hasPushManager && browser.hasNotification ? 'supported' : 'unsupported'
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
