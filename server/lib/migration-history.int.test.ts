// A database made by one of the 17 commits that shipped the first migration 0008 (without had_trial,
// under an earlier journal stamp) starts under today's migrations, on both databases, with its data.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { admin, withDatabase } from '../test/global-setup'
import { connectPostgres, MIGRATIONS_DIR, openPglite, type Database } from './db'
import { FIRST_0008_STAMP } from './migration-history'
import { createPgliteDataDir } from './pglite-init'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-migration-history-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

/** The migrations folder as commits 7c51864 to 6783d89 had it: 0000 to 0008, 0008 without had_trial */
function firstReleaseOf0008() {
  const folder = path.join(tmp, 'migrations-0008-first')
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true })
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] }
  journal.entries = journal.entries.slice(0, 9)
  journal.entries[8]!.when = FIRST_0008_STAMP
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal))
  for (const { tag } of journal.entries) {
    let text = fs.readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8')
    if (tag.startsWith('0008_')) text = text.replace(/ALTER TABLE "subscriptions" ADD COLUMN "had_trial"[^\n]*\n/, '')
    fs.writeFileSync(path.join(folder, `${tag}.sql`), text)
  }
  expect(fs.readFileSync(path.join(folder, '0008_subscription_lifecycle.sql'), 'utf8')).not.toContain('had_trial')
  return folder
}

/** A home on a plan whose free trial began, and one that never had one, as the old release stored them */
const SEED = `
  INSERT INTO users (id, email, role) VALUES
    ('00000000-0000-4000-8000-000000000001', 'trial@example.org', 'client'),
    ('00000000-0000-4000-8000-000000000002', 'plain@example.org', 'client');
  INSERT INTO subscriptions (user_id, plan, status, trial_ends_at) VALUES
    ('00000000-0000-4000-8000-000000000001', 'premium', 'trialing', now() + interval '14 days'),
    ('00000000-0000-4000-8000-000000000002', 'basic', 'active', NULL);`

async function expectUpgraded(database: Database) {
  const { rows } = (await database.db.execute(sql`SELECT u.email, s.had_trial FROM subscriptions s JOIN users u ON u.id = s.user_id ORDER BY u.email`)) as unknown as { rows: unknown[] }
  expect(rows).toEqual([
    { email: 'plain@example.org', had_trial: false },
    { email: 'trial@example.org', had_trial: true },
  ])
  const applied = (await database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as { rows: unknown[] }
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
  expect(applied.rows[0]).toEqual({ n: journal.entries.length })
}

describe('a database made under the first migration 0008', { timeout: 180_000 }, () => {
  it('starts on the embedded database, with had_trial added and every later migration applied once', async () => {
    const dir = path.join(tmp, 'data')
    await createPgliteDataDir(dir)
    const old = new PGlite({ dataDir: dir })
    await migratePglite(drizzlePglite(old) as never, { migrationsFolder: firstReleaseOf0008() })
    await old.exec(SEED)
    await old.close()

    const database = await openPglite(dir)
    try {
      await expectUpgraded(database)
    } finally {
      await database.close()
    }
    // and the next start has nothing left to do
    const again = await openPglite(dir)
    await again.close()
  })

  it.runIf(process.env.TEST_DATABASE_URL)('starts on PostgreSQL the same way', async () => {
    const url = process.env.TEST_DATABASE_URL!
    const name = `hw_test_history_${randomBytes(4).toString('hex')}`
    await admin(url, `CREATE DATABASE "${name}"`)
    try {
      const old = new pg.Client({ connectionString: withDatabase(url, name) })
      await old.connect()
      await migratePg(drizzlePg(old) as never, { migrationsFolder: firstReleaseOf0008() })
      await old.query(SEED)
      await old.end()

      const database = await connectPostgres(withDatabase(url, name))
      try {
        await expectUpgraded(database)
      } finally {
        await database.close()
      }
    } finally {
      await admin(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    }
  })
})
