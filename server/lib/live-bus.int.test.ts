import { Writable } from 'node:stream'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tcpProxy } from '../test/tcp-proxy'
import { freshDatabase } from '../test/test-db'
import { createLiveBus, type LiveEvent } from './live-bus'
import { createLogger, type Logger } from './logger'

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

  it('claims no quiet for the time its listening connection was lost: events then went unheard', async () => {
    const dbName = new URL(url!).pathname.slice(1)
    const bus = await createLiveBus({ databaseUrl: url, retryMs: 300 })
    await new Promise((r) => setTimeout(r, 400))
    expect(bus.quietMs('circle-q').motion).toBeGreaterThanOrEqual(300)
    const [pid] = await listeners(admin, dbName)
    await admin.query('select pg_terminate_backend($1)', [pid])
    await until(async () => bus.quietMs('circle-q').motion === 0)
    // back: quiet since it came back, not since it began
    await until(async () => (await listeners(admin, dbName)).length === 1 && bus.quietMs('circle-q').motion > 0)
    expect(bus.quietMs('circle-q').motion).toBeLessThan(300)
    await bus.close()
  })

  it("says in the log why the database is out of reach while it reconnects, in words, not spelled out letter by letter", async () => {
    const proxy = await tcpProxy(Number(new URL(url!).port || 5432))
    await proxy.start()
    const through = new URL(url!)
    through.port = String(proxy.port)
    const lines: Record<string, unknown>[] = []
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => done(void lines.push(JSON.parse(chunk.toString()))) })
    // the server's own logger, with its error serializer
    const bus = await createLiveBus({ databaseUrl: through.toString(), log: createLogger({ LOG_LEVEL: 'warn' }, sink), retryMs: 100 })
    try {
      await proxy.stop()
      await until(async () => lines.some((l) => l.msg === 'live bus reconnect failed'))
      const lost = lines.find((l) => l.msg === 'live bus connection lost; reconnecting')!
      const failed = lines.find((l) => l.msg === 'live bus reconnect failed')!
      expect(lost.reason).toEqual(expect.any(String))
      expect(failed.reason).toBe('ECONNREFUSED')
      for (const line of [lost, failed]) expect(JSON.stringify(line)).not.toMatch(/"0":/)
    } finally {
      await bus.close()
    }
  })
})
