// npm run bench:engine [-- --circles 10000 --history-days 90 --stored-days 1 --pets 0.25 --cache-mb MB
//                          --cpu-prof FILE --heap-prof FILE --profile-tick first|next
//                          --keep --url postgres://postgres@127.0.0.1:5432/postgres | --embedded [--data-dir DIR]]
// Times two scheduler ticks over many circles on the local PostgreSQL (or, with --embedded, on PGlite in a
// folder on disk, the database `npm start` runs when no DATABASE_URL is set), in the steady state the
// scheduler lives in: each circle has 6 sensors and a state learned from 90 days of simulated life
// (every bounded part of it full: the 42 daily lines, the returns the arrival watch keeps), a share
// of them a cat or dog as well (the pet watch's state and its own quiet limits), and one new event
// since the previous tick. The first tick is a server's first after it starts (nothing of the circles in
// its memory; each row holds its base and the patch an earlier process wrote on it a minute before, in
// an unmeasured tick), the second the one a minute later, with one more event per circle: every tick after.
// Creates its own database, and drops it unless --keep. Prints the CPU used per circle by Node and by
// PostgreSQL (on a shared machine the wall-clock time says more of the others' work than of ours; PGlite
// runs inside Node, so there it is all Node's) and the process's peak resident memory during each tick.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { engineState } from '../server/db/platform-schema'
import { devices, motionEvents, users } from '../server/db/schema'
import { generateDemoEvents } from '../server/demo/routine'
import { evaluate } from '../server/engine/engine'
import type { EngineHome } from '../server/engine/types'
import { connectPostgres, openPglite, type Database } from '../server/lib/db'
import { createLiveBus } from '../server/lib/live-bus'
import { runTick } from '../server/modules/monitoring/scheduler'
import { BaseCache, cacheBytes } from '../server/modules/monitoring/state-cache'
import { encodeState } from '../server/modules/monitoring/state-codec'
import { copyFrom } from './bench/copy-from'
import { cpuMeter } from './bench/cpu'
import { cpuProfile, heapProfile, memoryMeter } from './bench/tick-watch'
import { toolArgs } from './cli/args'

const USAGE = `Usage: npm run bench:engine [-- --circles 10000 --history-days 90 --stored-days 1 --pets 0.25 --cache-mb MB
  --cpu-prof FILE --heap-prof FILE --profile-tick first|next
  --keep --url postgres://postgres@127.0.0.1:5432/postgres | --embedded [--data-dir DIR]]`

const cli = toolArgs(
  {
    circles: { type: 'string' },
    'history-days': { type: 'string' },
    'stored-days': { type: 'string' },
    pets: { type: 'string' },
    'cpu-prof': { type: 'string' },
    /** the kept bases' cap in MB, as ENGINE_STATE_CACHE_MB (0: none kept); unset, an eighth of the machine's memory */
    'cache-mb': { type: 'string' },
    /** where the next tick allocates its memory: a sampling heap profile written to this file, its top lines printed */
    'heap-prof': { type: 'string' },
    /** the tick --cpu-prof and --heap-prof profile: the first after the start, or the next (unless told) */
    'profile-tick': { type: 'string', default: 'next' },
    /** leave the database behind (its URL is printed), to run the server itself on these circles */
    keep: { type: 'boolean', default: false },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    /** PGlite in a folder on disk (`npm start` without a DATABASE_URL) instead of the PostgreSQL at --url */
    embedded: { type: 'boolean', default: false },
    /** the embedded database's folder: a new one under the system's temporary folder unless given */
    'data-dir': { type: 'string' },
  },
  USAGE,
)
const { values } = cli
const circles = cli.number('circles', { fallback: 10_000, whole: true, min: 1 })
/** Days of simulated life each circle's state has learned from: past 42 (the daily lines kept), a state no longer grows */
const historyDays = cli.number('history-days', { fallback: 90, whole: true, min: 1 })
/** The share of circles with a pet (users.pets_at_home), spread evenly among them */
const petShare = cli.number('pets', { fallback: 0.25, min: 0 })
if (petShare > 1) cli.fail(`--pets is the share of circles with a pet, from 0 to 1 (not ${petShare})`)
const hasPet = (n: number) => Math.floor((n + 1) * petShare) > Math.floor(n * petShare)
/** The last days of each circle's history also stored as events, as they are in production (28 would be 95 million rows) */
const storedDays = cli.number('stored-days', { fallback: 1, min: 0 })
const adminUrl = values.url!
const cacheMb = cli.number('cache-mb', { whole: true, min: 0 })
const bases = new BaseCache(cacheBytes(cacheMb))
const profiled = values['profile-tick']
if (profiled !== 'first' && profiled !== 'next') cli.fail(`--profile-tick is first or next (not ${values['profile-tick']})`)
const MIB = 1024 * 1024
v8.setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void
const SENSORS = [
  ['bedroom', 'Bedroom', 'bedroom', 'motion'],
  ['bathroom', 'Bathroom', 'bathroom', 'motion'],
  ['kitchen', 'Kitchen', 'kitchen', 'motion'],
  ['living-room', 'Living Room', 'living', 'motion'],
  ['hallway', 'Hallway', 'hall', 'motion'],
  ['front-door', 'Front Door', 'entrance', 'door'],
] as const

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(sql)
  await client.end()
}

