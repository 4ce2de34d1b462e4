// Test support: a stand-in for Tuya's cloud OpenAPI on loopback. It checks every request's signature
// the way Tuya's "Sign Requests" page describes it — written here on its own, not with the client's
// code, so a mistake in one is caught by the other — and answers in Tuya's shapes: HTTP 200 with
// `{ success: true, result }`, or `{ success: false, code, msg }` (1004 sign invalid, 1010 token is
// expired, 1011 token invalid, 1013 request time is invalid, …). The integration tests and the
// browser journey point the app at it through TUYA_ENDPOINT.
import { createHash, createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeTuyaDevice {
  id: string
  name: string
  category: string
  customName?: string
  productId?: string
  localKey?: string
  isOnline?: boolean
  /** the Tuya app account it is paired with (GET /v1.0/users/{uid}/devices) */
  uid?: string
}

export interface FakeTuyaLog {
  code: string
  value: unknown
  event_time: number
}

export interface FakeTuyaRequest {
  method: string
  path: string
  query: Record<string, string>
  /** the Tuya error code the request was refused with, if it was */
  refusedWith?: number
}

const MAX_CLOCK_SKEW_MS = 5 * 60_000

export async function startFakeTuyaCloud({
  accessId,
  secret,
  devices = [],
  port = 0,
  tokenLifetimeS = 7200,
  now = Date.now,
}: {
  accessId: string
  secret: string
  devices?: FakeTuyaDevice[]
  port?: number
  tokenLifetimeS?: number
  now?: () => number
}) {
  let projectSecret = secret
  const logs = new Map<string, FakeTuyaLog[]>()
  const tokens = new Map<string, { expiresAt: number; refresh: string }>()
  const refreshTokens = new Map<string, string>()
  const requests: FakeTuyaRequest[] = []
  let tokensIssued = 0

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://tuya.invalid')
      const record: FakeTuyaRequest = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams) }
      requests.push(record)
      const reply = (body: object) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ ...body, t: now(), tid: randomBytes(16).toString('hex') }))
      }
      const refuse = (code: number, msg: string) => {
        record.refusedWith = code
        reply({ success: false, code, msg })
      }
      const answer = handle(req, url, Buffer.concat(chunks).toString('utf8'))
      if ('refuse' in answer) return refuse(answer.refuse[0], answer.refuse[1])
      reply({ success: true, result: answer.result })
    })
  })

  type Answer = { result: unknown } | { refuse: [number, string] }

  function handle(req: http.IncomingMessage, url: URL, body: string): Answer {
    const header = (name: string) => {
      const value = req.headers[name.toLowerCase()]
      return Array.isArray(value) ? value.join(',') : value
    }
    if (header('client_id') !== accessId) return { refuse: [1005, 'clientId invalid'] }
    if (header('sign_method') !== 'HMAC-SHA256') return { refuse: [1004, 'sign invalid'] }
    const t = header('t') ?? ''
    if (!/^\d{13}$/.test(t) || Math.abs(Number(t) - now()) > MAX_CLOCK_SKEW_MS) return { refuse: [1013, 'request time is invalid'] }

    const isTokenCall = url.pathname === '/v1.0/token' || url.pathname.startsWith('/v1.0/token/')
    const accessToken = isTokenCall ? '' : (header('access_token') ?? '')
    if (!isTokenCall && !accessToken) return { refuse: [1002, 'access_token is null'] }

    // Url: the path, then the query parameters sorted by name, as name=value joined by &
    const sorted = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    const signedUrl = sorted.length ? `${url.pathname}?${sorted.map(([k, v]) => `${k}=${v}`).join('&')}` : url.pathname
    // Headers: each header named in Signature-Headers (colon-separated), as name:value and a line break
    const signedHeaders = (header('signature-headers') ?? '')
      .split(':')
      .filter(Boolean)
      .map((name) => `${name}:${header(name) ?? ''}\n`)
      .join('')
    const contentSha256 = createHash('sha256').update(body, 'utf8').digest('hex')
    const toSign = `${(req.method ?? 'GET').toUpperCase()}\n${contentSha256}\n${signedHeaders}\n${signedUrl}`
    const expected = createHmac('sha256', projectSecret)
      .update(accessId + accessToken + t + (header('nonce') ?? '') + toSign, 'utf8')
      .digest('hex')
      .toUpperCase()
    if (header('sign') !== expected) return { refuse: [1004, 'sign invalid'] }

    if (!isTokenCall) {
      const held = tokens.get(accessToken)
      if (!held) return { refuse: [1011, 'token invalid'] }
      if (held.expiresAt <= now()) return { refuse: [1010, 'token is expired'] }
    }
    if (req.method !== 'GET') return { refuse: [1108, 'uri path invalid'] }
    return route(url)
  }

  function route(url: URL): Answer {
    const q = (name: string) => url.searchParams.get(name) ?? ''
    if (url.pathname === '/v1.0/token') {
      if (q('grant_type') !== '1') return { refuse: [1003, 'grant type invalid'] }
      return { result: issueToken() }
    }
    const refresh = /^\/v1\.0\/token\/([^/]+)$/.exec(url.pathname)
    if (refresh) {
      const access = refreshTokens.get(refresh[1]!)
      if (!access) return { refuse: [1011, 'token invalid'] }
      refreshTokens.delete(refresh[1]!)
      tokens.delete(access)
      return { result: issueToken() }
    }
    if (url.pathname === '/v2.0/cloud/thing/device') {
      const size = Number(q('page_size'))
      if (!Number.isInteger(size) || size < 1 || size > 20) return { refuse: [1101, 'params range invalid'] }
      const categories = q('categories') ? q('categories').split(',') : undefined
      const matching = devices.filter((d) => !categories || categories.includes(d.category))
      const start = q('last_id') ? matching.findIndex((d) => d.id === q('last_id')) + 1 : 0
      return { result: matching.slice(start, start + size).map(deviceJson) }
    }
    const userDevices = /^\/v1\.0\/users\/([^/]+)\/devices$/.exec(url.pathname)
    if (userDevices) {
      const uid = decodeURIComponent(userDevices[1]!)
      const [pageNo, size] = [Number(q('page_no') || 1), Number(q('page_size') || 20)]
      if (!Number.isInteger(pageNo) || pageNo < 1 || !Number.isInteger(size) || size < 1 || size > 100) return { refuse: [1101, 'params range invalid'] }
      const mine = devices.filter((d) => d.uid === uid)
      return {
        result: mine.slice((pageNo - 1) * size, pageNo * size).map((d) => ({
          id: d.id,
          // this list names a device as its owner called it in the app
          name: d.customName || d.name,
          uid,
          category: d.category,
          product_id: d.productId ?? `prod-${d.category}`,
          local_key: d.localKey ?? randomBytes(8).toString('hex'),
          online: d.isOnline ?? true,
          sub: false,
          uuid: d.id,
        })),
      }
    }
    const reportLogs = /^\/v2\.0\/cloud\/thing\/([^/]+)\/report-logs$/.exec(url.pathname)
    if (reportLogs) {
      const deviceId = decodeURIComponent(reportLogs[1]!)
      if (!devices.some((d) => d.id === deviceId)) return { refuse: [1106, 'permission deny'] }
      const codes = q('codes').split(',').filter(Boolean)
      const [start, end, size] = [Number(q('start_time')), Number(q('end_time')), Number(q('size'))]
      if (codes.length === 0 || !q('start_time') || !q('end_time')) return { refuse: [1100, 'param is empty'] }
      if (!Number.isInteger(size) || size < 1 || size > 100 || start > end) return { refuse: [1101, 'params range invalid'] }
      const matching = (logs.get(deviceId) ?? [])
        .filter((l) => codes.includes(l.code) && l.event_time >= start && l.event_time <= end)
        .sort((a, b) => b.event_time - a.event_time)
      const offset = q('last_row_key') ? Number(Buffer.from(q('last_row_key'), 'base64url').toString()) : 0
      const page = matching.slice(offset, offset + size)
      const hasMore = offset + size < matching.length
      return {
        result: {
          device_id: deviceId,
          total: matching.length,
          has_more: hasMore,
          last_row_key: hasMore ? Buffer.from(String(offset + size)).toString('base64url') : '',
          logs: page.map((l) => ({ code: l.code, value: typeof l.value === 'string' ? l.value : JSON.stringify(l.value), event_time: l.event_time })),
        },
      }
    }
    return { refuse: [1108, 'uri path invalid'] }
  }

  function issueToken() {
    tokensIssued++
    const access = randomBytes(16).toString('hex')
    const refresh = randomBytes(16).toString('hex')
    tokens.set(access, { expiresAt: now() + tokenLifetimeS * 1000, refresh })
    refreshTokens.set(refresh, access)
    return { access_token: access, refresh_token: refresh, expire_time: tokenLifetimeS, uid: 'fake-project-uid' }
  }

  const deviceJson = (d: FakeTuyaDevice) => ({
    id: d.id,
    name: d.name,
    customName: d.customName ?? '',
    category: d.category,
    productId: d.productId ?? `prod-${d.category}`,
    productName: d.category === 'pir' ? 'PIR sensor' : d.category === 'mcs' ? 'Contact sensor' : 'Smart device',
    localKey: d.localKey ?? randomBytes(8).toString('hex'),
    isOnline: d.isOnline ?? true,
    sub: false,
    uuid: d.id,
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    devices,
    requests,
    get tokensIssued() {
      return tokensIssued
    },
    /** the device reported these data points (Tuya keeps reports as text: true → "true") */
    report(deviceId: string, ...entries: FakeTuyaLog[]) {
      logs.set(deviceId, [...(logs.get(deviceId) ?? []), ...entries])
    },
    /** the project's Access Secret is reset in Tuya's console: requests signed with the old one fail */
    resetSecret(newSecret: string) {
      projectSecret = newSecret
    },
    /** every token the cloud handed out stops working, as after Tuya's two hours */
    expireTokens() {
      for (const held of tokens.values()) held.expiresAt = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakeTuyaCloud = Awaited<ReturnType<typeof startFakeTuyaCloud>>
