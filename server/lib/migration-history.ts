// Databases whose migration history no release can read as it stands, set right before the migrations
// run. Drizzle's migrator takes the newest `created_at` it recorded and runs every migration whose
// journal stamp is later. Migration 0008 was amended after it shipped (had_trial added, its stamp
// moved from 1795316223617 to 1795318168313), so a database made by one of the 17 commits that had the
// first 0008 (7c51864 to 6783d89) ran it again at every later start, and start-up stopped at once:
// `column "start_date" of relation "subscriptions" already exists`.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readMigrationFiles } from 'drizzle-orm/migrator'

/** What both node-postgres's client and PGlite answer */
export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

/** The first 0008's journal stamp (server/db/migrations/meta/_journal.json before commit 0e409ef) */
export const FIRST_0008_STAMP = 1795316223617
const AMENDED_0008_TAG = '0008_subscription_lifecycle'

/** Answers whether anything was repaired */
export async function repairMigrationHistory(runner: SqlRunner, migrationsFolder: string): Promise<boolean> {
  const table = await runner.query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS "exists"`)
  if (!(table.rows[0] as { exists: boolean }).exists) return false
  const first = await runner.query('SELECT 1 FROM drizzle.__drizzle_migrations WHERE created_at = $1', [FIRST_0008_STAMP])
  if (first.rows.length === 0) return false

  const amended = amended0008(migrationsFolder)
  await runner.query('BEGIN')
  try {
    // the column the amendment added; a home whose free trial began under the first 0008 has had it
    await runner.query('ALTER TABLE "subscriptions" ADD COLUMN IF NOT EXISTS "had_trial" boolean DEFAULT false NOT NULL')
    await runner.query('UPDATE "subscriptions" SET "had_trial" = true WHERE "trial_ends_at" IS NOT NULL')
    await runner.query('UPDATE drizzle.__drizzle_migrations SET created_at = $1, hash = $2 WHERE created_at = $3', [amended.folderMillis, amended.hash, FIRST_0008_STAMP])
    await runner.query('COMMIT')
  } catch (err) {
    await runner.query('ROLLBACK').catch(() => {})
    throw err
  }
  return true
}

function amended0008(migrationsFolder: string) {
  const migrations = readMigrationFiles({ migrationsFolder })
  const index = journalTags(migrationsFolder).indexOf(AMENDED_0008_TAG)
  const migration = migrations[index]
  if (!migration) throw new Error(`migration ${AMENDED_0008_TAG} not found in ${migrationsFolder}`)
  return migration
}

function journalTags(migrationsFolder: string): string[] {
  // readMigrationFiles answers the journal's entries in order, without their tags
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }
  return journal.entries.map((e) => e.tag)
}
