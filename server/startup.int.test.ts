// The server as a self-hoster starts it (node, tsx, server/main.ts) in a folder with a .env, on a
// database of this test's own on the local PostgreSQL: the demo on, then restarted with DEMO=0.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from './db/schema'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/seed'
import { describeDatabase } from './lib/setup-warnings'
import { freePort } from './test/tcp-proxy'
import { freshDatabase } from './test/test-db'

const root = fileURLToPath(new URL('..', import.meta.url))
const postgres = process.env.TEST_DATABASE_URL

interface Running {
  child: ChildProcess
  lines: { level: number; msg: string }[]
}

describe.skipIf(!postgres)('starting the server', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let dir: string
  let port: number
  let server: Running | undefined

  beforeAll(async () => {
    database = await freshDatabase()
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-start-'))
    fs.mkdirSync(path.join(dir, 'web'))
    fs.writeFileSync(path.join(dir, 'web', 'index.html'), '<!doctype html>')
    port = await freePort()
    // the settings come from .env alone: the database, the port and the demo
    fs.writeFileSync(
      path.join(dir, '.env'),
      [`DATABASE_URL=${database.url}`, `PORT=${port}`, 'HOST=127.0.0.1', 'DEMO=1', 'ROLE=api', 'WEB_DIST=./web', 'LOG_LEVEL=info'].join('\n'),
    )
  })
  afterAll(async () => {
    await stop(server)
    await database?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  async function start(extraEnv: Record<string, string> = {}): Promise<Running> {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', ...extraEnv }
    const tsx = new URL('node_modules/tsx/dist/loader.mjs', `file://${root}/`).href
    const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'server/main.ts')], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const running: Running = { child, lines: [] }
    let buffered = ''
    let errors = ''
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start within 60 s: ${errors}`)), 60_000)
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${errors}`)))
      child.stdout!.on('data', (chunk: Buffer) => {
        buffered += chunk.toString()
        for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
          const line = JSON.parse(buffered.slice(0, nl)) as Running['lines'][number]
          buffered = buffered.slice(nl + 1)
          running.lines.push(line)
          if (line.msg.startsWith('Hearthwatch is running at')) {
            clearTimeout(timer)
            resolve()
          }
        }
      })
    })
    return running
  }

  async function stop(running: Running | undefined) {
    const child = running?.child
    if (!child || child.exitCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }

  const url = (p: string) => `http://127.0.0.1:${port}${p}`
  async function signIn(email: string) {
    const res = await fetch(url('/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
      redirect: 'manual',
    })
    return { location: res.headers.get('location'), cookie: res.headers.get('set-cookie')?.split(';')[0] }
  }
  const currentUser = (cookie: string) => fetch(url('/api/auth/user'), { headers: { cookie } })

  it('reads .env, seeds the demo and warns that its accounts have a public password', { timeout: 90_000 }, async () => {
    server = await start()
    expect(server.lines.find((l) => l.msg === `settings read from ${path.join(dir, '.env')}`)).toBeDefined()
    const warning = server.lines.find((l) => l.msg.startsWith('Demo sign-ins:'))
    expect(warning).toMatchObject({ level: 40 })
    expect(warning!.msg).toContain('anyone who can reach this server can sign in with it')
    const rows = await database.db.select().from(users).where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)))
    expect(rows).toHaveLength(4)
    expect((await signIn('admin@hearthwatch.local')).location).toBe('/')
    // someone trying the demo is not told to set up e-mail or a public address
    expect(server.lines.filter((l) => l.level === 40).map((l) => l.msg)).not.toContainEqual(expect.stringMatching(/^(E-mail is off|PUBLIC_URL is not set|No active admin)/))
  })

  it('restarted with DEMO=0 in the environment (which wins over .env), the demo sign-ins stop working', { timeout: 90_000 }, async () => {
    const { cookie } = await signIn('admin@hearthwatch.local')
    expect((await currentUser(cookie!)).status).toBe(200)
    await stop(server)

    server = await start({ DEMO: '0' })
    const warning = server.lines.find((l) => l.msg.startsWith('DEMO is off: deactivated the demo accounts'))
    expect(warning).toMatchObject({ level: 40 })
    expect(server.lines.find((l) => l.msg.startsWith('Demo sign-ins:'))).toBeUndefined()
    for (const account of DEMO_ACCOUNTS) expect((await signIn(account.email)).location, account.email).toBe('/login?error=invalid_credentials')
    expect((await currentUser(cookie!)).status).toBe(401)
    // real use, not set up: each thing a self-hoster on LOG_LEVEL=warn must still do is a warning of its own
    const warned = server.lines.filter((l) => l.level === 40).map((l) => l.msg)
    expect(warned).toContainEqual(expect.stringMatching(/^E-mail is off \(SMTP_URL is not set\)/))
    expect(warned).toContainEqual(expect.stringContaining(`PUBLIC_URL is not set: the links in alert e-mails and invitations point to http://127.0.0.1:${port}`))
    expect(warned).toContainEqual(expect.stringContaining(`No active admin account: nobody can sign in to set up homes. Make one with \`npm run user:create -- --role admin …\` against this server's database (${describeDatabase({ DATA_DIR: '', DATABASE_URL: database.url })})`))
  })
})
