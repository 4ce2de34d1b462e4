// Tuya's OpenAPI request signature ("Sign Requests", developer.tuya.com/en/docs/iot/new-singnature):
//   stringToSign = METHOD \n SHA-256(body) in lower-case hex \n signed headers \n URL
//   sign = HMAC-SHA256(client_id [+ access_token] + t + nonce + stringToSign, secret), upper-case hex
// where the URL is the path and its query parameters sorted by name (values as sent, not encoded),
// each signed header is "name:value\n" in the order `Signature-Headers` lists them, and the token
// calls (/v1.0/token…) leave access_token out.
import { createHash, createHmac } from 'node:crypto'

export type Query = Record<string, string | number | undefined>

export const sha256Hex = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex')

/** The path with its query sorted by name; parameters without a value are not sent at all */
export function canonicalUrl(path: string, query: Query = {}) {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
  return pairs.length ? `${path}?${pairs.join('&')}` : path
}

export function stringToSign({
  method,
  url,
  body = '',
  signedHeaders = [],
}: {
  method: string
  url: string
  body?: string
  signedHeaders?: readonly (readonly [string, string])[]
}) {
  const headers = signedHeaders.map(([name, value]) => `${name}:${value}\n`).join('')
  return [method.toUpperCase(), sha256Hex(body), headers, url].join('\n')
}

export function sign({
  clientId,
  secret,
  accessToken = '',
  t,
  nonce = '',
  toSign,
}: {
  clientId: string
  secret: string
  accessToken?: string
  t: string
  nonce?: string
  toSign: string
}) {
  return createHmac('sha256', secret)
    .update(clientId + accessToken + t + nonce + toSign, 'utf8')
    .digest('hex')
    .toUpperCase()
}
