// npm run replay -- --dataset ../shared/data/kasteren-c/events.csv --client <email> [--speed N] [--url http://127.0.0.1:3000]
//
// Feeds a real event log into a running server through the ingest API. The sensors and an ingest key
// are made in the database first (DATABASE_URL, or the embedded one under DATA_DIR), the key is
// revoked at the end. The embedded database belongs to one process: while the server holds it, run
// `--setup-only` with the server stopped, start the server, then replay with the printed `--key`.
import fs from 'node:fs'
import path from 'node:path'
import { connectPostgres, openPglite, type Database } from '../server/lib/db'
import { parseEnv } from '../server/lib/env'
import { toolArgs } from './cli/args'
import { parseDataset, prefixFor } from './replay/dataset'
import { provisionReplay, revokeReplayKey, sendReplay } from './replay/replay'

const USAGE = `Usage: npm run replay -- --dataset <events.csv> --client <email> [--speed N] [--url http://127.0.0.1:3000]
  [--prefix KC]     device IDs are <prefix>-<sensor> (default: the initials of the dataset's folder)
  [--setup-only]    add the sensors and print a new key, send nothing
  [--key hwk_…]     send with this key; touch no database (sensors must exist)`

const cli = toolArgs(
  {
    dataset: { type: 'string' },
    client: { type: 'string' },
    speed: { type: 'string' },
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    prefix: { type: 'string' },
    key: { type: 'string' },
    'setup-only': { type: 'boolean' },
  },
  USAGE,
)
const { values } = cli
const datasetPath = values.dataset ?? cli.fail('--dataset is required')
if (!values.client && !values.key) cli.fail('--client (or --key) is required')
const speed = cli.number('speed')
if (speed !== undefined && !(speed > 0)) cli.fail(`--speed must be a number above 0 (got ${speed})`)

const file = path.resolve(datasetPath)
const prefix = values.prefix ?? prefixFor(file)
const dataset = parseDataset(fs.readFileSync(file, 'utf8'), prefix)
console.log(`${dataset.events.length} events from ${dataset.sensors.length} sensors in ${file}`)

let key = values.key
let database: Database | undefined
let provisioned: { clientId: string; keyId: string } | undefined
if (!key) {
  const env = parseEnv()
  try {
    database = env.DATABASE_URL ? await connectPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR)
  } catch (err) {
    console.error(err instanceof Error ? err.message : err)
    if (!env.DATABASE_URL) console.error('The embedded database is held by the running server: stop it, run with --setup-only, start it, then replay with --key.')
    process.exit(1)
  }
  try {
    const done = await provisionReplay(database.db, values.client!, dataset.sensors, `Replay of ${path.basename(path.dirname(file))}`)
    console.log(`Circle ${done.clientId}: ${done.created} sensors added, ${dataset.sensors.length - done.created} already there`)
    key = done.key
    provisioned = done
  } catch (err) {
    console.error(err instanceof Error ? err.message : err)
    await database.close()
    process.exit(1)
  }
  if (values['setup-only']) {
    await database.close()
    console.log(`Ingest key (shown once): ${key}\nNext: npm run replay -- --dataset ${values.dataset} --key ${key} --prefix ${prefix}`)
    process.exit(0)
  }
}

const started = Date.now()
let lastReport = 0
try {
  const summary = await sendReplay(dataset, {
    url: values.url,
    key,
    speed,
    onBatch: (s) => {
      if (Date.now() - lastReport < 2_000) return
      lastReport = Date.now()
      console.log(`  ${s.sent}/${dataset.events.length} sent`)
    },
  })
  const seconds = (Date.now() - started) / 1000
  console.log(
    `Sent ${summary.sent} in ${seconds.toFixed(1)} s: ${summary.accepted} accepted, ${summary.duplicates} duplicates, ${summary.rejected} rejected`,
  )
  for (const reason of summary.reasons) console.log(`  rejected: ${reason}`)
} catch (err) {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
} finally {
  if (database && provisioned) {
    await revokeReplayKey(database.db, provisioned.clientId, provisioned.keyId)
    await database.close()
  }
}
