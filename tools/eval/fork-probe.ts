// One trial by hand (an ad-hoc probe): the home replayed to `--cut`, every report after it dropped but a pet's,
// then stepped a minute at a time for `--hours`, printing the status each `--every` minutes and every alert.
//   npx tsx tools/eval/fork-probe.ts --dataset DIR --home H --cut 2025-02-27T21:44:34 [--hours 24] [--every 60]
import { resolve } from 'node:path'
import { createState, evaluate } from '../../server/engine/engine'
import type { EngineEvent } from '../../server/engine/types'
import { toolArgs } from '../cli/args'
import { loadDataset } from './dataset'
import { DEFAULT_EVAL_OPTIONS } from './evaluate-home'
import { replayWindow } from './window'

const MINUTE_MS = 60_000
const cli = toolArgs(
  { dataset: { type: 'string' }, home: { type: 'string' }, cut: { type: 'string' }, hours: { type: 'string' }, every: { type: 'string' } },
  'Usage: npx tsx tools/eval/fork-probe.ts --dataset DIR --home H --cut ISO [--hours 24] [--every 60]',
)
const hours = cli.number('hours', { fallback: 24 })
const every = cli.number('every', { fallback: 60 })
const stamp = (ms: number) => new Date(ms).toISOString().slice(5, 16).replace('T', ' ')
const data = loadDataset(resolve(cli.values.dataset ?? cli.fail('--dataset is required'))).find((d) => d.name === cli.values.home) ?? cli.fail('no such home')
const cut = new Date(`${cli.values.cut ?? cli.fail('--cut is required')}Z`).getTime()
const window = replayWindow(data, DEFAULT_EVAL_OPTIONS)
const pets = new Set(data.petEvents)
let state = createState(new Date(window.startMs), data.home)
let index = 0
const end = cut + hours * 60 * MINUTE_MS
for (let t = window.startMs + MINUTE_MS; t <= end; t += MINUTE_MS) {
  const batch: EngineEvent[] = []
  for (; index < data.events.length && (data.events[index]?.timestamp.getTime() ?? Infinity) <= t; index++) {
    const event = data.events[index] as EngineEvent
    if (event.timestamp.getTime() <= cut || pets.has(event)) batch.push(event)
  }
  const result = evaluate(state, batch, new Date(t), data.home, DEFAULT_EVAL_OPTIONS.engine)
  state = result.state
  if (t < cut - 6 * 60 * MINUTE_MS) continue
  for (const alert of result.alerts) console.log(`${stamp(t)} ALERT ${alert.type} ${alert.severity} ${alert.dedupeKey}: ${alert.description}`)
  for (const key of result.resolved) console.log(`${stamp(t)} resolved ${key}`)
  if ((t - cut) % (every * MINUTE_MS) < MINUTE_MS || batch.length > 0) {
    const s = result.status
    console.log(`${stamp(t)} ${batch.length ? `[${batch.map((e) => `${e.deviceKey}=${e.active ? 1 : 0}${pets.has(e) ? "(pet)" : ""}`).join(' ')}] ` : ''}presence ${s.presence} atHome ${s.atHome} asleep ${s.asleep} awaySince ${s.awaySince ? stamp(s.awaySince) : '-'} cameIn ${s.cameInAt ? stamp(s.cameInAt) : '-'} petMoved ${s.cameInPetMoved} last ${s.lastRoom} quiet ${s.quietMinutes} limit ${s.quietLimitMinutes}`)
  }
}
