import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, inject } from 'vitest'
import { connectPostgres, openPglite, type Database } from '../lib/db'
import { admin, withDatabase } from './global-setup'

/**
 * A database of this test file's own: a clone of the migrated template on the local PostgreSQL when
 * TEST_DATABASE_URL is set, otherwise a new in-memory PGlite. `close()` drops it. `from`: the name of a
 * database to clone instead of the template (one a test kept: `keep()`; nobody may be connected to it).
 */
export async function freshDatabase(from?: string): Promise<FreshDatabase> {
  const url = process.env.TEST_DATABASE_URL
  if (from && !url) throw new Error('only a database on PostgreSQL is kept to be cloned')
  const template = from ?? inject('templateDatabase')
  if (!url || !template) return openPglite()
  const name = `hw_test_${randomBytes(6).toString('hex')}`
  await admin(url, `CREATE DATABASE "${name}" TEMPLATE "${template}"`)
  const database = await connectPostgres(withDatabase(url, name))
  return {
    ...database,
    url: withDatabase(url, name),
    close: async () => {
      await database.close()
      await admin(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    },
    keep: async () => {
      await database.close()
      return { name, drop: () => admin(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
    },
  }
}

export interface FreshDatabase extends Database {
  url?: string
  /**
   * Closes its connections but keeps it, to be cloned by freshDatabase(name) (PostgreSQL only: PGlite's has
   * none); `drop()` drops it at last
   */
  keep?(): Promise<{ name: string; drop(): Promise<void> }>
}

/**
 * freshDatabase() for a test file: made before its tests and dropped after them. The object is there as the
 * file loads (its fields from the file's first beforeAll), so the file may keep it in a const.
 */
export function useFreshDatabase(): FreshDatabase {
  const database = {} as FreshDatabase
  beforeAll(async () => {
    Object.assign(database, await freshDatabase())
  })
  afterAll(async () => database.close?.())
  return database
}
