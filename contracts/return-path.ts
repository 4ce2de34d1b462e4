// Where signing in sends a person back to (`/login?next=/alerts%3Fhome%3D…`): the page they were on
// when their session ended. Only a page of this site is accepted, so a crafted link cannot send a
// person who has just typed their password to another site (an open redirect).

/** The sign-in page's parameter and the sign-in form's field */
export const RETURN_PARAM = 'next'

/** Longer than any page of ours with its query */
export const RETURN_PATH_MAX = 2000

/** The value when it is a page of this site to go back to, else undefined (then the usual '/') */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX) return undefined
  // '//host' and '/\host' are another site to a browser, which also drops tabs and newlines ('/\t/host');
  // a backslash or a control character has no place in a path the page itself wrote
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return undefined
  // the API and the sign-in endpoints are not pages (`/api/logout` would sign them straight out again)
  if (/^\/(api|auth)([/?#]|$)/.test(value) || /^\/login([/?#]|$)/.test(value)) return undefined
  return value
}

const hasUnsafeCharacter = (value: string) =>
  [...value].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)
