// The outside trials alone, one line each (an ad-hoc probe for night-out.ts): the eval's night trials (she gets
// up and goes out of the front door in the night) and departure trials (a real outing that never ends), each
// with its minutes from the door to the engine's first quiet alert, 'never' when none came within 24 h.
//   npx tsx tools/eval/outside-probe.ts --dataset DIR [--home a,b] [--seed S] [--missed]
import { resolve } from 'node:path'
import { toolArgs } from '../cli/args'
import { loadDataset } from './dataset'
import { DEFAULT_EVAL_OPTIONS } from './evaluate-home'
import { DAY_MINUTES } from './metrics'
import type { OutsideTrial } from './outside'
import { replayEngine } from './replay'
import { doorPassages } from './arrivals'
import { shortTrips } from './short-trips'
import { outsideTrialsOf, personEvidence, replayPlan, replayWindow } from './window'

const MINUTE_MS = 60_000
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
  // as the eval draws them (evaluate-home.ts)
  const window = replayWindow(data, options)
  const { night, departures } = outsideTrialsOf(data, personEvidence(data), window, options)
  const plan = replayPlan(window, options, {
    night,
    departures,
    passages: doorPassages(data, window.learnEndMs, window.endMs - DAY_MINUTES * MINUTE_MS),
    shortTrips: shortTrips(data, window.learnEndMs, window.endMs - DAY_MINUTES * MINUTE_MS),
  })
  const replay = replayEngine(data, plan, false)
  console.log(`${data.name}:`)
  print('out in the night, not back', night, replay.nightMinutes)
  print('out for the day, not back', departures, replay.departureMinutes)
  print('fallen on the way in', replay.arrivalTrials, replay.arrivalMinutes)
  print('fallen back from a short trip', replay.shortTripTrials, replay.shortTripMinutes)
}
