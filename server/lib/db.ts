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
import { databaseAddress, idleConnectionErrorHandler, isDatabaseUnreachable, refusalExplained, unreachableHint, unreachableReason } from './db-errors'
import type { Logger } from './logger'
import { repairMigrationHistory } from './migration-history'
import { createPgliteDataDir } from './pglite-init'
import { StartProblem } from './start-problem'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'postgres' | 'pglite'
  close(): Promise<void>
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations', import.meta.url))

/**
 * A database host that stops answering (frozen, or a network that drops packets) must not hold
 * requests and engine ticks for the minutes TCP takes to give up: a connection, or a wait for a free
 * one, fails after 10 s as unreachable (`db-errors.ts`), and keepalive notices a dead peer of an open one.
 */
export const POOL_TIMEOUTS = { connectionTimeoutMillis: 10_000, keepAlive: true, keepAliveInitialDelayMillis: 30_000 } as const

/**
 * The server's longest wait for one statement. A connection already open to a host that froze carries
 * nothing and is not closed (keepalive sees a live kernel, or takes minutes to see a dead one), so its
 * statement would wait forever: a request, and a scheduler tick with it. Past this it fails as
 * unreachable (503, the tick's circles tried again next time). Far above any statement the app runs
 * (an engine batch takes well under a second here); migrations, which may build an index on a big
 * table, have no limit.
 */
export const SERVER_QUERY_TIMEOUT_MS = 60_000

export interface ConnectOptions {
  /** how long to keep trying while the server cannot be reached (a Pi that starts us before PostgreSQL); 0: fail at once */
  waitMs?: number
  /** a statement unanswered this long fails as unreachable (SERVER_QUERY_TIMEOUT_MS for the server); 0: no limit (tools' bulk loads) */
  queryTimeoutMs?: number
}

export async function connectPostgres(url: string, log?: Pick<Logger, 'error' | 'warn'>, { waitMs = 0, queryTimeoutMs = 0 }: ConnectOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, ...POOL_TIMEOUTS, ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}) })
  // without a listener an idle client's error (the server restarting) would crash the process
  pool.on('error', idleConnectionErrorHandler(log, url, 'idle database connection'))
  const db = drizzlePg(pool, { schema }) as unknown as Db
  try {
    await waitForServer(pool, url, waitMs, log)
    await migrateWithoutLimit(url)
  } catch (err) {
    await pool.end().catch(() => {})
    throw err
  }
  return { db, kind: 'postgres', close: () => pool.end() }
}

/** On a connection of its own, with no statement limit */
async function migrateWithoutLimit(url: string) {
  const client = new pg.Client({ connectionString: url, ...POOL_TIMEOUTS })
  await client.connect()
  try {
    await repairMigrationHistory(client, MIGRATIONS_DIR)
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR })
  } finally {
    await client.end().catch(() => {})
  }
}

const FIRST_RETRY_MS = 1_000
const LONGEST_RETRY_MS = 10_000

/** Tries a connection until one opens, backing off; errors other than an unreachable server fail at once */
async function waitForServer(pool: pg.Pool, url: string, waitMs: number, log?: Pick<Logger, 'warn'>) {
  const address = databaseAddress(url)
  const deadline = Date.now() + waitMs
  for (let delayMs = FIRST_RETRY_MS; ; delayMs = Math.min(delayMs * 2, LONGEST_RETRY_MS)) {
    try {
      ;(await pool.connect()).release()
      return
    } catch (err) {
      if (!isDatabaseUnreachable(err)) throw refusalExplained(err, url) ?? err
      const reason = unreachableReason(err)
      const leftMs = deadline - Date.now()
      if (leftMs <= 0) {
        const waited = waitMs > 0 ? ` after trying for ${seconds(waitMs)}s` : ''
        const hint = unreachableHint(reason)
        throw new StartProblem(`cannot reach PostgreSQL at ${address}${waited} (${reason}): ${hint}${hint.endsWith('?') ? '' : '.'} DATABASE_WAIT_MS sets how long to wait`)
      }
      const sleepMs = Math.min(delayMs, leftMs)
      log?.warn({ database: address, reason, retryInMs: sleepMs }, `cannot reach PostgreSQL at ${address}, retrying in ${seconds(sleepMs)}s`)
      await new Promise((resolve) => setTimeout(resolve, sleepMs))
    }
  }
}

const seconds = (ms: number) => String(Math.round(ms / 100) / 10)

/**
 * PGlite runs PostgreSQL alone, with no checkpointer to checkpoint on a clock: only the write-ahead log
 * reaching max_wal_size does (1 GB by default), and the log it recycles is kept. A Raspberry Pi's SD card
 * then held about 1 GB in pg_wal beside 600 MB of data after two years of a busy home (session 19), and a
 * power cut meant replaying up to all of it at the next start. At 96 MB a home's ~30 MB of writes a day
 * checkpoint every few days, and pg_wal stays near 100 MB (measured: 97 MB against 177 MB and growing,
 * after 500 MB of rewrites)
 */
export const PGLITE_SETTINGS = ['-c', 'max_wal_size=96MB', '-c', 'min_wal_size=32MB']

/** `dataDir` undefined: in memory (tests) */
export async function openPglite(dataDir?: string): Promise<Database> {
  let release = () => {}
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true })
    release = lockDataDir(dataDir)
  }
  try {
    if (dataDir) await createPgliteDataDir(dataDir)
    const client = new PGlite({ dataDir, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] })
    const db = drizzlePglite(client, { schema }) as unknown as Db
    await repairMigrationHistory(client, MIGRATIONS_DIR)
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR })
    // the rate limits' table is unlogged to spare PostgreSQL a WAL flush a count (migration 0036); PGlite
    // pays none (0.6 ms a count either way), and unlogged there a killed process or a power cut emptied it
    await client.exec('ALTER TABLE "rate_limits" SET LOGGED')
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
 * A lock file naming a live process stops the second one with a clear message. It also names the
 * machine's boot: after a power cut the file is still there, and the process id in it may belong to
 * another program by then, which must not keep the server from its own data (the guide's advice for a
 * server that will not start after a power cut is to put the last backup in place).
 */
function lockDataDir(dataDir: string) {
  const lock = path.join(dataDir, 'hearthwatch.lock')
  const boot = currentBoot()
  try {
    const [pidText, lockBoot] = fs.readFileSync(lock, 'utf8').trim().split(/\s+/)
    const pid = Number(pidText)
    const isEarlierBoot = !!lockBoot && !!boot && lockBoot !== boot
    if (pid && pid !== process.pid && !isEarlierBoot && isAlive(pid)) {
      throw new StartProblem(`${dataDir} is in use by process ${pid}; stop it or set DATA_DIR to another folder (if process ${pid} is not Hearthwatch, delete ${lock})`)
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  fs.writeFileSync(lock, boot ? `${process.pid} ${boot}` : String(process.pid))
  return () => fs.rmSync(lock, { force: true })
}

/** Linux's id of this boot of the machine; undefined elsewhere */
export function currentBoot(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}
