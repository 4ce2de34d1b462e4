// A page of User Management or Client Management after the last row shown starts where an index says (migration
// 0038, decision 0128), on PGlite as on PostgreSQL: the comparison with the cursor is the index's condition, not a
// filter over every account sorted for each page. 1,200 accounts, two in five of them homes, the table analysed.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeCursor, type PagePosition } from '../../../contracts/page-cursor'
import { users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { freshDatabase } from '../../test/test-db'
import { findClientRows } from '../business/business.repository'
import { listUsers } from './users-admin.repository'
import { listManagedUsers } from './users-admin.service'

let database: Database
let after: PagePosition
beforeAll(async () => {
  database = await freshDatabase()
  const rows = Array.from({ length: 1200 }, (_, i) => ({
    lastName: i % 97 === 0 ? null : `Surname ${Math.floor(i / 3)}`,
    firstName: 'Kay',
    email: i % 3 === 0 ? null : `person${i}@index.example`,
    role: i % 5 < 2 ? ('client' as const) : ('carer' as const),
  }))
  for (let i = 0; i < rows.length; i += 400) await database.db.insert(users).values(rows.slice(i, i + 400))
  await database.db.execute(sql`analyze users`)
  after = decodeCursor((await listManagedUsers(database.db, { limit: 500 })).next!)!
})
afterAll(() => database?.close())

/** The plan of the statement `run` sends (node-postgres' pool and PGlite both answer `query(text, params)`) */
async function planOf(run: () => Promise<unknown>) {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const spy = vi.spyOn(client, 'query')
  let calls: unknown[][]
  try {
    await run()
  } finally {
    calls = [...spy.mock.calls]
    spy.mockRestore()
  }
  const [text, params] = calls.at(-1)! as [string | { text: string; values?: unknown[] }, unknown[] | undefined]
  const values = (typeof text === 'object' && text.values) || params || []
  const literal = (v: unknown) => (v === null ? 'null' : typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v))
  const bound = (typeof text === 'string' ? text : text.text).replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]))
  const result = (await database.db.execute(sql.raw(`explain ${bound}`))) as unknown as { rows: Record<string, string>[] }
  return result.rows.map((r) => Object.values(r)[0]).join('\n')
}

/** Where the plan reads `users` from the index with the cursor as its condition */
const startsAtCursor = (plan: string) => /Index Scan (using|on) users_by_surname_idx[\s\S]*?Index Cond: \(ROW\(/.test(plan)

describe('a page after the last row shown', () => {
  it.each([
    ['everyone', () => listUsers(database.db, { limit: 50, after })],
    ['carers', () => listUsers(database.db, { limit: 50, role: 'carer', after })],
    ['a search', () => listUsers(database.db, { limit: 50, search: 'surname 3', after })],
    ['homes', () => findClientRows(database.db, {}, { limit: 50, after })],
    ['homes on no plan', () => findClientRows(database.db, { status: 'inactive' }, { limit: 50, after })],
  ])('starts where the index says: %s', async (_, run) => {
    const plan = await planOf(run)
    expect(startsAtCursor(plan), plan).toBe(true)
  })

  it('the first page is read in order from the index, not every account sorted', async () => {
    const plan = await planOf(() => listUsers(database.db, { limit: 50 }))
    expect(plan, plan).toMatch(/Index Scan using users_by_surname_idx on users/)
  })
})
