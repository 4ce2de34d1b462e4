// npm run eval -- --dataset <events.csv | a home's folder | a folder of homes> [--json] [--verbose]
//   [--trials N] [--offline-trials N] [--seed S] [--seeds S1,S2…] [--step MIN] [--home a,b] [--quiet-limit JSON]
// --seeds runs each home again under those seeds and prints the range of the engine's daytime median and p90.
// Replays real homes through the engine and the baselines (issue 5 §6). Data: ../shared/data, read at
// run time and never copied into this repository. Sources (see ../shared/data/README.md):
//  - van Kasteren, Noulas, Englebienne, Kröse: Accurate activity recognition in a home setting,
//    UbiComp 2008; van Kasteren et al.: Human Activity Recognition from Wireless Sensor Network Data:
//    Benchmark and Software, 2011 (houses A and C).
//  - Munguia Tapia, Intille, Larson: Activity recognition in the home using simple and ubiquitous
//    sensors, Pervasive 2004 (MIT PlaceLab subject 1).
//  Converted from the tab-separated copies in github.com/agnesvanbelle/TL (commit 22d0103a65b7).
import { resolve } from 'node:path'
import { DEFAULT_QUIET_LIMIT, type QuietLimitParams } from '../server/engine/quiet-model'
import { loadDataset, type HomeData } from './eval/dataset'
import { DEFAULT_EVAL_OPTIONS, evaluateHome } from './eval/evaluate-home'
import { falseAlertDetails, toJson, toText } from './eval/report'
import { toolArgs } from './cli/args'
import { parseSeeds, seedSpread, seedSpreadText } from './eval/seeds'

const USAGE = `Usage: npm run eval -- --dataset <events.csv | a home's folder | a folder of homes> [--json] [--verbose]
  [--trials N] [--offline-trials N] [--seed S] [--seeds S1,S2…] [--step MIN] [--home a,b] [--quiet-limit JSON]`

const cli = toolArgs(
  {
    dataset: { type: 'string' },
    json: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    trials: { type: 'string' },
    'offline-trials': { type: 'string' },
    seed: { type: 'string' },
    seeds: { type: 'string' },
    step: { type: 'string' },
    home: { type: 'string' },
    'quiet-limit': { type: 'string' },
  },
  USAGE,
)
const { values } = cli
const dataset = values.dataset ?? cli.fail('--dataset is required')

const quietLimit = cli.json('quiet-limit') as Partial<QuietLimitParams> | undefined
const options = {
  ...DEFAULT_EVAL_OPTIONS,
  trials: cli.number('trials', { fallback: DEFAULT_EVAL_OPTIONS.trials, whole: true, min: 1 }),
  offlineTrials: cli.number('offline-trials', { fallback: DEFAULT_EVAL_OPTIONS.offlineTrials, whole: true, min: 0 }),
  seed: cli.number('seed', { fallback: DEFAULT_EVAL_OPTIONS.seed, whole: true }),
  stepMinutes: cli.number('step', { fallback: DEFAULT_EVAL_OPTIONS.stepMinutes, min: 0.1 }),
  // For experiments: overrides of the engine's quiet-spell limit, e.g. '{"factor":1.2}'
  engine: quietLimit ? { quietLimit: { ...DEFAULT_QUIET_LIMIT, ...quietLimit } } : {},
}

let extraSeeds: number[] = []
try {
  extraSeeds = values.seeds ? parseSeeds(values.seeds).filter((seed) => seed !== options.seed) : []
} catch (error) {
  cli.fail((error as Error).message)
}

const began = performance.now()
let homes: HomeData[] = []
try {
  homes = loadDataset(resolve(dataset)).filter((home) => !values.home || values.home.split(',').includes(home.name))
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`)
  process.exit(2)
}
const runs = homes.map((home) => ({ home, result: evaluateHome(home, options) }))
const results = runs.map((run) => run.result)
const spreads = extraSeeds.length
  ? runs.map(({ home, result }) => seedSpread([{ seed: options.seed, result }, ...extraSeeds.map((seed) => ({ seed, result: evaluateHome(home, { ...options, seed }) }))]))
  : []
if (values.json) {
  const json = toJson(results)
  const homesWithSpread = json.homes.map((home, i) => (spreads[i] ? { ...home, seedSpread: spreads[i] } : home))
  process.stdout.write(`${JSON.stringify({ ...json, homes: homesWithSpread }, null, 2)}\n`)
} else {
  process.stdout.write(`${toText(results)}\n`)
  if (spreads.length) process.stdout.write(`\nTrial sampling noise:\n${spreads.map((spread, i) => seedSpreadText(results[i]?.name ?? '', spread)).join('\n')}\n`)
  if (values.verbose) process.stdout.write(`\n${falseAlertDetails(results)}\n`)
  process.stdout.write(`\nTotal ${((performance.now() - began) / 1000).toFixed(1)} s\n`)
}
