import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { users } from '../server/db/schema'
import { openPglite } from '../server/lib/db'

const run = promisify(execFile)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-usercreate-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const userCreate = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'tools/user-create.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  })

describe('npm run user:create', () => {
  it('creates an account with the given role on the configured database', async () => {
    const { stdout } = await userCreate([
      '--email', 'Boss@Example.org', '--password', 'long-enough', '--role', 'admin', '--first-name', 'Ada', '--last-name', 'Lovelace',
    ])
    expect(stdout).toMatch(/Created admin boss@example.org/)
    const database = await openPglite(dataDir)
    const [row] = await database.db.select().from(users).where(eq(users.email, 'boss@example.org'))
    await database.close()
    expect(row).toMatchObject({ role: 'admin', firstName: 'Ada', lastName: 'Lovelace', authProvider: 'email' })
  }, 60_000)

  it('names each bad option and exits 2 without touching the database', async () => {
    const failure = await userCreate(['--email', 'nope', '--password', '123', '--role', 'king', '--first-name', 'A']).catch(
      (err: { code: number; stderr: string }) => err,
    )
    expect(failure).toMatchObject({ code: 2 })
    const { stderr } = failure as { stderr: string }
    for (const option of ['--email', '--password', '--role', '--last-name']) expect(stderr).toContain(option)
  }, 60_000)
})
