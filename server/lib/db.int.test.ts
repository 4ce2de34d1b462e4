import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema'
import { openPglite } from './db'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-db-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

// two PGlite starts (each an initdb on an empty folder): slow on a busy machine
describe('the embedded database', { timeout: 120_000 }, () => {
  it('keeps its data across a stop and a start', async () => {
    const first = await openPglite(dir)
    await first.db.insert(users).values({ email: 'kept@example.com', role: 'client' })
    await first.close()

    const second = await openPglite(dir)
    const rows = await second.db.select({ email: users.email }).from(users)
    await second.close()
    expect(rows).toEqual([{ email: 'kept@example.com' }])
  })

  it('refuses a second server on a folder a live process holds', async () => {
    const open = await openPglite(dir)
    // pretend another live process (our parent) took the lock
    fs.writeFileSync(path.join(dir, 'hearthwatch.lock'), String(process.ppid))
    await expect(openPglite(dir)).rejects.toThrow(/is in use by process/)
    fs.writeFileSync(path.join(dir, 'hearthwatch.lock'), String(process.pid))
    await open.close()
    expect(fs.existsSync(path.join(dir, 'hearthwatch.lock'))).toBe(false)
  })
})
