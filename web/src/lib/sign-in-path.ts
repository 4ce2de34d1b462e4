import { RETURN_PARAM, safeReturnPath } from '@contracts/return-path'

type Place = Pick<Location, 'pathname' | 'search' | 'hash'>

/**
 * Where a person whose session ended goes: the sign-in page, told which page to bring them back to
 * (the server accepts only a page of ours, contracts/return-path.ts). Already there (a second 401 on
 * the way), it keeps the page it will return to.
 */
export function signInPath({ pathname, search, hash }: Place) {
  if (pathname === '/login') return `${pathname}${search}`
  const back = safeReturnPath(`${pathname}${search}${hash}`)
  return back && back !== '/' ? `/login?${RETURN_PARAM}=${encodeURIComponent(back)}` : '/login'
}

/** The page the sign-in page was asked to return to, when it is one of ours */
export const returnPathOf = (search: URLSearchParams) => safeReturnPath(search.get(RETURN_PARAM) ?? undefined)

/**
 * `path` (the sign-in page, the reset pages), told the page to go on to once signed in, when there is one: it
 * goes with her through a forgotten password, from the sign-in page an alert's link opened to the alert
 */
export const withReturnPath = (path: string, returnTo: string | undefined) =>
  returnTo ? `${path}?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}` : path

/** What the sign-in page says of the page it returns to (an alert a link named, or another page); null for none */
export function returnPathWords(returnTo: string | undefined) {
  if (!returnTo) return null
  const { pathname, searchParams } = new URL(returnTo, 'https://hearthwatch.invalid')
  const isAlert = pathname.replace(/\/$/, '').toLowerCase() === '/alerts' && searchParams.has('alert')
  return `Once you sign in, you go straight to ${isAlert ? 'the alert' : 'the page you opened'}.`
}
