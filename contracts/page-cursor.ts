// Where a page of a list A–Z by last name ends (decision 0128): the last row's place in the order (last name,
// first name, e-mail, when it was added, id; a missing name or e-mail after every given one), written as an opaque
// `next` for the page after it to read on from (`after`). Only the server reads one: a page's caller hands it back.

/** A row's place in the A–Z order: the next page holds the rows after it */
export interface PagePosition {
  lastName: string | null
  firstName: string | null
  email: string | null
  /** when the row was added, to the microsecond (PostgreSQL keeps microseconds, a JavaScript Date milliseconds) */
  createdAt: string
  id: string
}

/** The longest each part may be: the columns' own lengths (server/db/tables/people.ts) */
const MOST = { lastName: 100, firstName: 100, email: 320 } as const
const CREATED_AT = /^(19|[2-9]\d)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** a cursor of the longest names and e-mail, each character four bytes, fits with room to spare */
export const CURSOR_MAX_LENGTH = 4000

const toBase64Url = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** The opaque `next` of the page that ends at `position` */
export function encodeCursor({ lastName, firstName, email, createdAt, id }: PagePosition): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify([lastName, firstName, email, createdAt, id])))
}

/** A name or e-mail as a cursor may hold one: text of at most `most` characters, without NUL (which no stored text holds), or none */
const isPart = (value: unknown, most: number): value is string | null =>
  value === null || (typeof value === 'string' && [...value].length <= most && !value.includes('\u0000'))

/** An instant as encodeCursor writes it, and a real one (no 30 February, no 25 o'clock): the database would refuse it */
function isInstant(text: string) {
  if (!CREATED_AT.test(text)) return false
  const date = new Date(`${text.slice(0, 23)}Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === text.slice(0, 23)
}

/** The position an `after` names, or null when it is not one this server wrote (cut short, changed by hand, another list's) */
export function decodeCursor(cursor: string): PagePosition | null {
  if (cursor.length === 0 || cursor.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null
  let parts: unknown
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))
    parts = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))))
  } catch {
    return null
  }
  if (!Array.isArray(parts) || parts.length !== 5) return null
  const [lastName, firstName, email, createdAt, id] = parts as unknown[]
  if (!isPart(lastName, MOST.lastName) || !isPart(firstName, MOST.firstName) || !isPart(email, MOST.email)) return null
  if (typeof createdAt !== 'string' || !isInstant(createdAt)) return null
  if (typeof id !== 'string' || !UUID.test(id)) return null
  return { lastName, firstName, email, createdAt, id }
}
