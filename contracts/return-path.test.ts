import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './return-path'

describe('safeReturnPath', () => {
  it.each([
    ['/alerts', '/alerts'],
    ['/alerts?home=11111111-1111-4111-8111-111111111111', '/alerts?home=11111111-1111-4111-8111-111111111111'],
    ['/care-notes?x=1#top', '/care-notes?x=1#top'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/', '/'],
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
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeUndefined()
  })
})
