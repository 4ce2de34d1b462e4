// One process at a time reads a broker's Zigbee2MQTT topics. Two that both read them store every
// message twice (each gets its own copy, stamped with its own arrival), and two under one client id
// take the broker's session from each other every couple of seconds, each given the other's
// unacknowledged messages as new ones. A session advisory lock held on a connection of its own: the
// database drops it the moment the process dies or loses that connection, so another process waiting
// for it takes over within its retry interval.
import pg from 'pg'
import type { Db } from '../../lib/db'

export interface ReaderLock {
  /** settles when the lock may no longer be held: its connection failed or stopped answering */
  lost: Promise<void>
  release(): Promise<void>
}

/** A lock nobody else can want: the embedded database's one process, or a reader told not to take the lock */
export const NEVER_LOST: ReaderLock = { lost: new Promise<void>(() => {}), release: async () => {} }

/**
 * The lock named `name`, or null while another process holds it. The embedded database serves one
 * process only, so there it is always this one's. Throws when the database cannot be reached.
 */
export async function takeReaderLock(db: Db, name: string, { checkEveryMs = 10_000 } = {}): Promise<ReaderLock | null> {
  const pool = (db as unknown as { $client?: unknown }).$client
  if (!(pool instanceof pg.Pool)) return NEVER_LOST
  const client = await pool.connect()
  let markLost!: () => void
  const lost = new Promise<void>((resolve) => (markLost = resolve))
  // an error on a connection nobody queries would otherwise crash the process. The connection goes back
  // to the pool afterwards, so the listener leaves with it: a process standing by asks every 10 s, and
  // each ask left one behind on a pooled connection (8,640 a day, each holding its lock's promise)
  const onError = () => markLost()
  client.on('error', onError)
  const giveBack = (destroy = false) => {
    client.off('error', onError)
    client.release(destroy)
  }
  try {
    const { rows } = await client.query<{ took: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as took', [`hearthwatch: ${name}`])
    if (!rows[0]?.took) {
      giveBack()
      return null
    }
  } catch (err) {
    giveBack(true)
    throw err
  }
  const timer = setInterval(() => void client.query('select 1').catch(() => markLost()), checkEveryMs)
  timer.unref()
  return {
    lost,
    async release() {
      clearInterval(timer)
      try {
        await client.query('select pg_advisory_unlock_all()')
        giveBack()
      } catch {
        // a connection that is gone holds nothing
        giveBack(true)
      }
    },
  }
}
