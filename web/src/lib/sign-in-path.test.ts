import { describe, expect, it } from 'vitest'
import { returnPathOf, returnPathWords, signInPath } from './sign-in-path'

const at = (path: string) => {
  const url = new URL(path, 'https://hearthwatch.example')
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}

describe('signInPath', () => {
  it.each([
    ['/alerts', '/login?next=%2Falerts'],
    ['/alerts?home=abc', '/login?next=%2Falerts%3Fhome%3Dabc'],
    ['/care-notes#top', '/login?next=%2Fcare-notes%23top'],
    // the dashboard is where signing in lands anyway
    ['/', '/login'],
    // a second 401 on the way keeps the page to return to
    ['/login?next=%2Falerts', '/login?next=%2Falerts'],
    ['/login', '/login'],
  ])('from %s goes to %s', (from, to) => {
    expect(signInPath(at(from))).toBe(to)
  })
})

describe('returnPathOf', () => {
  it.each([
    ['?next=%2Falerts%3Fhome%3Dabc', '/alerts?home=abc'],
    ['?next=%2F%2Fevil.example', undefined],
    ['?next=https%3A%2F%2Fevil.example', undefined],
    ['', undefined],
  ])('%s → %s', (search, expected) => {
    expect(returnPathOf(new URLSearchParams(search))).toBe(expected)
  })
})

describe('returnPathWords', () => {
  it.each([
    ['/alerts?home=abc&alert=def', 'Once you sign in, you go straight to the alert.'],
    ['/Alerts/?alert=def', 'Once you sign in, you go straight to the alert.'],
    ['/alerts?home=abc', 'Once you sign in, you go straight to the page you opened.'],
    ['/care-notes?alert=def', 'Once you sign in, you go straight to the page you opened.'],
    ['/invitations/abc', 'Once you sign in, you go straight to the page you opened.'],
    [undefined, null],
  ])('%s → %s', (returnTo, expected) => {
    expect(returnPathWords(returnTo)).toBe(expected)
  })
})
