// Ad-hoc probe (session 57): each detection trial of one home, as the eval picks them (seed, count), with the minutes
// to its alert. Run it on two clones and diff the outputs to see which trials a change moved (the eval prints only
// the median and p90). Offline and outside trials are left out: they do not touch the detection trials' replay.
//   npx tsx tools/eval/trial-minutes-probe.ts --dataset DIR --home H
import { resolve } from 'node:path'
import { toolArgs } from '../cli/args'
import { loadDataset } from './dataset'
import { DEFAULT_EVAL_OPTIONS } from './evaluate-home'
import { replayEngine } from './replay'
import { mulberry32, seedOf } from './rng'
import { hasAwayAnnotations, pickDetectionTrials } from './trials'
import { personEvidence, replayPlan, replayWindow } from './window'

const cli = toolArgs({ dataset: { type: 'string' }, home: { type: 'string' } }, 'Usage: trial-minutes-probe --dataset DIR --home H')
const data = loadDataset(resolve(cli.values.dataset ?? cli.fail('--dataset'))).find((d) => d.name === cli.values.home) ?? cli.fail('no such home')
const options = DEFAULT_EVAL_OPTIONS
const window = replayWindow(data, options)
const { learnEndMs, endMs, stepMs } = window
// the same rng and the same first draw as evaluateHome: the detection trials are picked first
const rng = mulberry32(seedOf(data.name, options.seed))
const detection = pickDetectionTrials(data, personEvidence(data), learnEndMs, endMs, stepMs, options.trials, rng)
const replay = replayEngine(data, replayPlan(window, options, { detection }), hasAwayAnnotations(data))
detection.forEach((trial, i) => console.log(`${new Date(trial.at).toISOString().slice(0, 16)} ${trial.daytime ? 'day' : 'night'} ${Math.round(replay.detectionMinutes[i] ?? Number.NaN)}`))
