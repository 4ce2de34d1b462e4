// npm run bench:ingest [-- --events 240000 --senders 8 --batch 500 --rounds 2 --url postgres://postgres@127.0.0.1:5432/postgres]
//
// Issue 4 §9: the same events into the same table, once through the HTTP ingest API (a real listening
// server, several concurrent senders, batches of 500) and once by a raw COPY, in a database of its own
// on the local PostgreSQL that it drops at the end. Prints events per second for both and the ratio.
import http from 'node:http'
import os from 'node:os'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { connectPostgres, type Database } from '../server/lib/db'
import { buildIngestApp } from '../server/modules/ingest/ingest.test-app'
import { admin, withDatabase } from '../server/test/global-setup'
import { copyFrom } from './bench/copy-from'
import { cpuMeter } from './bench/cpu'
import { makeHomes, type BenchHome } from './bench/homes'
import { toolArgs } from './cli/args'

const cli = toolArgs(
  {
    events: { type: 'string' },
    senders: { type: 'string' },
    batch: { type: 'string' },
    rounds: { type: 'string' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
  'Usage: npm run bench:ingest [-- --events 240000 --senders 8 --batch 500 --rounds 2 --url postgres://postgres@127.0.0.1:5432/postgres]',
)
const { values } = cli
const senders = cli.number('senders', { fallback: 8, whole: true, min: 1 })
const batchSize = cli.number('batch', { fallback: 500, whole: true, min: 1 })
const rounds = cli.number('rounds', { fallback: 2, whole: true, min: 1 })
const perHome = Math.ceil(cli.number('events', { fallback: 240_000, whole: true, min: 1 }) / senders / batchSize) * batchSize
const total = perHome * senders

const name = `hw_bench_${Date.now()}`
await admin(values.url, `CREATE DATABASE "${name}"`)
let database: Database | undefined
try {
  database = await connectPostgres(withDatabase(values.url, name))
  await run(database)
} finally {
  await database?.close()
  await admin(values.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
}

async function run(database: Database) {
  const { db } = database
  console.log(`${total} events: ${senders} homes × ${perHome}, 12 sensors each, batches of ${batchSize}; ${os.cpus().length} CPUs`)
  const homes = await makeHomes(db, { homes: senders, devicesPerHome: 12, eventsPerHome: perHome, batchSize })

  // a bulk load, far past what a hub key may send a minute (decision 0125): the limits are counted, never reached
  const app = await buildIngestApp(database, { ingestLimits: { callsPerMinute: 1e9, eventsPerMinute: 1e9 } })
  const base = new URL(await app.listen({ host: '127.0.0.1', port: 0 }))
  const agent = new http.Agent({ keepAlive: true, maxSockets: senders })

  const reset = async () => {
    await db.execute(sql`truncate motion_events`)
    await db.execute(sql`update devices set last_activity = null, battery_level = null, signal_strength = null`)
  }
  const stored = async () => Number(((await db.execute(sql`select count(*)::int as n from motion_events`)) as unknown as { rows: { n: number }[] }).rows[0]!.n)

  // warm-up: JIT, plans and connections, on other event ids
  await sendAll(base, agent, homes.map((h) => ({ ...h, bodies: h.warmup })))
  await reset()

  const httpRates: number[] = []
  const copyRates: number[] = []
  const httpCpu: Cpu[] = []
  const copyCpu: Cpu[] = []
  const line = (seconds: number, cpu: Cpu) =>
    `${fmt(total / seconds).padStart(7)} events/s  (${seconds.toFixed(2)} s; CPU: node ${cpu.node.toFixed(1)} s, PostgreSQL ${cpu.database.toFixed(1)} s, ${perEvent(cpu)} µs/event)`
  const benchStarted = performance.now()
  for (let round = 1; round <= rounds; round++) {
    // keep the whole run under two minutes on a busy machine
    if (round > 1 && performance.now() - benchStarted > 50_000) {
      console.log(`(stopping after ${round - 1} rounds: time budget spent)`)
      break
    }
    let meter = await cpuMeter(db)
    let started = performance.now()
    const counts = await sendAll(base, agent, homes)
    let seconds = (performance.now() - started) / 1000
    let cpu = await meter.stop()
    if (counts.accepted !== total || (await stored()) !== total) throw new Error(`HTTP stored ${counts.accepted} of ${total}`)
    httpRates.push(total / seconds)
    httpCpu.push(cpu)
    console.log(`round ${round}  HTTP  ${line(seconds, cpu)}`)
    await reset()

    const client = new pg.Client({ connectionString: withDatabase(values.url, name) })
    await client.connect()
    meter = await cpuMeter(db)
    started = performance.now()
    const rows = await copyFrom(
      client,
      'COPY motion_events (device_id, user_id, timestamp, motion_detected, event_key, metadata) FROM STDIN WITH (FORMAT csv)',
      homes.flatMap((h) => h.csv),
    )
    seconds = (performance.now() - started) / 1000
    cpu = await meter.stop()
    await client.end()
    if (rows !== total || (await stored()) !== total) throw new Error(`COPY stored ${rows} of ${total}`)
    copyRates.push(total / seconds)
    copyCpu.push(cpu)
    console.log(`round ${round}  COPY  ${line(seconds, cpu)}`)
    await reset()
  }
  agent.destroy()
  await app.close()

  const httpBest = Math.max(...httpRates)
  const copyBest = Math.max(...copyRates)
  console.log(`\nbest of ${httpRates.length}:  HTTP ingest ${fmt(httpBest)} events/s   raw COPY ${fmt(copyBest)} events/s   ratio ${((100 * httpBest) / copyBest).toFixed(0)} %`)
  console.log(`target: HTTP ≥ 50 % of COPY — ${httpBest >= copyBest / 2 ? 'met' : 'NOT met'}`)
  const cheapest = (list: Cpu[]) => list.reduce((a, b) => (a.node + a.database <= b.node + b.database ? a : b))
  const [h, c] = [cheapest(httpCpu), cheapest(copyCpu)]
  console.log(
    `CPU per event (all processes, cheapest round): HTTP ${perEvent(h)} µs, COPY ${perEvent(c)} µs — HTTP costs ${((h.node + h.database) / (c.node + c.database)).toFixed(1)}× the CPU of COPY`,
  )
}

/** Each home's sender posts its batches one after another; the homes send at the same time */
async function sendAll(base: URL, agent: http.Agent, homes: Pick<BenchHome, 'key' | 'bodies'>[]) {
  const counts = { accepted: 0, duplicates: 0, rejected: 0 }
  await Promise.all(
    homes.map(async (home) => {
      for (const body of home.bodies) {
        const result = await post(base, agent, home.key, body)
        counts.accepted += result.accepted
        counts.duplicates += result.duplicates
        counts.rejected += result.rejected.length
      }
    }),
  )
  return counts
}

function post(base: URL, agent: http.Agent, key: string, body: Buffer) {
  return new Promise<{ accepted: number; duplicates: number; rejected: unknown[] }>((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: '/api/ingest/events',
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          if (res.statusCode !== 202) return reject(new Error(`ingest answered ${res.statusCode}: ${text}`))
          resolve(JSON.parse(text))
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

type Cpu = { node: number; database: number }

function perEvent(cpu: Cpu) {
  return (((cpu.node + cpu.database) / total) * 1e6).toFixed(0)
}

function fmt(n: number) {
  return Math.round(n).toLocaleString('en-US')
}
