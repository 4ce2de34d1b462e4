// npm run bench:mqtt-limits [-- --messages 3000 --flood 20000 --rounds 3 --url postgres://postgres@127.0.0.1:5432/postgres]
//
// Decision 0130: how many messages a second the MQTT reader gets through, with each base topic's limit on. A
// Mosquitto of its own (no cap on what it keeps for a client) holds the messages while the reader is away; the
// reader is started and timed until a last message, on a topic of its own, is stored: it reads one message at
// a time, in order, so every message before it has then been handled. Three cases:
//   stored  — a sensor's reports on a topic far under its limit: each looked up and stored;
//   unknown — a device that is no sensor (a plug): each looked up, nothing stored;
//   flood   — the sensor's reports on a topic past its limit (a burst of 1): each dropped before any look-up.
// Run on a checkout from before the limit, the same script measures the reader without it (there the flood is stored).
// A database of its own on the local PostgreSQL, dropped at the end.
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { eq, sql } from 'drizzle-orm'
import mqtt from 'mqtt'
import { devices, users } from '../server/db/schema'
import { connectPostgres, type Database } from '../server/lib/db'
import { startMqttIngest } from '../server/modules/ingest/mqtt'
import { admin, withDatabase } from '../server/test/global-setup'
import { makers } from '../server/test/make'
import { PrivateBroker } from '../server/test/private-broker'
import { toolArgs } from './cli/args'

const cli = toolArgs(
  { messages: { type: 'string' }, flood: { type: 'string' }, rounds: { type: 'string' }, url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' } },
  'Usage: npm run bench:mqtt-limits [-- --messages 3000 --flood 20000 --rounds 3 --url postgres://postgres@127.0.0.1:5432/postgres]',
)
const messages = cli.number('messages', { fallback: 3_000, whole: true, min: 1 })
const flood = cli.number('flood', { fallback: 20_000, whole: true, min: 1 })
const rounds = cli.number('rounds', { fallback: 3, whole: true, min: 1 })
const quiet = { debug() {}, info() {}, warn() {}, error: (o: unknown, m?: string) => console.error(m ?? o) }
const run = randomBytes(3).toString('hex')

const name = `hw_bench_mqtt_${Date.now()}`
await admin(cli.values.url, `CREATE DATABASE "${name}"`)
let database: Database | undefined
const broker = await PrivateBroker.start(['max_queued_messages 0'])
try {
  database = await connectPostgres(withDatabase(cli.values.url, name))
  await bench(database)
} finally {
  await database?.close()
  await broker.stop()
  await admin(cli.values.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
}

async function bench({ db }: Database) {
  const make = makers(db)
  const home = (await make.circle()).id
  const marker = (await make.circle()).id
  await db.insert(devices).values([
    { userId: home, name: 'Hall PIR', deviceId: 'BENCH-PIR', location: 'Hallway' },
    { userId: marker, name: 'Hall PIR', deviceId: 'BENCH-END', location: 'Hallway' },
  ])
  await db.update(users).set({ mqttBaseTopic: `bench-${run}/end` }).where(eq(users.id, marker))
  const base = `bench-${run}/z2m`
  const publisher = await mqtt.connectAsync(broker.url, { clientId: `bench-pub-${run}` })
  let sent = 0
  const report = () => JSON.stringify({ occupancy: sent % 2 === 0, last_seen: new Date(Date.now() - 86_400_000 + sent++).toISOString() })
  const stored = async (deviceId: string) =>
    Number(((await db.execute(sql`select count(*)::int as n from motion_events e join devices d on d.id = e.device_id where d.device_id = ${deviceId}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n)

  /** Queues `n` messages on `topic` while the reader is away, then times the reader through them */
  async function timed(label: string, n: number, device: string, limits: { messagesPerMinute: number; burst: number }) {
    const clientId = `bench-reader-${run}`
    const options = { db, url: broker.url, baseTopic: base, log: quiet, clientId, exclusive: false, limits }
    const first = startMqttIngest(options)
    await first.ready
    await first.stop()
    const ends = await stored('BENCH-END')
    await Promise.all(Array.from({ length: n }, () => publisher.publishAsync(`${base}/${device}`, report(), { qos: 1 })))
    await publisher.publishAsync(`bench-${run}/end/BENCH-END`, report(), { qos: 1 })
    const started = performance.now()
    const reader = startMqttIngest(options)
    while ((await stored('BENCH-END')) === ends) await new Promise((r) => setTimeout(r, 5))
    const seconds = (performance.now() - started) / 1000
    await reader.stop()
    const perSecond = Math.round((n + 1) / seconds)
    console.log(`${label.padEnd(8)} ${String(n).padStart(6)} messages in ${seconds.toFixed(2)} s: ${perSecond} a second`)
    return perSecond
  }

  console.log(`${os.cpus().length} CPUs, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`)
  const results: Record<string, number[]> = { stored: [], unknown: [], flood: [] }
  for (let r = 0; r < rounds; r++) {
    results.stored!.push(await timed('stored', messages, 'BENCH-PIR', { messagesPerMinute: 1e9, burst: 1e9 }))
    results.unknown!.push(await timed('unknown', messages, 'a-plug', { messagesPerMinute: 1e9, burst: 1e9 }))
    results.flood!.push(await timed('flood', flood, 'BENCH-PIR', { messagesPerMinute: 1, burst: 1 }))
  }
  await publisher.endAsync()
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  for (const [label, xs] of Object.entries(results)) console.log(`median ${label}: ${median(xs)} messages a second (${xs.join(', ')})`)
  console.log(`flood: ${await stored('BENCH-PIR')} of the sensor's messages stored in all`)
}
