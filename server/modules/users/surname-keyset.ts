// Staff's long lists A–Z by last name (User Management's people, Client Management's homes) read a page at a
// time from where the last ended (decision 0128): the order of people-order.ts's bySurname written as keys that
// are never null, so one row comparison says 'after this row' and the index of migration 0038 answers it (a
// comparison with a null in it is neither true nor false, and would end the list at the first missing name).
import { asc, sql, type SQL } from 'drizzle-orm'
import { encodeCursor, type PagePosition } from '../../../contracts/page-cursor'
import { users } from '../../db/schema'

/**
 * Last name, first name and e-mail each as (missing, the value or ''): a missing one after every given one, as
 * bySurname's ascending order puts nulls last; then when the row was added, and its id. Written as the index is.
 */
const keys: SQL[] = [
  sql`(${users.lastName} is null)`,
  sql`coalesce(${users.lastName}, '')`,
  sql`(${users.firstName} is null)`,
  sql`coalesce(${users.firstName}, '')`,
  sql`(${users.email} is null)`,
  sql`coalesce(${users.email}, '')`,
  sql`${users.createdAt}`,
  sql`${users.id}`,
]

/** A–Z by last name, exactly as bySurname sorts, in the keys a page reads on by */
export const bySurnameKeys = keys.map((key) => asc(key))

/** The rows after `position` in that order */
export function afterPosition(p: PagePosition): SQL {
  const values = [p.lastName === null, p.lastName ?? '', p.firstName === null, p.firstName ?? '', p.email === null, p.email ?? '']
  return sql`(${sql.join(keys, sql`, `)}) > (${sql.join(values.map((v) => sql`${v}`), sql`, `)}, ${p.createdAt}::timestamptz, ${p.id}::uuid)`
}

/** When the row was added, to the microsecond and in UTC, for the cursor (a JavaScript Date would cut it to the millisecond) */
export const positionAt = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

type Positioned = Omit<PagePosition, 'createdAt'> & { positionAt: string }

/**
 * A page from rows read one past `limit` (that one says there is a page after): its rows without their
 * `positionAt`, and the `next` that reads on after its last row (null at the end of the list)
 */
export function pageOf<R extends Positioned>(rows: R[], limit: number) {
  const last = rows[limit - 1]
  const next = rows.length > limit && last ? encodeCursor({ lastName: last.lastName, firstName: last.firstName, email: last.email, createdAt: last.positionAt, id: last.id }) : null
  return { rows: rows.slice(0, limit).map(({ positionAt: _, ...row }) => row), next }
}
