// For the race tests on PostgreSQL: a test holds a transaction, sends requests that must queue behind it,
// and goes on only once they do, instead of guessing with a sleep.
import { sql } from 'drizzle-orm'
import type { Db } from '../lib/db'
import { until } from './until'

/** Waits until `count` statements on this database are waiting for a lock; `who` names them when they never do */
export async function untilWaitingForLocks(db: Db, count: number, who: string) {
  const waiting = async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`wait_event_type = 'Lock' and datname = current_database()`)
    return row!.n >= count
  }
  await until(waiting, 10_000).catch(() => {
    throw new Error(`${who} never waited for the lock`)
  })
}
