// CPU time spent on a phase, by this process and by the PostgreSQL backends serving the bench's
// database (read from /proc: the machine may be shared, and wall-clock rates alone would hide it).
import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import type { Db } from '../../server/lib/db'

const TICKS_PER_SECOND = 100

function backendSeconds(pid: number) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // fields after the command name: utime and stime are the 12th and 13th (stat(5) fields 14 and 15)
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return undefined
  }
}

async function databasePids(db: Db) {
  const result = (await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as { rows: { pid: number }[] }
  return result.rows.map((r) => r.pid)
}

/**
 * Starts counting; `stop()` answers the seconds of CPU used by Node and by the database since. An embedded
 * database (PGlite) runs inside Node: its work is Node's, and the pids it reports are no processes here.
 */
export async function cpuMeter(db: Db, { embedded = false } = {}) {
  const node = process.cpuUsage()
  const start = new Map<number, number>()
  const backendPids = embedded ? async () => [] : databasePids
  for (const pid of await backendPids(db)) start.set(pid, backendSeconds(pid) ?? 0)
  const last = new Map(start)
  // backends may come and go with the pool: sample them while the phase runs
  const sample = async () => {
    for (const pid of await backendPids(db)) {
      const s = backendSeconds(pid)
      if (s !== undefined) last.set(pid, s)
      if (!start.has(pid)) start.set(pid, 0)
    }
  }
  const timer = setInterval(() => void sample().catch(() => {}), 500)
  return {
    async stop() {
      clearInterval(timer)
      await sample()
      const used = process.cpuUsage(node)
      let database = 0
      for (const [pid, s] of last) database += s - (start.get(pid) ?? 0)
      return { node: (used.user + used.system) / 1e6, database }
    },
  }
}
