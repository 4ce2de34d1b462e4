// Web push's two pieces of cryptography, with node:crypto alone: the message encrypted for one browser
// (RFC 8291 over RFC 8188's aes128gcm), and the VAPID token that tells the push service it is us
// (RFC 8292). Pure apart from fresh randomness, which the tests can fix.
import { createCipheriv, createECDH, createPrivateKey, createPublicKey, hkdfSync, randomBytes, sign } from 'node:crypto'

/** A P-256 key pair as web push passes keys around: the public point uncompressed (65 bytes), the private scalar (32 bytes), base64url */
export interface VapidKeyPair {
  publicKey: string
  privateKey: string
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const fromB64url = (text: string) => Buffer.from(text, 'base64url')

export function generateVapidKeys(): VapidKeyPair {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  // getPrivateKey() drops leading zero bytes (1 key in 256 came out 31 bytes): a P-256 scalar is 32
  const scalar = ecdh.getPrivateKey()
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar])
  return { publicKey: b64url(ecdh.getPublicKey()), privateKey: b64url(privateKey) }
}

/** Why a key pair cannot be used, or null when it can (the private key must give the public one) */
export function vapidKeyProblem(keys: VapidKeyPair): string | null {
  const publicKey = fromB64url(keys.publicKey)
  const privateKey = fromB64url(keys.privateKey)
  if (publicKey.length !== 65 || publicKey[0] !== 4) return 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key (65 bytes, base64url)'
  if (privateKey.length !== 32) return 'VAPID_PRIVATE_KEY must be a P-256 private key (32 bytes, base64url)'
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(privateKey)
    if (!ecdh.getPublicKey().equals(publicKey)) return 'VAPID_PRIVATE_KEY does not belong to VAPID_PUBLIC_KEY'
  } catch {
    return 'VAPID_PRIVATE_KEY is not a P-256 private key'
  }
  return null
}

/** True when the base64url text is a point on P-256 (what a browser's p256dh must be) */
export function isP256PublicKey(text: string) {
  const point = fromB64url(text)
  if (point.length !== 65 || point[0] !== 4) return false
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: 'jwk' })
    return true
  } catch {
    return false
  }
}

/** RFC 8188's record size; one record carries the whole message */
const RECORD_SIZE = 4096
/** header (salt 16, rs 4, idlen 1, key 65), the delimiter, GCM's tag */
const OVERHEAD = 86 + 1 + 16
export const MAX_PLAINTEXT_BYTES = RECORD_SIZE - OVERHEAD

export interface EncryptOptions {
  /** the browser's subscription keys, base64url */
  p256dh: string
  auth: string
  /** pads the plaintext with zeros to a multiple of this many bytes, so its length says less about the alert (1: none) */
  padTo?: number
  /** fixed in tests (RFC 8291's example); fresh for every message otherwise */
  salt?: Uint8Array
  senderKeys?: { publicKey: Uint8Array; privateKey: Uint8Array }
}

/** RFC 8291 §3.4: the body of the push request, ready for `Content-Encoding: aes128gcm` */
export function encryptPushPayload(plaintext: Uint8Array, options: EncryptOptions): Buffer {
  const padTo = Math.max(1, options.padTo ?? 1)
  const padded = Math.ceil((plaintext.length + 1) / padTo) * padTo
  if (plaintext.length > MAX_PLAINTEXT_BYTES) throw new Error(`a push message holds at most ${MAX_PLAINTEXT_BYTES} bytes`)
  const receiverKey = fromB64url(options.p256dh)
  const authSecret = fromB64url(options.auth)
  const salt = Buffer.from(options.salt ?? randomBytes(16))
  const sender = createECDH('prime256v1')
  if (options.senderKeys) sender.setPrivateKey(Buffer.from(options.senderKeys.privateKey))
  else sender.generateKeys()
  const senderPublic = sender.getPublicKey()
  const sharedSecret = sender.computeSecret(receiverKey)

  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderPublic])
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))

  // the last (and only) record ends with the delimiter 2, then zeros
  const record = Buffer.alloc(Math.min(padded, MAX_PLAINTEXT_BYTES + 1))
  record.set(plaintext)
  record[plaintext.length] = 2
  const cipher = createCipheriv('aes-128-gcm', cek, nonce)
  const encrypted = Buffer.concat([cipher.update(record), cipher.final(), cipher.getAuthTag()])

  const header = Buffer.alloc(21)
  salt.copy(header, 0)
  header.writeUInt32BE(RECORD_SIZE, 16)
  header[20] = senderPublic.length
  return Buffer.concat([header, senderPublic, encrypted])
}

/** RFC 8292: the `Authorization` header value for one push service (`aud`: the endpoint's origin) */
export function vapidAuthorization(endpoint: string, keys: VapidKeyPair, subject: string, now: Date, validForSeconds = 12 * 3600) {
  const publicKey = fromB64url(keys.publicKey)
  const privateKey = createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', d: keys.privateKey, x: b64url(publicKey.subarray(1, 33)), y: b64url(publicKey.subarray(33)) },
    format: 'jwk',
  })
  const header = b64url(Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'ES256' })))
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(now.getTime() / 1000) + validForSeconds, sub: subject }
  const signingInput = `${header}.${b64url(Buffer.from(JSON.stringify(claims)))}`
  // JWS wants the signature as r ‖ s, not DER
  const signature = sign('sha256', Buffer.from(signingInput), { key: privateKey, dsaEncoding: 'ieee-p1363' })
  return `vapid t=${signingInput}.${b64url(signature)}, k=${keys.publicKey}`
}
