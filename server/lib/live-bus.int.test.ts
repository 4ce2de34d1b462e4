import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../test/test-db'
import { createLiveBus, type LiveEvent } from './live-bus'
import type { Logger } from './logger'

// LISTEN/NOTIFY across processes needs a PostgreSQL server (the embedded one has no second connection)
const database = await freshDatabase()
const url = (database as { url?: string }).url
afterAll(() => database.close())

const listeners = async (admin: pg.Client, db: string) =>
  (await admin.query(`select pid from pg_stat_activity where datname = $1 and query = 'LISTEN hearthwatch_live'`, [db])).rows.map((r: { pid: number }) => r.pid)
const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe.skipIf(!url)('the live bus on PostgreSQL', () => {
  let admin: pg.Client
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
  })
  afterAll(() => admin?.end())

  it('keeps exactly one listening connection through repeated database restarts, and delivers each event once', async () => {
    const dbName = new URL(url!).pathname.slice(1)
    const warnings: string[] = []
    const log = { warn: (_: unknown, msg: string) => warnings.push(msg), error: (_: unknown, msg: string) => warnings.push(msg) } as unknown as Logger
    const bus = await createLiveBus({ databaseUrl: url, log, retryMs: 100 })
    const heard: LiveEvent[] = []
    bus.subscribe('circle-1', (e) => heard.push(e))
    for (let restart = 0; restart < 4; restart++) {
      const [pid] = await listeners(admin, dbName)
      expect(pid).toBeDefined()
      await admin.query('select pg_terminate_backend($1)', [pid])
      await until(async () => {
        const now = await listeners(admin, dbName)
        return now.length === 1 && now[0] !== pid
      })
    }
    // give any second reconnect time to appear, then count
    await new Promise((r) => setTimeout(r, 500))
    expect(await listeners(admin, dbName)).toHaveLength(1)
    await bus.publish({ type: 'motion', circleId: 'circle-1' })
    await until(async () => heard.length > 0)
    await new Promise((r) => setTimeout(r, 300))
    expect(heard).toHaveLength(1)
    expect(warnings.filter((w) => w.startsWith('live bus connection lost'))).toHaveLength(4)
    await bus.close()
    await until(async () => (await listeners(admin, dbName)).length === 0)
  })
})
