import { describe, expect, it } from 'vitest'
import { encryptPushPayload, generateVapidKeys, isP256PublicKey, MAX_PLAINTEXT_BYTES, vapidAuthorization, vapidKeyProblem } from './web-push-crypto'
import { browserKeys, decryptPushBody, verifyVapid } from './web-push.test-service'

// RFC 8291 Appendix A: published example keys and message, not credentials
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  receiverPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  receiverPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  senderPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  senderPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
}
const bytes = (b64url: string) => Buffer.from(b64url, 'base64url')

describe('web push encryption (RFC 8291)', () => {
  it("matches the RFC's example byte for byte", () => {
    const body = encryptPushPayload(Buffer.from(RFC.plaintext), {
      p256dh: RFC.receiverPublic,
      auth: RFC.auth,
      salt: bytes(RFC.salt),
      senderKeys: { publicKey: bytes(RFC.senderPublic), privateKey: bytes(RFC.senderPrivate) },
    })
    expect(body.toString('base64url')).toBe(RFC.body)
  })

  it('is read back by the browser holding the subscription, padded to hide the length, and by no one else', () => {
    const browser = browserKeys()
    const message = JSON.stringify({ title: 'Unusual inactivity — Margaret Ellis', body: 'No movement for 1 h 22 min' })
    const body = encryptPushPayload(Buffer.from(message), { p256dh: browser.p256dh, auth: browser.auth, padTo: 128 })
    expect((body.length - 86 - 16) % 128).toBe(0)
    expect(decryptPushBody(body, browser)).toBe(message)
    expect(() => decryptPushBody(body, browserKeys())).toThrow()
    expect(() => encryptPushPayload(Buffer.alloc(MAX_PLAINTEXT_BYTES + 1), browser)).toThrow(/at most/)
  })
})

describe('VAPID', () => {
  it('signs a token for the push service the endpoint is on, valid for 12 hours, with our public key', () => {
    const keys = generateVapidKeys()
    const now = new Date('2026-03-01T08:30:00Z')
    const header = vapidAuthorization('https://push.example.net:8443/wpush/v2/abc?x=1', keys, 'mailto:care@example.org', now)
    const { header: jwtHeader, claims, publicKey } = verifyVapid(header)
    expect(jwtHeader).toEqual({ typ: 'JWT', alg: 'ES256' })
    expect(claims).toEqual({ aud: 'https://push.example.net:8443', exp: now.getTime() / 1000 + 12 * 3600, sub: 'mailto:care@example.org' })
    expect(publicKey).toBe(keys.publicKey)
    expect(() => verifyVapid(header.replace(/k=.*/, `k=${generateVapidKeys().publicKey}`))).toThrow(/does not verify/)
  })

  it('accepts a generated key pair and names what is wrong with a bad one', () => {
    const keys = generateVapidKeys()
    expect(vapidKeyProblem(keys)).toBeNull()
    expect(vapidKeyProblem({ ...keys, privateKey: generateVapidKeys().privateKey })).toMatch(/does not belong/)
    expect(vapidKeyProblem({ ...keys, publicKey: 'abc' })).toMatch(/VAPID_PUBLIC_KEY must be/)
    expect(vapidKeyProblem({ ...keys, privateKey: 'abc' })).toMatch(/VAPID_PRIVATE_KEY must be/)
  })

  it('always makes a 32-byte private key, also when the scalar starts with a zero byte (1 in 256)', () => {
    // 2,000 pairs: without the padding, the chance that none comes out short is about 1 in 2,600
    for (let i = 0; i < 2000; i++) {
      const keys = generateVapidKeys()
      expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32)
      expect(vapidKeyProblem(keys)).toBeNull()
    }
  })

  it("tells a browser's P-256 key from bytes that are not a point on the curve", () => {
    expect(isP256PublicKey(browserKeys().p256dh)).toBe(true)
    expect(isP256PublicKey(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'))).toBe(false)
    expect(isP256PublicKey('BAAA')).toBe(false)
  })
})
