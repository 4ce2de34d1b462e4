// The reader lock's connection comes from the pool and goes back to it: whatever it listened for must
// not stay on a connection other queries use. A process standing by asks for the lock every 10 s.
// PostgreSQL only: on the embedded database the lock is always this process's own.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../lib/db'
import { freshDatabase } from '../../test/test-db'
import { takeReaderLock } from './mqtt-reader-lock'

let database: Database
let pool: pg.Pool
const handedOut = new Set<pg.PoolClient>()
let connectUnseen: () => Promise<pg.PoolClient>

beforeAll(async () => {
  database = await freshDatabase()
  pool = (database.db as unknown as { $client: pg.Pool }).$client
  // every connection the lock borrows, to look at once it is back in the pool
  connectUnseen = pool.connect.bind(pool) as () => Promise<pg.PoolClient>
  ;(pool as unknown as { connect: () => Promise<pg.PoolClient> }).connect = async () => {
    const client = await connectUnseen()
    handedOut.add(client)
    return client
  }
})
afterAll(async () => {
  await database?.close()
})

const mostErrorListeners = () => Math.max(...[...handedOut].map((client) => client.listenerCount('error')))

describe.skipIf(!process.env.TEST_DATABASE_URL)('the MQTT reader lock', () => {
  it('leaves nothing behind on the pooled connections it asks on, held or not', async () => {
    const other = await connectUnseen()
    await other.query(`select pg_advisory_lock(hashtextextended('hearthwatch: leak test', 0))`)

    // a process standing by: the lock is someone else's, asked for again and again
    for (let i = 0; i < 30; i++) expect(await takeReaderLock(database.db, 'leak test')).toBeNull()
    expect(handedOut.size).toBeGreaterThan(0)
    // the pool's own listener for an idle connection's error, and nothing else
    expect(mostErrorListeners()).toBeLessThanOrEqual(1)

    // then the other process goes and this one holds the lock, and later lets it go
    await other.query('select pg_advisory_unlock_all()')
    other.release()
    for (let i = 0; i < 5; i++) {
      const lock = await takeReaderLock(database.db, 'leak test')
      expect(lock).not.toBeNull()
      await lock?.release()
    }
    // the pool's own listener for an idle connection's error, and nothing else
    expect(mostErrorListeners()).toBeLessThanOrEqual(1)
  })
})
