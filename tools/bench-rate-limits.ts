// npx tsx tools/bench-rate-limits.ts [-- --url postgres://postgres@127.0.0.1:5432/postgres] [--hits 2000]
//
// What a limited request pays for its count in the database (decision 0125): the limiter's upsert
// (`hit`) and a success's give-back (`refund`), one at a time as requests make them, each timed, on a
// table already holding a busy window's counts (20,000 keys). With --url, in a database of its own on
// that PostgreSQL server (dropped after); without, the embedded PGlite in a temporary data directory,
// as `npm start` runs it. The machine is shared: quote the median and the range of a few runs.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { connectPostgres, openPglite, type Database } from '../server/lib/db'
import { RateLimiter } from '../server/lib/rate-limiter'
import { toolArgs } from './cli/args'

const USAGE = 'Usage: npx tsx tools/bench-rate-limits.ts [-- --url postgres://…] [--hits 2000]'
const cli = toolArgs({ url: { type: 'string' }, hits: { type: 'string' } }, USAGE)
const hits = cli.number('hits', { fallback: 2_000, whole: true, min: 10 })
const url = cli.values.url

async function main() {
  let database: Database
  let cleanUp = async () => {}
  if (url) {
    const name = `hw_bench_limits_${randomBytes(4).toString('hex')}`
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(text).finally(() => client.end())
    }
    await admin(`CREATE DATABASE "${name}"`)
    const own = new URL(url)
    own.pathname = `/${name}`
    database = await connectPostgres(own.toString())
    cleanUp = async () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-bench-limits-'))
    database = await openPglite(dir)
    cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    const { db } = database
    // a busy window: 20,000 keys already counted (bots trying the sign-in page from many addresses)
    await db.execute(sql`INSERT INTO rate_limits (key, count, reset_at) SELECT md5(i::text) || md5((-i)::text), 1, now() + interval '15 minutes' FROM generate_series(1, 20000) i`)
    const limiter = new RateLimiter(db, 'auth-ip', 30, 15 * 60_000)
    const time = async (what: (i: number) => Promise<unknown>) => {
      const ms: number[] = []
      for (let i = 0; i < hits; i++) {
        const start = performance.now()
        await what(i)
        ms.push(performance.now() - start)
      }
      ms.sort((a, b) => a - b)
      const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(3)
      return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`
    }
    // half new keys (a first attempt), half keys counted before (the same address again)
    await time((i) => limiter.hit(`login:warm-${i}`)) // warms the statement and the table's pages
    console.log(`${database.kind}, ${hits} of each, one at a time`)
    console.log(`  hit, a new key:        ${await time((i) => limiter.hit(`login:198.51.${i >> 8}.${i & 255}`))}`)
    console.log(`  hit, a key counted:    ${await time((i) => limiter.hit(`login:198.51.${i >> 8}.${i & 255}`))}`)
    console.log(`  refund:                ${await time((i) => limiter.refund(`login:198.51.${i >> 8}.${i & 255}`))}`)
  } finally {
    await database.close()
    await cleanUp()
  }
}

await main()
