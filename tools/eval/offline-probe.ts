// The offline trials alone, one line each (an ad-hoc probe for offline.ts): the same draw as the eval's (the
// detection trials are drawn first from the same seeded stream, then dropped), the engine replayed with only
// those trials, and the offline alerts on the untouched log (the eval's false offline alerts).
//   npx tsx tools/eval/offline-probe.ts --dataset ../shared/data [--home a,b] [--seed S]
import { resolve } from 'node:path'
import { toolArgs } from '../cli/args'
import { loadDataset } from './dataset'
import { DEFAULT_EVAL_OPTIONS } from './evaluate-home'
import { replayEngine } from './replay'
import { mulberry32, seedOf } from './rng'
import { pickDetectionTrials, pickOfflineTrials } from './trials'
import { personEvidence, replayPlan, replayWindow } from './window'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
const cli = toolArgs({ dataset: { type: 'string' }, home: { type: 'string' }, seed: { type: 'string' } }, 'Usage: npx tsx tools/eval/offline-probe.ts --dataset DIR [--home a,b] [--seed S]')
const seed = cli.number('seed', { fallback: DEFAULT_EVAL_OPTIONS.seed, whole: true })
const only = cli.values.home ? new Set(cli.values.home.split(',')) : null
const stamp = (ms: number) => new Date(ms).toISOString().slice(5, 16).replace('T', ' ')

for (const data of loadDataset(resolve(cli.values.dataset ?? cli.fail('--dataset is required')))) {
  if (only && !only.has(data.name)) continue
  const options = DEFAULT_EVAL_OPTIONS
  const window = replayWindow(data, options)
  const { learnEndMs, endMs, stepMs } = window
  const rng = mulberry32(seedOf(data.name, seed))
  const evidence = personEvidence(data)
  pickDetectionTrials(data, evidence, learnEndMs, endMs, stepMs, options.trials, rng)
  const keys = data.home.devices.map((device) => device.key)
  const offline = pickOfflineTrials(data.events, keys, learnEndMs, endMs - DAY_MS, stepMs, options.offlineTrials, rng)
  const plan = replayPlan(window, options, { offline })
  const replay = replayEngine(data, plan, false)
  const minutes = [...replay.offlineMinutes].sort((a, b) => a - b)
  const median = minutes[Math.ceil(0.5 * minutes.length) - 1] ?? null // as the eval's
  console.log(`${data.name}: offline median ${median} min, found ${minutes.filter(Number.isFinite).length} / ${minutes.length}`)
  offline.forEach((trial, i) => {
    const next = data.events.find((event) => event.deviceKey === trial.deviceKey && event.timestamp.getTime() > trial.at)
    const nextMin = next ? Math.round((next.timestamp.getTime() - trial.at) / MINUTE_MS) : null
    console.log(`  ${stamp(trial.at)} ${trial.deviceKey.padEnd(32)} ${String(replay.offlineMinutes[i]).padStart(8)} min (next report after ${nextMin} min)`)
  })
  const days = (endMs - learnEndMs) / DAY_MS
  const falseOffline = replay.alerts.filter((alert) => alert.dedupeKey.startsWith('offline:'))
  console.log(`  false offline: ${falseOffline.length} (${(falseOffline.length / days).toFixed(3)} / day)`)
  for (const alert of falseOffline) console.log(`    ${stamp(alert.at)} ${alert.severity} ${alert.description}`)
}
