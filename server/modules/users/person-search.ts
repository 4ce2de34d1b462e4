// Finding a person among many, as User Management and Client Management both do: the search matches a
// name (first, last or both as written), an e-mail, or a phone number however it is spaced
// (contracts/phone-search.ts). Both pages list a page of those matching, A–Z, after the last row shown
// (surname-keyset.ts), and say how many match (contracts/paging.ts; decisions 0121, 0127, 0128).
import { ilike, or, sql, type SQL } from 'drizzle-orm'
import { phoneSearchDigits } from '../../../contracts/phone-search'
import { users } from '../../db/schema'
import { phoneSql } from './phone-sql'

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
