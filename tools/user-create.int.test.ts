import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { users } from '../server/db/schema'
import { openPglite } from '../server/lib/db'
import { verifyPassword } from '../server/modules/auth/password'

const run = promisify(execFile)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-usercreate-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const userCreate = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'tools/user-create.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  })

/** The tool with `input` on its standard input, as `printf '%s\n' "$PW" | npm run user:create -- …` gives it */
function userCreateWithInput(args: string[], input: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/user-create.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdin.end(input)
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })))
}

// each test starts the tool in a process of its own (tsx, then the embedded database, made by initdb in a child of
// that the first time): 60 s was not enough on a 2-core runner at a load of 10 (CI, 5 Dec 2026)
describe('npm run user:create', { timeout: 150_000 }, () => {
  it('creates an account with the given role on the configured database', async () => {
    const { stdout } = await userCreate([
      '--email', 'Boss@Example.org', '--password', 'long-enough', '--role', 'admin', '--first-name', 'Ada', '--last-name', 'Lovelace',
    ])
    expect(stdout).toMatch(/Created admin boss@example.org/)
    // which database it went to, so an account made beside the service's database is noticed
    expect(stdout).toContain(`in the embedded database in ${path.resolve(dataDir)}`)
    const database = await openPglite(dataDir)
    const [row] = await database.db.select().from(users).where(eq(users.email, 'boss@example.org'))
    await database.close()
    expect(row).toMatchObject({ role: 'admin', firstName: 'Ada', lastName: 'Lovelace', authProvider: 'email' })
  })

  it('names each bad option and exits 2 without touching the database', async () => {
    const failure = await userCreate(['--email', 'nope', '--password', '123', '--role', 'king', '--first-name', 'A']).catch(
      (err: { code: number; stderr: string }) => err,
    )
    expect(failure).toMatchObject({ code: 2 })
    const { stderr } = failure as { stderr: string }
    for (const option of ['--email', '--password', '--role', '--last-name']) expect(stderr).toContain(option)
  })

  it('without --password, reads it from standard input, so it stays out of the shell history', async () => {
    const result = await userCreateWithInput(
      ['--email', 'quiet@example.org', '--role', 'admin', '--first-name', 'Grace', '--last-name', 'Hopper'],
      'a password kept out of history\n',
    )
    expect(result).toMatchObject({ code: 0, stdout: expect.stringMatching(/Created admin quiet@example.org/) })
    const database = await openPglite(dataDir)
    const [row] = await database.db.select().from(users).where(eq(users.email, 'quiet@example.org'))
    await database.close()
    expect(await verifyPassword(row?.passwordHash, 'a password kept out of history')).toBe(true)
  })
})
