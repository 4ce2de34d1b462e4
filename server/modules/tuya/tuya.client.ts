// Tuya's cloud OpenAPI, signed as tuya.sign.ts describes. One access token per client, fetched with
// GET /v1.0/token?grant_type=1, refreshed with its refresh token before it runs out, and fetched anew
// when the cloud says it is expired or invalid. Tuya answers HTTP 200 with `success: false` and a
// numeric `code` for its own errors; those become TuyaError with the cloud's code and words.
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { canonicalUrl, sign, stringToSign, type Query } from './tuya.sign'

export interface TuyaConfig {
  accessId: string
  secret: string
  /** the data centre's OpenAPI address, e.g. https://openapi.tuyaeu.com */
  endpoint: string
}

export class TuyaError extends Error {
  constructor(
    message: string,
    /** Tuya's error code; undefined when the cloud was not reached or answered no JSON */
    readonly code?: number,
  ) {
    super(message)
    this.name = 'TuyaError'
  }
}

const TuyaDevice = z.object({
  id: z.string().min(1),
  name: z.string().nullish(),
  customName: z.string().nullish(),
  category: z.string().nullish(),
  productId: z.string().nullish(),
  localKey: z.string().nullish(),
  isOnline: z.boolean().nullish(),
})
export type TuyaDevice = z.infer<typeof TuyaDevice>

/** GET /v1.0/users/{uid}/devices names its fields in snake case */
const TuyaUserDevice = z
  .object({
    id: z.string().min(1),
    name: z.string().nullish(),
    category: z.string().nullish(),
    product_id: z.string().nullish(),
    local_key: z.string().nullish(),
    online: z.boolean().nullish(),
  })
  .transform((d): TuyaDevice => ({ id: d.id, name: d.name, category: d.category, productId: d.product_id, localKey: d.local_key, isOnline: d.online }))

const TuyaLog = z.object({ code: z.string(), value: z.unknown(), event_time: z.coerce.number() })
export type TuyaLog = z.infer<typeof TuyaLog>

const Envelope = z.object({
  success: z.boolean(),
  result: z.unknown().optional(),
  code: z.coerce.number().optional(),
  msg: z.string().optional(),
})
const Token = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1), expire_time: z.coerce.number().positive() })
const LogPage = z.object({ logs: z.array(TuyaLog).default([]), has_more: z.boolean().default(false), last_row_key: z.string().nullish() })

/** token expired (1010), invalid (1011), status invalid (1012): a new token and one more try */
const TOKEN_REJECTED = new Set([1010, 1011, 1012])
/** refresh this long before the token runs out, so no call goes out with a dying token */
const REFRESH_MARGIN_MS = 5 * 60_000
/** the device list answers at most 20 per page (Tuya's limit for page_size) */
const DEVICE_PAGE_SIZE = 20
const MAX_DEVICE_PAGES = 250
const USER_DEVICE_PAGE_SIZE = 100
/** Tuya recommends fewer than 100 logs per page */
const LOG_PAGE_SIZE = 100
/** 50,000 reports: a week of a busy sensor; past that, the newest are kept (Tuya answers newest first) */
const MAX_LOG_PAGES = 500

export interface TuyaClientOptions {
  fetch?: typeof globalThis.fetch
  now?: () => number
  timeoutMs?: number
}

export type TuyaClient = ReturnType<typeof createTuyaClient>

