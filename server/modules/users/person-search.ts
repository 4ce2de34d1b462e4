// Finding a person among many, as User Management and Client Management both do: the search matches a
// name (first, last or both as written), an e-mail, or a phone number however it is spaced
// (contracts/phone-search.ts). Both pages list the first of those matching, A–Z, and say how many match.
import { ilike, or, sql, type SQL } from 'drizzle-orm'
import { phoneSearchDigits } from '../../../contracts/phone-search'
import { users } from '../../db/schema'
import { phoneSql } from './phone-sql'

/**
 * How many people one page lists: the first this many of those matching, A–Z, and how many match, so the
 * page can say to search for the rest. 2,000 accounts were 0.5 MB on every visit and every search keystroke.
 */
export const PEOPLE_LISTED = 200

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The digits of the stored phone (a string only, as phoneOf reads it), for a search typed with other spacing */
const phoneDigitsSql = sql`regexp_replace(coalesce(${phoneSql}, ''), '[^0-9]', '', 'g')`

/** The people whose name, e-mail or phone holds `search`; undefined (everyone) without one */
export function personMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined
  const pattern = `%${escapeLike(search)}%`
  const phoneDigits = phoneSearchDigits(search)
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    phoneDigits ? sql`strpos(${phoneDigitsSql}, ${phoneDigits}) > 0` : undefined,
  )
}

/** How many rows matched, on every row of a listing cut at PEOPLE_LISTED */
export const matchingCount = sql<number>`(count(*) over ())::int`
