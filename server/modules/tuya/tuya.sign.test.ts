import { describe, expect, it } from 'vitest'
import { canonicalUrl, sha256Hex, sign, stringToSign } from './tuya.sign'

// The worked example of Tuya's "Sign Requests" page: its inputs and the two signatures it prints
const DOC = {
  clientId: '1KAD46OrT9HafiKdsXeg',
  secret: '4OHBOnWOqaEC1mWXOpVL3yV50s0qGSRC',
  t: '1588925778000',
  nonce: '5138cc3a9033d69856923fd07b491173',
  accessToken: '3f4eda2bdec17232f67c0b188af3eec1',
}
const DOC_HEADERS = [
  ['area_id', '29a33e8796834b1efa6'],
  ['call_id', '8afdb70ab2ed11eb85290242ac130003'],
] as const
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

describe("Tuya's request signature", () => {
  it('builds the string to sign: method, body hash, signed headers, then the URL', () => {
    expect(stringToSign({ method: 'get', url: '/v1.0/token?grant_type=1', signedHeaders: DOC_HEADERS })).toBe(
      `GET\n${EMPTY_SHA256}\narea_id:29a33e8796834b1efa6\ncall_id:8afdb70ab2ed11eb85290242ac130003\n\n/v1.0/token?grant_type=1`,
    )
    // no signed headers: the headers line is empty, so two line breaks before the URL
    expect(stringToSign({ method: 'POST', url: '/v1.0/x', body: '{"a":1}' })).toBe(`POST\n${sha256Hex('{"a":1}')}\n\n/v1.0/x`)
  })

  it("matches the token call's signature in Tuya's example", () => {
    const toSign = stringToSign({ method: 'GET', url: '/v1.0/token?grant_type=1', signedHeaders: DOC_HEADERS })
    expect(sign({ clientId: DOC.clientId, secret: DOC.secret, t: DOC.t, nonce: DOC.nonce, toSign })).toBe(
      '9E48A3E93B302EEECC803C7241985D0A34EB944F40FB573C7B5C2A82158AF13E',
    )
  })

  it("matches the business call's signature in Tuya's example, with the access token and a sorted query", () => {
    const url = canonicalUrl('/v2.0/apps/schema/users', { page_size: 50, page_no: 1 })
    expect(url).toBe('/v2.0/apps/schema/users?page_no=1&page_size=50')
    expect(sign({ ...DOC, toSign: stringToSign({ method: 'GET', url, signedHeaders: DOC_HEADERS }) })).toBe(
      'AE4481C692AA80B25F3A7E12C3A5FD9BBF6251539DD78E565A1A72A508A88784',
    )
  })

  it('leaves out parameters without a value and keeps values as sent', () => {
    expect(canonicalUrl('/v2.0/cloud/thing/device', { page_size: 20, last_id: undefined, categories: 'pir,mcs' })).toBe(
      '/v2.0/cloud/thing/device?categories=pir,mcs&page_size=20',
    )
    expect(canonicalUrl('/v1.0/token')).toBe('/v1.0/token')
  })
})
