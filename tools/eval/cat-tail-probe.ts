// Ad-hoc probe (session 58): a pet home's slow daytime detection trials (over --over minutes), each traced after its cut:
// the cat's reports, and at each the motion watch's spell (room, start, limit, end) and the pet watch's (last sure sign, limit).
//   npx tsx tools/eval/cat-tail-probe.ts --dataset DIR --home H [--over 180]
import { resolve } from 'node:path'
import { toolArgs } from '../cli/args'
import { loadDataset } from './dataset'
import { DEFAULT_EVAL_OPTIONS } from './evaluate-home'
import { mulberry32, seedOf } from './rng'
import { pickDetectionTrials } from './trials'
import { personEvidence, replayWindow } from './window'
import { cloneState, createState, evaluate } from '../../server/engine/engine'
import { assessQuiet } from '../../server/engine/inactivity'
import { assessPetQuiet } from '../../server/engine/pets'
import { DAY_MS, MINUTE_MS } from '../../server/engine/local-time'
import type { EngineEvent, EngineState } from '../../server/engine/types'

const cli = toolArgs({ dataset: { type: 'string' }, home: { type: 'string' }, over: { type: 'string' } }, 'Usage: cat-tail-probe --dataset DIR --home H')
const data = loadDataset(resolve(cli.values.dataset ?? cli.fail('--dataset'))).find((d) => d.name === cli.values.home) ?? loadDataset(resolve(cli.values.dataset ?? ''))[0] ?? cli.fail('no such home')
const over = Number(cli.values.over ?? 180)
const options = DEFAULT_EVAL_OPTIONS
const window = replayWindow(data, options)
const { learnEndMs, endMs, stepMs, startMs } = window
const rng = mulberry32(seedOf(data.name, options.seed))
const detection = pickDetectionTrials(data, personEvidence(data), learnEndMs, endMs, stepMs, options.trials, rng)
const trialStepMs = options.trialStepMinutes * MINUTE_MS
const hhmm = (ms: number) => new Date(ms).toISOString().slice(5, 16).replace('T', ' ')
const isQuiet = (type: string) => type === 'inactivity' || type === 'emergency'
const pets = new Set(data.petEvents)
const herEvents = data.events.filter((e) => !pets.has(e))

function describe(s: EngineState, now: number) {
  const q = assessQuiet(s, now, false)
  const p = assessPetQuiet(s, data.home, now)
  const seen = s.pets?.seen
  const motion = q ? `M ${q.room}@${hhmm(q.lastMovementAt)} lim ${Math.round(q.limitMinutes)} end ${hhmm(q.lastMovementAt + q.limitMinutes * MINUTE_MS)}${q.lyingDown ? ' lying' : ''}${q.asleep ? ' asleep' : ''}${q.cautionMinutes ? ` caut${Math.round(q.cautionMinutes)}` : ''}` : 'M -'
  const pet = p ? `P ${p.room}@${hhmm(p.lastAt)} lim ${Math.round(p.limitMinutes)} end ${hhmm(p.lastAt + p.limitMinutes * MINUTE_MS)}` : 'P -'
  const sn = seen ? `seen ${seen.room}@${hhmm(seen.at)}${seen.followed ? ' f' : ''}${seen.close ? ' c' : ''}${seen.held ? ' h' : ''}` : 'seen -'
  return `${motion} | ${pet} | ${sn}`
}

function trace(state: EngineState, at: number) {
  const fork = cloneState(state)
  const lines: string[] = []
  const her = herEvents.filter((e) => e.timestamp.getTime() <= at && e.timestamp.getTime() > at - 30 * MINUTE_MS && e.kind !== 'motion' || (e.timestamp.getTime() <= at && e.timestamp.getTime() > at - 10 * MINUTE_MS)).filter((e) => e.active !== false || e.kind !== 'motion')
  lines.push(`  her last: ${her.slice(-6).map((e) => `${hhmm(e.timestamp.getTime()).slice(6)} ${e.deviceKey}${e.active ? '' : '-'}`).join(', ')}`)
  lines.push(`  at cut: ${describe(fork, at)}`)
  let pet = data.petEvents.findIndex((e) => e.timestamp.getTime() > at)
  if (pet < 0) pet = data.petEvents.length
  for (let u = at + trialStepMs; u <= at + DAY_MS; u += trialStepMs) {
    const batch: EngineEvent[] = []
    for (; pet < data.petEvents.length && (data.petEvents[pet]?.timestamp.getTime() ?? Infinity) <= u; pet++) batch.push(data.petEvents[pet] as EngineEvent)
    const result = evaluate(fork, batch, new Date(u), data.home, options.engine)
    const on = batch.filter((e) => e.active !== false)
    if (on.length) lines.push(`  ${hhmm(u).slice(6)} +${Math.round((u - at) / MINUTE_MS)} cat ${on.map((e) => `${e.deviceKey}@${hhmm(e.timestamp.getTime()).slice(6)}`).join(' ')} -> ${describe(fork, u)}`)
    const quiet = result.alerts.filter((a) => isQuiet(a.type))
    if (quiet.length) {
      lines.push(`  ALERT +${Math.round((u - at) / MINUTE_MS)}: ${quiet.map((a) => `${a.type} ${a.dedupeKey}: ${a.description.slice(0, 160)}`).join(' / ')}`)
      return { minutes: (u - at) / MINUTE_MS, lines }
    }
  }
  return { minutes: 1441, lines }
}

const state = createState(new Date(startMs), data.home)
let index = 0
let d = 0
const out: string[] = []
const all: number[] = []
const alerts: string[] = []
for (let t = startMs + stepMs; t <= endMs; t += stepMs) {
  const batch: EngineEvent[] = []
  for (; index < data.events.length && (data.events[index]?.timestamp.getTime() ?? Infinity) <= t; index++) batch.push(data.events[index] as EngineEvent)
  const live = evaluate(state, batch, new Date(t), data.home, options.engine)
  if (t >= learnEndMs) for (const a of live.alerts) if (isQuiet(a.type)) alerts.push(`${hhmm(t)} ${a.description.slice(0, 90)}`)
  for (; detection[d] && (detection[d]?.at ?? Infinity) <= t; d++) {
    const trial = detection[d]
    if (!trial) continue
    if (Object.values(state.open).some((o) => isQuiet(o.type))) { all.push(0); continue }
    const r = trace(state, t)
    if (trial.daytime) all.push(r.minutes)
    if (trial.daytime && r.minutes > over) out.push(`TRIAL ${hhmm(trial.at)} ${Math.round(r.minutes)} min\n${r.lines.join('\n')}`)
  }
}
console.log(out.join('\n\n'))
const sorted = [...all].sort((a, b) => a - b)
console.log(alerts.join('\n'))
console.log(`daytime ${all.length}, median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)}, p90 ${Math.round(sorted[Math.floor(sorted.length * 0.9)] ?? 0)}, over ${over}: ${out.length}, live quiet alerts ${alerts.length}`)
