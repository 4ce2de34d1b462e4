import { vi } from 'vitest'
import type { Db } from '../lib/db'

/** Statements sent to the database while `run` runs (node-postgres' pool and PGlite both answer `query`) */
export async function statementsDuring(db: Db, run: () => Promise<unknown>) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const spy = vi.spyOn(client, 'query')
  try {
    await run()
    return spy.mock.calls.length
  } finally {
    spy.mockRestore()
  }
}
