import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema'
import { currentBoot, openPglite } from './db'
import { createPgliteDataDir, hasDatabase } from './pglite-init'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-db-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

// two PGlite initdbs (one made, one refused), each ~7 s alone and 20 s on a busy machine: the database the first
// test makes is the one the tests after it open (they opened a folder of their own, a third initdb)
describe('the embedded database', { timeout: 120_000 }, () => {
  it("creates its folder in a child process, so this one does not keep the memory initdb grew to", async () => {
    expect(hasDatabase(dir)).toBe(false)
    const database = await openPglite(dir)
    expect(hasDatabase(dir)).toBe(true)
    // PGlite's WebAssembly memory: ~200 MB for an open database, ~630 MB when initdb ran in this process (it never shrinks)
    expect(process.memoryUsage().external / 2 ** 20).toBeLessThan(400)
    await database.close()
  })

  it('says where and why when its folder cannot be made into a database', async () => {
    const blocked = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-db-blocked-'))
    // a file where initdb needs a folder
    fs.writeFileSync(path.join(blocked, 'base'), 'not a folder')
    try {
      await expect(createPgliteDataDir(blocked)).rejects.toThrow(`Could not create the embedded database in ${blocked}`)
    } finally {
      fs.rmSync(blocked, { recursive: true, force: true })
    }
  })

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
    // as this version writes it: the live process and this boot
    fs.writeFileSync(path.join(dir, 'hearthwatch.lock'), `${process.ppid} ${currentBoot()}`)
    await expect(openPglite(dir)).rejects.toThrow(/is in use by process/)
    fs.writeFileSync(path.join(dir, 'hearthwatch.lock'), String(process.pid))
    await open.close()
    expect(fs.existsSync(path.join(dir, 'hearthwatch.lock'))).toBe(false)
  })

  it.runIf(currentBoot())('opens a folder whose lock was left before a power cut, whoever has that process id now', async () => {
    // the server of the last boot had the id our parent has now
    fs.writeFileSync(path.join(dir, 'hearthwatch.lock'), `${process.ppid} 00000000-0000-4000-8000-000000000000`)
    const database = await openPglite(dir)
    expect(fs.readFileSync(path.join(dir, 'hearthwatch.lock'), 'utf8')).toBe(`${process.pid} ${currentBoot()}`)
    await database.close()
  })
})