export function createTuyaClient(config: TuyaConfig, { fetch = globalThis.fetch, now = Date.now, timeoutMs = 15_000 }: TuyaClientOptions = {}) {
  const base = config.endpoint.replace(/\/+$/, '')
  let token: { access: string; refresh: string; expiresAt: number } | undefined
  let pendingToken: Promise<string> | undefined

  async function send(method: 'GET' | 'POST', path: string, query: Query, accessToken: string | undefined, body?: unknown) {
    const url = canonicalUrl(path, query)
    const payload = body === undefined ? '' : JSON.stringify(body)
    const t = String(now())
    const nonce = randomUUID()
    const toSign = stringToSign({ method, url, body: payload })
    const headers: Record<string, string> = {
      client_id: config.accessId,
      sign_method: 'HMAC-SHA256',
      t,
      nonce,
      sign: sign({ clientId: config.accessId, secret: config.secret, accessToken, t, nonce, toSign }),
    }
    if (accessToken) headers.access_token = accessToken
    if (payload) headers['Content-Type'] = 'application/json'

    const address = base + encodeQuery(path, query)
    let res: Response
    try {
      res = await fetch(address, { method, headers, body: payload || undefined, signal: AbortSignal.timeout(timeoutMs) })
    } catch (err) {
      throw new TuyaError(`The Tuya cloud could not be reached at ${new URL(base).host} (${reason(err)}).`)
    }
    const text = await res.text()
    let parsed: z.infer<typeof Envelope>
    try {
      parsed = Envelope.parse(JSON.parse(text))
    } catch {
      throw new TuyaError(`The Tuya cloud answered HTTP ${res.status} without a readable reply.`)
    }
    if (!parsed.success) throw new TuyaError(parsed.msg ?? 'request refused', parsed.code)
    return parsed.result
  }

  async function freshToken(): Promise<string> {
    const previous = token
    token = undefined
    if (previous) {
      try {
        return keep(await send('GET', `/v1.0/token/${previous.refresh}`, {}, undefined))
      } catch (err) {
        // a refresh token that no longer works: start over with the project's credentials
        if (!(err instanceof TuyaError) || err.code === undefined) throw err
      }
    }
    return keep(await send('GET', '/v1.0/token', { grant_type: 1 }, undefined))
  }

  function keep(result: unknown) {
    const parsed = Token.safeParse(result)
    if (!parsed.success) throw new TuyaError('The Tuya cloud sent a token reply this server does not understand.')
    token = { access: parsed.data.access_token, refresh: parsed.data.refresh_token, expiresAt: now() + parsed.data.expire_time * 1000 }
    return token.access
  }

  async function accessToken() {
    if (token && token.expiresAt - now() > REFRESH_MARGIN_MS) return token.access
    // calls made at the same moment share one token request
    pendingToken ??= freshToken().finally(() => (pendingToken = undefined))
    return pendingToken
  }

  async function call(method: 'GET' | 'POST', path: string, query: Query = {}, body?: unknown) {
    const first = await accessToken()
    try {
      return await send(method, path, query, first, body)
    } catch (err) {
      if (!(err instanceof TuyaError) || err.code === undefined || !TOKEN_REJECTED.has(err.code)) throw err
      if (token?.access === first) token = { ...token, expiresAt: 0 }
      return send(method, path, query, await accessToken(), body)
    }
  }

  return {
    /** Every device of the cloud project (GET /v2.0/cloud/thing/device, by pages of 20) */
    async listDevices(): Promise<TuyaDevice[]> {
      const devices: TuyaDevice[] = []
      let lastId: string | undefined
      for (let page = 0; page < MAX_DEVICE_PAGES; page++) {
        const result = z.array(z.unknown()).safeParse(await call('GET', '/v2.0/cloud/thing/device', { page_size: DEVICE_PAGE_SIZE, last_id: lastId }))
        if (!result.success) throw new TuyaError('The Tuya cloud sent a device list this server does not understand.')
        const rows = result.data.flatMap((raw) => {
          const device = TuyaDevice.safeParse(raw)
          return device.success ? [device.data] : []
        })
        devices.push(...rows)
        if (result.data.length < DEVICE_PAGE_SIZE || rows.length === 0) break
        lastId = rows.at(-1)!.id
      }
      return devices
    },

    /** The devices of one Tuya app account (GET /v1.0/users/{uid}/devices), by pages of 100 */
    async listUserDevices(uid: string): Promise<TuyaDevice[]> {
      const devices: TuyaDevice[] = []
      for (let page = 1; page <= MAX_DEVICE_PAGES; page++) {
        const result = z.array(z.unknown()).safeParse(await call('GET', `/v1.0/users/${encodeURIComponent(uid)}/devices`, { page_no: page, page_size: USER_DEVICE_PAGE_SIZE }))
        if (!result.success) throw new TuyaError('The Tuya cloud sent a device list this server does not understand.')
        for (const raw of result.data) {
          const device = TuyaUserDevice.safeParse(raw)
          if (device.success) devices.push(device.data)
        }
        if (result.data.length < USER_DEVICE_PAGE_SIZE) break
      }
      return devices
    },

    /**
     * A device's reported data points with these codes between two times (ms), every page of them
     * (GET /v2.0/cloud/thing/{device_id}/report-logs); `isComplete` is false when there were too many.
     */
    async reportLogs(deviceId: string, { codes, startMs, endMs }: { codes: readonly string[]; startMs: number; endMs: number }) {
      const logs: TuyaLog[] = []
      let lastRowKey: string | undefined
      for (let page = 0; page < MAX_LOG_PAGES; page++) {
        const result = LogPage.safeParse(
          await call('GET', `/v2.0/cloud/thing/${encodeURIComponent(deviceId)}/report-logs`, {
            codes: codes.join(','),
            start_time: startMs,
            end_time: endMs,
            size: LOG_PAGE_SIZE,
            last_row_key: lastRowKey,
          }),
        )
        if (!result.success) throw new TuyaError('The Tuya cloud sent device logs this server does not understand.')
        logs.push(...result.data.logs)
        if (!result.data.has_more || !result.data.last_row_key) return { logs, isComplete: true }
        lastRowKey = result.data.last_row_key
      }
      return { logs, isComplete: false }
    },
  }
}

/** The query string as sent (encoded); the signature covers it decoded and sorted */
function encodeQuery(path: string, query: Query) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value))
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

/** What the sync card and the log say: the cloud's own words and code, and what to check */
export function describeTuyaError(err: unknown): string {
  if (!(err instanceof TuyaError)) return `Tuya cloud sync failed unexpectedly (${reason(err)}).`
  if (err.code === undefined) return err.message
  const said = `${err.message}, code ${err.code}`
  if (CREDENTIAL_CODES.has(err.code)) return `The Tuya cloud did not accept this server's access ID and secret (${said}).`
  if (err.code === 1013) return `The Tuya cloud refused the request time (${said}): check this server's clock.`
  if (err.code === 1106) return `The Tuya cloud project is not allowed to do this (${said}): check its API permissions.`
  return `The Tuya cloud refused the request (${said}).`
}

/** secret invalid, sign invalid, clientId invalid, invalid access */
const CREDENTIAL_CODES = new Set([1001, 1004, 1005, 1008])

/** A failure every call would meet (no connection, credentials or clock refused), not one device's */
export const isAccountWide = (err: TuyaError) => err.code === undefined || err.code === 1013 || CREDENTIAL_CODES.has(err.code) || TOKEN_REJECTED.has(err.code)

function reason(err: unknown) {
  if (err instanceof Error) {
    if (err.name === 'TimeoutError') return 'no answer in time'
    const cause = (err as { cause?: { code?: string; message?: string } }).cause
    return cause?.code ?? cause?.message ?? err.message
  }
  return String(err)
}
