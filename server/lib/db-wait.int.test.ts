// A PostgreSQL that is not up yet when the app starts (a Pi booting the app first): simulated with a
// port nothing listens on, then a relay to the local PostgreSQL that the test opens late.
import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { captureLog, LEVEL } from '../test/capture-log'
import { freePort, tcpProxy } from '../test/tcp-proxy'
import { freshDatabase } from '../test/test-db'
import { connectPostgres } from './db'

const PASSWORD = 'pw-that-must-not-be-logged'
const postgres = process.env.TEST_DATABASE_URL

describe('connecting to PostgreSQL at start-up', () => {
  it('retries an unreachable server with backoff for the time allowed, then fails naming host and port, never the password', async () => {
    const port = await freePort()
    const { log, lines } = captureLog()
    const startedAt = Date.now()
    const failure = await connectPostgres(`postgres://hearthwatch:${PASSWORD}@127.0.0.1:${port}/hw`, log, { waitMs: 2_500 }).catch((err: Error) => err)
    const tookMs = Date.now() - startedAt

    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toBe(
      `cannot reach PostgreSQL at 127.0.0.1:${port} after trying for 2.5s (ECONNREFUSED): is it running, and is DATABASE_URL's port right? DATABASE_WAIT_MS sets how long to wait`,
    )
    expect(tookMs).toBeGreaterThanOrEqual(2_400)
    // 1 s, then what is left of the 2.5 s (about 1 s, less the time the tries took: less on a loaded machine)
    expect(lines[0]).toMatchObject({ level: LEVEL.warn, msg: `cannot reach PostgreSQL at 127.0.0.1:${port}, retrying in 1s` })
    expect(lines.length).toBeGreaterThanOrEqual(2)
    for (const line of lines.slice(1)) {
      expect(line).toMatchObject({ level: LEVEL.warn, msg: expect.stringMatching(new RegExp(`^cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}, retrying in [01](\\.\\d)?s$`)) })
    }
    expect(JSON.stringify(lines)).not.toContain(PASSWORD)
    expect(String((failure as Error).stack)).not.toContain(PASSWORD)
  })

  it('fails at once when told not to wait', async () => {
    const port = await freePort()
    const { log, lines } = captureLog()
    await expect(connectPostgres(`postgres://nobody@127.0.0.1:${port}/hw`, log)).rejects.toThrow(`cannot reach PostgreSQL at 127.0.0.1:${port} (ECONNREFUSED)`)
    expect(lines).toEqual([])
  })

  it('gives up on a server that takes the connection and never answers (a frozen host), rather than hang', { timeout: 30_000 }, async () => {
    const held: net.Socket[] = []
    const silent = net.createServer((socket) => void held.push(socket.on('error', () => {})))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as net.AddressInfo
    const startedAt = Date.now()
    try {
      const failure = await connectPostgres(`postgres://nobody@127.0.0.1:${port}/hw`, captureLog().log).catch((err: Error) => err)
      expect((failure as Error).message).toMatch(new RegExp(`^cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port} \\(Connection terminated[^)]*\\)`))
      expect(Date.now() - startedAt).toBeLessThan(15_000)
    } finally {
      for (const s of held) s.destroy()
      silent.close()
    }
  })

  describe.skipIf(!postgres)('on the local PostgreSQL', () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>
    afterAll(() => database?.close())

    it('connects and migrates once the server comes up while it waits', { timeout: 30_000 }, async () => {
      database = await freshDatabase()
      const proxy = await tcpProxy(Number(new URL(postgres!).port || 5432))
      const url = new URL(database.url!)
      url.port = String(proxy.port)
      const { log, lines } = captureLog()

      const opening = setTimeout(() => void proxy.start(), 1_500)
      try {
        const connected = await connectPostgres(url.toString(), log, { waitMs: 20_000 })
        const result = (await connected.db.execute('select count(*)::int as n from users')) as unknown as { rows: { n: number }[] }
        expect(result.rows).toEqual([{ n: 0 }])
        await connected.close()
      } finally {
        clearTimeout(opening)
        await proxy.stop()
      }
      expect(lines.length).toBeGreaterThanOrEqual(1)
      expect(lines.every((l) => l.level === LEVEL.warn && l.msg.startsWith(`cannot reach PostgreSQL at 127.0.0.1:${proxy.port}, retrying in`))).toBe(true)
    })

    it('does not wait on a server that answers with an error of its own (here: no such database)', async () => {
      const url = new URL(postgres!)
      url.pathname = '/hw_no_such_database'
      const { log, lines } = captureLog()
      const startedAt = Date.now()
      await expect(connectPostgres(url.toString(), log, { waitMs: 20_000 })).rejects.toThrow(/has no database "hw_no_such_database"\. Make it \(sudo -u postgres createdb/)
      expect(Date.now() - startedAt).toBeLessThan(2_000)
      expect(lines).toEqual([])
    })
  })
})
