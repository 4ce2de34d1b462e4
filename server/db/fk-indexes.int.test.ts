// PostgreSQL indexes the referenced side of a foreign key, never the referencing side: without an index
// starting with the column, deleting a user (ON DELETE CASCADE / SET NULL) scans the whole table, and
// on a Raspberry Pi holding millions of motion_events that is a long lock.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../lib/db'
import { freshDatabase } from '../test/test-db'

/** `table.column` → why no index is wanted (one line); a foreign key listed here is allowed to have none */
const UNINDEXED_ON_PURPOSE: Record<string, string> = {}

let database: Database
beforeAll(async () => {
  database = await freshDatabase()
})
afterAll(() => database.close())

/**
 * Every foreign key of the public schema as `table.col[,col]`, and whether a valid, non-partial index
 * starts with its columns (in any order): the only kind the planner uses for the delete's lookup
 */
async function foreignKeys() {
  const result = await database.db.execute(sql`
    select c.conrelid::regclass::text || '.' || string_agg(a.attname, ',' order by k.ord) as fk,
      exists (
        select from pg_index i
        where i.indrelid = c.conrelid and i.indisvalid and i.indpred is null
          and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] @> c.conkey
      ) as indexed
    from pg_constraint c
    cross join unnest(c.conkey) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
    group by c.oid, c.conrelid, c.conkey
    order by 1`)
  return (result as unknown as { rows: { fk: string; indexed: boolean }[] }).rows
}

describe('foreign keys', () => {
  it('each have an index starting with their columns, unless listed with a reason', async () => {
    const keys = await foreignKeys()
    // guards against a query that silently finds nothing
    expect(keys.map((k) => k.fk)).toContain('motion_events.user_id')
    const unindexed = keys.filter((k) => !k.indexed).map((k) => k.fk)
    expect(unindexed.filter((fk) => !(fk in UNINDEXED_ON_PURPOSE)), 'foreign keys with no index starting with them').toEqual([])
    expect(Object.keys(UNINDEXED_ON_PURPOSE).filter((fk) => !unindexed.includes(fk)), 'listed as unindexed but indexed or gone').toEqual([])
  })
})
