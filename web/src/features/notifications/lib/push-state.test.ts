import { describe, expect, it } from 'vitest'
import { base64UrlToBytes, isAppleMobile, isSameKey, pushState, pushSupport } from './push-state'

const everything = { isSecureContext: true, hasServiceWorker: true, hasPushManager: true, hasNotification: true, isAppleMobile: false, isStandalone: false }
// Safari on iOS 16.4+ in a tab: a service worker, but no Push API and no Notification until opened from the Home Screen
const iPhoneTab = { ...everything, hasPushManager: false, hasNotification: false, isAppleMobile: true }

describe('push support', () => {
  it.each([
    [everything, 'supported'],
    [{ ...everything, isSecureContext: false, hasServiceWorker: false }, 'insecure'],
    [{ ...everything, hasPushManager: false }, 'unsupported'],
    [{ ...everything, hasNotification: false }, 'unsupported'],
    [{ ...everything, hasServiceWorker: false }, 'unsupported'],
    [iPhoneTab, 'homeScreen'],
    [{ ...iPhoneTab, hasServiceWorker: false }, 'homeScreen'],
    // opened from the Home Screen with push there: as any browser
    [{ ...everything, isAppleMobile: true, isStandalone: true }, 'supported'],
    // opened from the Home Screen and still no push: an iPhone older than iOS 16.4
    [{ ...iPhoneTab, isStandalone: true }, 'unsupported'],
    // plain http: the Home Screen would not help
    [{ ...iPhoneTab, isSecureContext: false }, 'insecure'],
  ] as const)('%o → %s', (browser, support) => expect(pushSupport(browser)).toBe(support))
})

describe('iPhones and iPads', () => {
  it.each([
    ['Safari on an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 5, true],
    ['Chrome on an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1', 5, true],
    ['Safari on an iPad asking for the mobile site', 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 5, true],
    ['Safari on an iPad asking for the desktop site', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 5, true],
    ['Safari on a Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 0, false],
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 5, false],
  ] as const)('%s', (_, userAgent, maxTouchPoints, expected) => expect(isAppleMobile(userAgent, maxTouchPoints)).toBe(expected))
})

describe('push on this device', () => {
  const on = { support: 'supported', permission: 'granted', browserEndpoint: 'https://push.example.net/a', serverEndpoints: ['https://push.example.net/a'] } as const
  it.each([
    ['on: allowed, subscribed, and the server sends to it', on, 'on'],
    ['off: the server forgot it (gone, or someone else turned it on here)', { ...on, serverEndpoints: ['https://push.example.net/b'] }, 'off'],
    ['off: never subscribed', { ...on, browserEndpoint: null }, 'off'],
    ['off: permission not asked yet', { ...on, permission: 'default' }, 'off'],
    ['denied: the browser blocks notifications', { ...on, permission: 'denied' }, 'denied'],
    ['unsupported before anything else', { ...on, support: 'unsupported', permission: 'denied' }, 'unsupported'],
    ['insecure before anything else', { ...on, support: 'insecure' }, 'insecure'],
    ['on an iPhone outside the Home Screen, that before anything else', { ...on, support: 'homeScreen', permission: 'default' }, 'homeScreen'],
  ] as const)('%s', (_, input, state) => expect(pushState(input)).toBe(state))
})

describe('keys', () => {
  it('reads base64url with or without padding, and tells whether a subscription used this key', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff])
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3])
    expect(isSameKey(new Uint8Array([1, 2, 3]).buffer, 'AQID')).toBe(true)
    expect(isSameKey(new Uint8Array([1, 2, 4]).buffer, 'AQID')).toBe(false)
    expect(isSameKey(null, 'AQID')).toBe(false)
  })
})
