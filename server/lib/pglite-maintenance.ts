// The embedded database (PGlite) is PostgreSQL in one process, without the background workers a
// PostgreSQL server has: no autovacuum. Nothing ever reclaims the old versions of rows the server
// rewrites all day (the engine's state of every home is written again every minute, ~20 kB for a busy
// home: 30 MB a day that only grew, 11 GB a year), and nothing ever gathers the statistics the planner
// chooses plans by (a never-analyzed 2-year home took 1.4 s for the door events the dashboard shows,
// 45 ms once analyzed). This does autovacuum's two jobs on a clock: VACUUM every hour (the space of
// dead rows is reused; ~0.3 s once the first pass, ~3 s over two years of events, has marked the
// history all-visible), ANALYZE at the first run and then once a day (~2 s over two years of events).
// PGlite answers one statement at a time, so each is a short pause for requests and the engine.
// PostgreSQL (DATABASE_URL) does all of this itself.
import { sql } from 'drizzle-orm'
import type { Db } from './db'
import type { Logger } from './logger'

export const VACUUM_EVERY_MS = 60 * 60_000
/** every this many vacuums, statistics too */
const ANALYZE_EVERY_RUNS = 24
/** the first run, a few minutes after start: start-up and the first ticks go first */
const FIRST_RUN_AFTER_MS = 5 * 60_000

/** One maintenance pass over the whole database: dead rows' space made reusable, and statistics when `analyze` */
export async function maintainEmbeddedDatabase(db: Db, { analyze }: { analyze: boolean }) {
  await db.execute(analyze ? sql`vacuum (analyze)` : sql`vacuum`)
}

export function startEmbeddedMaintenance({ db, log, everyMs = VACUUM_EVERY_MS }: { db: Db; log: Pick<Logger, 'info' | 'error'>; everyMs?: number }) {
  let runs = 0
  let running: Promise<void> | null = null
  let timer: NodeJS.Timeout | undefined
  const run = () => {
    if (running) return
    const analyze = runs % ANALYZE_EVERY_RUNS === 0
    runs++
    const started = Date.now()
    running = maintainEmbeddedDatabase(db, { analyze })
      .then(() => log.info({ analyze, ms: Date.now() - started }, 'embedded database vacuumed'))
      .catch((err: unknown) => log.error({ err }, 'embedded database maintenance failed'))
      .finally(() => {
        running = null
      })
  }
  const first = setTimeout(() => {
    run()
    timer = setInterval(run, everyMs)
  }, Math.min(FIRST_RUN_AFTER_MS, everyMs))
  return {
    async stop() {
      clearTimeout(first)
      clearInterval(timer)
      await running
    },
  }
}
