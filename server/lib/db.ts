// One database handle for the whole process: node-postgres when DATABASE_URL is set, otherwise the
// embedded PostgreSQL (PGlite) persisted under DATA_DIR. Both speak the same SQL and run the same
// migrations, so nothing above this file knows which one it has.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from '../db/schema'
import type { Logger } from './logger'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'postgres' | 'pglite'
  close(): Promise<void>
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations', import.meta.url))

export async function connectPostgres(url: string, log?: Pick<Logger, 'error'>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // without a listener an idle client's error (the server restarting) would crash the process
  pool.on('error', (err) => log?.error({ err }, 'idle database connection failed'))
  const db = drizzlePg(pool, { schema }) as unknown as Db
  await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR })
  return { db, kind: 'postgres', close: () => pool.end() }
}

/** `dataDir` undefined: in memory (tests) */
export async function openPglite(dataDir?: string): Promise<Database> {
  let release = () => {}
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true })
    release = lockDataDir(dataDir)
  }
  try {
    const client = new PGlite(dataDir)
    const db = drizzlePglite(client, { schema }) as unknown as Db
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR })
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close()
        release()
      },
    }
  } catch (err) {
    release()
    throw err
  }
}

/**
 * PGlite is one process's database: a second server on the same folder would corrupt it.
 * A lock file naming a live process stops the second one with a clear message.
 */
function lockDataDir(dataDir: string) {
  const lock = path.join(dataDir, 'hearthwatch.lock')
  try {
    const pid = Number(fs.readFileSync(lock, 'utf8'))
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`${dataDir} is in use by process ${pid}; stop it or set DATA_DIR to another folder`)
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  fs.writeFileSync(lock, String(process.pid))
  return () => fs.rmSync(lock, { force: true })
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}
