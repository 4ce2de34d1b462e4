import { describe, expect, it } from 'vitest'
import { base64UrlToBytes, isSameKey, pushState, pushSupport } from './push-state'

const everything = { isSecureContext: true, hasServiceWorker: true, hasPushManager: true, hasNotification: true }

describe('push support', () => {
  it.each([
    [everything, 'supported'],
    [{ ...everything, isSecureContext: false, hasServiceWorker: false }, 'insecure'],
    [{ ...everything, hasPushManager: false }, 'unsupported'],
    [{ ...everything, hasNotification: false }, 'unsupported'],
    [{ ...everything, hasServiceWorker: false }, 'unsupported'],
  ] as const)('%o → %s', (browser, support) => expect(pushSupport(browser)).toBe(support))
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
