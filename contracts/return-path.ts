// Where signing in sends a person back to (`/login?next=/alerts%3Fhome%3D…`): the page they were on
// when their session ended. Only a page of this site is accepted, so a crafted link cannot send a
// person who has just typed their password to another site (an open redirect).

/** The sign-in page's parameter and the sign-in form's field */
export const RETURN_PARAM = 'next'

/** Longer than any page of ours with its query */
export const RETURN_PATH_MAX = 2000

/**
 * The value when it is a page of this site to go back to, else undefined (then the usual '/'). A
 * character outside ASCII comes back percent-encoded, as a browser would send it: a Location header
 * must be ASCII, and '/∕∕host' (division slashes) must stay a path of ours.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX) return undefined
  // '//host' and '/\host' are another site to a browser, which also drops tabs and newlines ('/\t/host');
  // a backslash or a control character has no place in a path the page itself wrote
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return undefined
  // the API and the sign-in endpoints are not pages (`/api/logout` would sign them straight out again)
  if (/^\/(api|auth)([/?#]|$)/.test(value) || /^\/login([/?#]|$)/.test(value)) return undefined
  const encoded = encodeNonAscii(value)
  return encoded !== undefined && encoded.length <= RETURN_PATH_MAX ? encoded : undefined
}

const hasUnsafeCharacter = (value: string) =>
  [...value].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)

/** Percent-encodes (UTF-8) what is not ASCII, leaving the rest, '%' included, as it is; undefined for a lone surrogate, which has no UTF-8 */
function encodeNonAscii(value: string): string | undefined {
  try {
    return value.replace(/[\u0080-\uffff]+/g, (run) => encodeURIComponent(run))
  } catch {
    return undefined
  }
}
