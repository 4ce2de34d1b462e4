// PostgreSQL restarting under a running server (decision 22: answered with 503s, nothing lost) is
// something to be told of once, plainly, not a stack trace at error level for every idle connection.
import { afterAll, describe, expect, it } from 'vitest'
import { captureLog, LEVEL } from '../test/capture-log'
import { tcpProxy } from '../test/tcp-proxy'
import { freshDatabase } from '../test/test-db'
import { until } from '../test/until'
import { connectPostgres, type Database } from './db'
import { createLiveBus } from './live-bus'

const postgres = process.env.TEST_DATABASE_URL

describe.skipIf(!postgres)('PostgreSQL going away under a running server', () => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  })

  it('says so in one warning without a stack, for the pool and the live bus alike', { timeout: 30_000 }, async () => {
    const database = await freshDatabase()
    cleanups.push(() => database.close())
    const target = new URL(database.url!)
    const proxy = await tcpProxy(Number(target.port || 5432))
    await proxy.start()
    cleanups.push(() => proxy.stop())
    const url = new URL(database.url!)
    url.host = `127.0.0.1:${proxy.port}`
    const { log, lines } = captureLog()
    const app: Database = await connectPostgres(url.toString(), log)
    cleanups.push(() => app.close())
    const live = await createLiveBus({ databaseUrl: url.toString(), log, retryMs: 60_000 })
    cleanups.push(() => live.close())
    // three idle connections in the pool and one in the live bus's publisher
    await Promise.all([1, 2, 3].map(() => app.db.execute('select pg_sleep(0.05)')))
    await live.publish({ circleId: '00000000-0000-0000-0000-000000000000', type: 'devices.changed' })

    await proxy.stop()
    await until(() => lines.some((l) => l.msg.startsWith('live bus connection lost')))
    await new Promise((resolve) => setTimeout(resolve, 300))

    const told = lines.filter((l) => l.level >= LEVEL.warn && !l.msg.startsWith('live bus connection lost'))
    expect(told.map((l) => l.msg)).toEqual([
      `lost the connection to PostgreSQL at 127.0.0.1:${proxy.port} (Connection terminated unexpectedly): it is restarting or stopped. Pages and hubs get 503 until it is back, and nothing already stored is lost; if it does not come back, start PostgreSQL (docs/self-hosting.md)`,
    ])
    expect(told.every((l) => l.level === LEVEL.warn && l.err === undefined)).toBe(true)
  })
})
