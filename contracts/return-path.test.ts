import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './return-path'

describe('safeReturnPath', () => {
  it.each([
    ['/alerts', '/alerts'],
    ['/alerts?home=11111111-1111-4111-8111-111111111111', '/alerts?home=11111111-1111-4111-8111-111111111111'],
    ['/care-notes?x=1#top', '/care-notes?x=1#top'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/', '/'],
    // a Location header is ASCII: what is not comes back percent-encoded (UTF-8), the rest as it was
    ['/care-notes?search=café', '/care-notes?search=caf%C3%A9'],
    ['/∕∕evil.test', '/%E2%88%95%E2%88%95evil.test'],
    ['/alerts#\u{1F6A8}%20x', '/alerts#%F0%9F%9A%A8%20x'],
  ])('keeps a page of this site: %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })

  it.each([
    ['another site, scheme-relative', '//evil.example/alerts'],
    ['another site, backslash', '/\\evil.example'],
    ['another site, tab dropped by the browser', '/\t/evil.example'],
    ['another site, newline dropped by the browser', '/\n/evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'alerts'],
    ['empty', ''],
    ['the API', '/api/logout'],
    ['the sign-in endpoint', '/auth/login'],
    ['the sign-in page itself', '/login?next=/alerts'],
    ['not a string', ['/alerts']],
    ['too long', `/${'a'.repeat(2000)}`],
    ['too long once encoded', `/${'é'.repeat(700)}`],
    ['a lone surrogate, which has no UTF-8', '/alerts\uD800'],
    ['another site, scheme-relative, with a Unicode tail', '//evil.example/∕'],
    ['another site, backslash, with a Unicode tail', '/\\evil.example/é'],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeUndefined()
  })

  it.each(['/care-notes?search=café', '/∕∕evil.test', '/%2F%2Fevil.example', '/alerts?home=1'])('answers a value a Location header takes, the same when applied again: %s', (value) => {
    const once = safeReturnPath(value)!
    expect(once).toMatch(/^\/[\x21-\x7e]*$/)
    expect(safeReturnPath(once)).toBe(once)
  })
})
