// Test support: a push service on loopback that keeps what it receives, and what a browser does with
// it: the subscription's own key pair and auth secret, the decryption of RFC 8291 written apart from
// the sending code, and the VAPID check a push service makes.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A browser's side of one subscription: its keys as it would send them, and the private key it keeps */
export function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url'), privateKey: ecdh.getPrivateKey() }
}

/** What the browser does with a push body: RFC 8188's header, RFC 8291's keys, AES-128-GCM, the padding taken off */
export function decryptPushBody(body: Buffer, keys: { privateKey: Buffer; auth: string }): string {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const keyLength = body[20]!
  const senderPublic = body.subarray(21, 21 + keyLength)
  const record = body.subarray(21 + keyLength)
  if (record.length > recordSize) throw new Error('more than one record')
  const receiver = createECDH('prime256v1')
  receiver.setPrivateKey(keys.privateKey)
  const shared = receiver.computeSecret(senderPublic)
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderPublic])
  const ikm = Buffer.from(hkdfSync('sha256', shared, Buffer.from(keys.auth, 'base64url'), info, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  const end = padded.lastIndexOf(2)
  if (end < 0 || padded.subarray(end + 1).some((b) => b !== 0)) throw new Error('bad padding')
  return padded.subarray(0, end).toString('utf8')
}

/** What a push service checks of `Authorization: vapid t=…, k=…`: answers the token's claims and key, or throws */
export function verifyVapid(header: string | undefined) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`not a VAPID header: ${header}`)
  const [, head, payload, signature, k] = match as unknown as [string, string, string, string, string]
  const point = Buffer.from(k, 'base64url')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  })
  const isValid = verify('sha256', Buffer.from(`${head}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
  if (!isValid) throw new Error('VAPID signature does not verify')
  return {
    header: JSON.parse(Buffer.from(head, 'base64url').toString()) as { typ: string; alg: string },
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; exp: number; sub: string },
    publicKey: k,
  }
}

export interface ReceivedPush {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A push service on 127.0.0.1: answers 201 unless `answer` says otherwise for a path */
export async function startTestPushService() {
  const received: ReceivedPush[] = []
  const answers = new Map<string, number>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? '/'
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) })
      res.writeHead(answers.get(path) ?? 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    /** the status the push service answers for this path from now on */
    answer: (path: string, status: number) => answers.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>
