// A start that cannot go on, as a self-hoster meets it (node, tsx, server/main.ts): the process ends
// with code 1 and its last line says what to change, not only what the system call answered.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from './test/tcp-proxy'

const root = fileURLToPath(new URL('..', import.meta.url))
const postgres = process.env.TEST_DATABASE_URL
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-start-errors-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Runs the server until it exits (at most 30 s); its log lines (their messages, and as logged) and exit code */
async function run(env: Record<string, string>): Promise<{ code: number | null; messages: string[]; lines: Record<string, unknown>[]; elapsedMs: number }> {
  const tsx = new URL('node_modules/tsx/dist/loader.mjs', `file://${root}/`).href
  const startedAt = Date.now()
  const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'server/main.ts')], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', ROLE: 'api', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    // 'close', not 'exit': the pipes may still hold the last lines when the process has exited
    child.once('close', (c) => {
      clearTimeout(timer)
      resolve(c)
    })
  })
  const lines = output
    .split('\n')
    .filter(Boolean)
    .map((line): Record<string, unknown> => {
      try {
        return JSON.parse(line) as Record<string, unknown>
      } catch {
        return { msg: line }
      }
    })
  return { code, messages: lines.map((line) => String(line.msg)), lines, elapsedMs: Date.now() - startedAt }
}

describe('a start that cannot go on', () => {
  it('says the port is taken and what to set, before opening any database', { timeout: 40_000 }, async () => {
    const taken = net.createServer()
    const port = await freePort()
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
    try {
      // a database nobody listens on, and no wait for it: reached, it would be the error instead
      const closedPort = await freePort()
      const { code, lines } = await run({ PORT: String(port), DATABASE_URL: `postgres://hw@127.0.0.1:${closedPort}/hw`, DATABASE_WAIT_MS: '0', LOG_LEVEL: 'debug' })
      expect(code).toBe(1)
      // the line a person reads is the one sentence, with nothing of the system's own after it (no err, no stack)
      const { time, ...last } = lines.at(-1)!
      expect(time).toEqual(expect.any(Number))
      expect(last).toEqual({
        level: 60,
        app: 'hearthwatch',
        msg: `Port ${port} is already in use on 127.0.0.1 by another program (another Hearthwatch?): stop it, or set PORT to a free port.`,
      })
      // the system's own words, for whoever asks for them (LOG_LEVEL=debug)
      expect(lines.at(-2)).toMatchObject({ level: 20, said: expect.stringMatching(/^listen EADDRINUSE/) as unknown })
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  })

  it.skipIf(!postgres)('names the database PostgreSQL does not have, and how to make it', { timeout: 40_000 }, async () => {
    const url = new URL(postgres!)
    url.pathname = '/hw_no_such_database'
    const { code, messages } = await run({ PORT: String(await freePort()), DATABASE_URL: url.toString() })
    expect(code).toBe(1)
    expect(messages.at(-1)).toBe(
      `PostgreSQL at ${url.hostname}:${url.port || 5432} has no database "hw_no_such_database". Make it (sudo -u postgres createdb --owner ${decodeURIComponent(url.username) || 'USER'} hw_no_such_database), or correct the name at the end of DATABASE_URL (docs/self-hosting.md).`,
    )
  })

  it.skipIf(!postgres)('names the user PostgreSQL does not know, never the password', { timeout: 40_000 }, async () => {
    const url = new URL(postgres!)
    url.username = 'hw_no_such_user'
    url.password = 'not-to-be-logged'
    const { code, messages } = await run({ PORT: String(await freePort()), DATABASE_URL: url.toString() })
    expect(code).toBe(1)
    const last = messages.at(-1)!
    expect(last).toMatch(new RegExp(`^PostgreSQL at ${url.hostname}:${url.port || 5432} refused the user "hw_no_such_user" \\(`))
    expect(last).toContain('Check the user name and password in DATABASE_URL')
    expect(messages.join('\n')).not.toContain('not-to-be-logged')
  })
})
