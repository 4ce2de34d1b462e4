// The outside trials alone, one line each (an ad-hoc probe for night-out.ts): the eval's night trials (she gets
// up and goes out of the front door in the night) and departure trials (a real outing that never ends), each
// with its minutes from the door to the engine's first quiet alert, 'never' when none came within 24 h.
//   npx tsx tools/eval/outside-probe.ts --dataset DIR [--home a,b] [--seed S] [--missed]
import { resolve } from 'node:path'
import { toolArgs } from '../cli/args'
import { loadDataset } from './dataset'
import { DEFAULT_EVAL_OPTIONS } from './evaluate-home'
import { DAY_MINUTES } from './metrics'
import { pickDepartureTrials, pickNightTrials, type OutsideTrial } from './outside'
import { replayEngine, type ReplayPlan } from './replay'
import { mulberry32, seedOf } from './rng'
import { evidenceOf } from './trials'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
const cli = toolArgs(
  { dataset: { type: 'string' }, home: { type: 'string' }, seed: { type: 'string' }, missed: { type: 'boolean' } },
  'Usage: npx tsx tools/eval/outside-probe.ts --dataset DIR [--home a,b] [--seed S] [--missed]',
)
const seed = cli.number('seed', { fallback: DEFAULT_EVAL_OPTIONS.seed, whole: true })
const only = cli.values.home ? new Set(cli.values.home.split(',')) : null
const stamp = (ms: number) => new Date(ms).toISOString().slice(5, 16).replace('T', ' ')

function print(kind: string, trials: OutsideTrial[], minutes: number[]) {
  const missed = minutes.filter((m) => m > DAY_MINUTES).length
  console.log(`  ${kind}: ${trials.length} trials, ${missed} missed within 24 h`)
  trials.forEach((trial, i) => {
    const m = minutes[i] ?? Infinity
    if (cli.values.missed && m <= DAY_MINUTES) return
    console.log(`    door ${stamp(trial.doorAt)}  ${m > DAY_MINUTES ? 'never' : `${Math.round(m)} min`}`)
  })
}

for (const data of loadDataset(resolve(cli.values.dataset ?? cli.fail('--dataset is required')))) {
  if (only && !only.has(data.name)) continue
  const options = { ...DEFAULT_EVAL_OPTIONS, seed }
  const first = data.events[0]?.timestamp.getTime() ?? 0
  const last = data.events[data.events.length - 1]?.timestamp.getTime() ?? 0
  const stepMs = options.stepMinutes * MINUTE_MS
  const startMs = Math.floor(first / DAY_MS) * DAY_MS
  const learnEndMs = startMs + options.learningDays * DAY_MS
  const endMs = Math.ceil(last / stepMs) * stepMs
  // as the eval draws them (evaluate-home.ts): the night trials from their own seeded stream
  const pets = new Set(data.petEvents)
  const evidence = evidenceOf(pets.size === 0 ? data.events : data.events.filter((event) => !pets.has(event)))
  const night = pickNightTrials(data, evidence, learnEndMs, endMs - DAY_MS, stepMs, options.outsideTrials, mulberry32(seedOf(`${data.name}:outside`, options.seed)))
  const departures = pickDepartureTrials(data, learnEndMs, endMs - DAY_MS, stepMs)
  const plan: ReplayPlan = {
    startMs,
    learnEndMs,
    endMs,
    stepMs,
    trialStepMs: options.trialStepMinutes * MINUTE_MS,
    offlineStepMs: options.offlineStepMinutes * MINUTE_MS,
    detection: [],
    offline: [],
    night,
    departures,
    passages: [],
    shortTrips: [],
    engine: options.engine,
  }
  const replay = replayEngine(data, plan, false)
  console.log(`${data.name}:`)
  print('out in the night, not back', night, replay.nightMinutes)
  print('out for the day, not back', departures, replay.departureMinutes)
}