const embedded = values.embedded
const name = `hw_bench_engine_${Date.now()}`
const url = new URL(adminUrl)
url.pathname = `/${name}`
const dataDir = embedded ? (values['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hw-bench-engine-'))) : ''
let database: Database
if (embedded) database = await openPglite(dataDir)
else {
  await admin(`CREATE DATABASE "${name}"`)
  database = await connectPostgres(url.toString())
}
const { db } = database

try {
  // one state learned from the history (and one with a pet), copied to every circle under its own device ids
  const now = new Date()
  const history = generateDemoEvents({ from: new Date(now.getTime() - historyDays * 86_400_000), to: new Date(now.getTime() - 60_000), timeZone: 'Europe/London', seed: 7 })
  const learn = (pets: boolean) => {
    const template: EngineHome = { timeZone: 'Europe/London', devices: SENSORS.map(([key, , room, kind]) => ({ key: `@${key}@`, kind, room })), ...(pets ? { pets } : {}) }
    const learned = evaluate(
      null,
      history.map((e) => {
        const [, , room, kind] = SENSORS.find(([key]) => key === e.sensorKey)!
        return { deviceKey: `@${e.sensorKey}@`, kind, room, timestamp: e.timestamp, active: e.motionDetected }
      }),
      new Date(now.getTime() - 60_000),
      template,
    ).state
    const json = JSON.stringify(learned)
    console.log(`learned state${pets ? ' with a pet' : ''}: ${(json.length / 1024).toFixed(1)} KiB as JSON, ${(encodeState(learned).length / 1024).toFixed(1)} KiB stored, from ${history.length} events over ${historyDays} days`)
    return json
  }
  const stateJson = { alone: learn(false), pet: petShare > 0 ? learn(true) : '' }

  const setupStarted = performance.now()
  const created: { clientId: string; ids: string[]; n: number }[] = []
  for (let start = 0; start < circles; start += 500) {
    const batch = Array.from({ length: Math.min(500, circles - start) }, (_, i) => {
      const clientId = randomUUID()
      const ids = SENSORS.map(() => randomUUID())
      return { clientId, ids, n: start + i }
    })
    await db.insert(users).values(batch.map((c) => ({ id: c.clientId, email: `bench-${c.n}@bench.invalid`, role: 'client' as const, timeZone: 'Europe/London', petsAtHome: hasPet(c.n) })))
    await db.insert(devices).values(
      batch.flatMap((c) =>
        SENSORS.map(([key, location, , kind], j) => ({ id: c.ids[j]!, userId: c.clientId, name: location, location, kind, deviceId: `B${c.n}-${key}` })),
      ),
    )
    await db.insert(engineState).values(
      batch.map((c) => {
        let json = hasPet(c.n) ? stateJson.pet : stateJson.alone
        SENSORS.forEach(([key], j) => (json = json.replaceAll(`@${key}@`, c.ids[j]!)))
        return { userId: c.clientId, packedState: encodeState(JSON.parse(json)), lastEvaluatedAt: new Date(now.getTime() - 60_000) }
      }),
    )
    created.push(...batch)
  }
  // the stored history, already learned (the cursor is past it), then one new event per circle
  const storedFrom = now.getTime() - storedDays * 86_400_000
  const recent = history.filter((e) => e.timestamp.getTime() >= storedFrom)
  const lines = function* (circles: typeof created) {
    for (const c of circles) {
      yield Buffer.from(
        recent
          .map((e) => {
            const at = e.timestamp.toISOString()
            return `${c.ids[SENSORS.findIndex(([key]) => key === e.sensorKey)]}\t${c.clientId}\t${at}\t${e.motionDetected}\t${at}\n`
          })
          .join(''),
      )
    }
  }
  const copy = 'COPY motion_events (device_id, user_id, timestamp, motion_detected, created_at) FROM'
  let stored = 0
  if (recent.length > 0 && embedded) {
    // PGlite reads COPY's data from a blob it is handed
    const client = (db as unknown as { $client: { query(q: string, p: unknown[], o: { blob: Blob }): Promise<{ affectedRows?: number }> } }).$client
    for (let start = 0; start < created.length; start += 500) {
      const done = await client.query(`${copy} '/dev/blob'`, [], { blob: new Blob([...lines(created.slice(start, start + 500))]) })
      stored += done.affectedRows ?? 0
    }
  } else if (recent.length > 0) {
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    stored = await copyFrom(client, `${copy} STDIN`, lines(created))
    await client.end()
  }
  await db.execute(sql`update engine_state set last_event_id = (select coalesce(max(id), 0) from motion_events)`)
  /** One new event per circle, `at`, in the living room */
  const newEvents = async (at: Date) => {
    for (let start = 0; start < created.length; start += 500) {
      await db.insert(motionEvents).values(created.slice(start, start + 500).map((c) => ({ deviceId: c.ids[3]!, userId: c.clientId, timestamp: at, motionDetected: true, createdAt: at })))
    }
  }
  await newEvents(new Date(now.getTime() - 30_000))
  await db.execute(sql`analyze`)
  const pets = created.filter((c) => hasPet(c.n)).length
  console.log(`set up ${circles} circles, ${pets} with a pet (${stored.toLocaleString('en')} stored events: their last ${storedDays} days) in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`)

  const live = await createLiveBus()
  const quiet = { error: (o: unknown) => console.error(o), info: () => {}, debug: () => {} }
  /** One tick `offsetMs` after the setup's now, with the figures printed */
  const tick = async (label: string, offsetMs: number, profileFile?: string, heapFile?: string, kept = bases) => {
    const profile = profileFile ? await cpuProfile(profileFile) : null
    const heap = heapFile ? await heapProfile(heapFile) : null
    // the heap holds only what is live as the tick starts: what it reaches is the tick's own doing
    collectGarbage()
    const meter = await cpuMeter(db, { embedded })
    const memory = memoryMeter()
    const started = performance.now()
    const clock = () => new Date(Date.now() + offsetMs)
    const result = await runTick({ db, live, log: quiet, intervalMs: 60_000, instanceId: 'bench', now: clock, bases: kept })
    const ms = performance.now() - started
    const cpu = await meter.stop()
    const mem = memory.stop()
    await profile?.stop()
    const allocated = await heap?.stop()
    const n = Math.max(1, result.evaluated)
    const where = embedded ? 'node with PGlite in it' : 'node'
    console.log(`${label}: ${result.evaluated} circles evaluated, ${result.failed} failed, in ${(ms / 1000).toFixed(1)} s (CPU: ${where} ${cpu.node.toFixed(1)} s${embedded ? '' : `, PostgreSQL ${cpu.database.toFixed(1)} s`})`)
    console.log(`  ${(ms / n).toFixed(2)} ms per circle; a tick uses ${((ms / 60_000) * 100).toFixed(0)} % of its minute on one process`)
    console.log(`  CPU per circle: ${where} ${((cpu.node * 1000) / n).toFixed(2)} ms${embedded ? '' : `, PostgreSQL ${((cpu.database * 1000) / n).toFixed(2)} ms`}`)
    console.log(`  memory: resident ${mem.rssBefore.toFixed(0)} MiB before the tick, ${mem.rssPeak.toFixed(0)} MiB at its peak (JS heap ${mem.heapBefore.toFixed(0)} → ${mem.heapPeak.toFixed(0)} MiB); bases kept: ${kept.size.circles} circles, ${(kept.size.bytes / MIB).toFixed(0)} MiB`)
    if (profileFile) console.log(`  CPU profile of the tick: ${profileFile}`)
    if (allocated) {
      const total = allocated.reduce((sum, a) => sum + a.bytes, 0)
      console.log(`  heap profile of the tick: ${heapFile} (${(total / MIB).toFixed(0)} MiB allocated, sampled; the most by)`)
      for (const a of allocated.slice(0, 12)) console.log(`    ${(a.bytes / MIB).toFixed(1).padStart(7)} MiB  ${a.where}`)
    }
  }
  // the earlier process's last tick: each row's patch on its base, as a restart finds them (its bases are not this one's)
  await tick('a tick of the process before (not the measure)', 0, undefined, undefined, new BaseCache(0))
  // a minute later, one more event each
  await newEvents(new Date(Date.now() + 30_000))
  const profile = (tick: 'first' | 'next') => (profiled === tick ? [values['cpu-prof'], values['heap-prof']] : [])
  await tick('first tick (a server just started)', 60_000, ...profile('first'))
  await newEvents(new Date(Date.now() + 90_000))
  await tick('next tick (every tick after)', 120_000, ...profile('next'))
} finally {
  await database.close()
  if (values.keep) console.log(`kept the database: ${embedded ? dataDir : url.toString()} (${embedded ? 'delete' : 'drop'} it when done)`)
  else if (embedded) fs.rmSync(dataDir, { recursive: true, force: true })
  else await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
}
