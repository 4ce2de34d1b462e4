// Trial by trial, a home against its twin of another kit (an ad-hoc probe): the first home's daytime detection
// trials (as the eval picks them) run on both homes from the same cut, with the minutes to the first quiet alert,
// the motion watch's limit, its room and its usual longest quiet there.
//   npx tsx tools/eval/twin-wait-probe.ts --a DIR/small-s151 --b DIR/pir-s151 [--seed S] [--json FILE]
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { cloneState, createState, evaluate } from '../../server/engine/engine'
import { assessQuiet, type QuietAssessment } from '../../server/engine/inactivity'
import { localClock, MINUTE_MS } from '../../server/engine/local-time'
import type { EngineEvent, EngineHome, EngineState } from '../../server/engine/types'
import { toolArgs } from '../cli/args'
import { loadDataset, type HomeData } from './dataset'
import { DEFAULT_EVAL_OPTIONS } from './evaluate-home'
import { mulberry32, seedOf } from './rng'
import { pickDetectionTrials } from './trials'
import { personEvidence, replayWindow } from './window'

const DAY_MS = 24 * 60 * MINUTE_MS
const cli = toolArgs({ a: { type: 'string' }, b: { type: 'string' }, seed: { type: 'string' }, json: { type: 'string' } }, 'Usage: npx tsx tools/eval/twin-wait-probe.ts --a HOME --b HOME [--seed S] [--json FILE]')
const seed = cli.number('seed', { fallback: DEFAULT_EVAL_OPTIONS.seed, whole: true })
const load = (dir: string): HomeData => loadDataset(resolve(dir))[0] ?? cli.fail(`no home ${dir}`)

function kindOf(a: QuietAssessment): string {
  if (a.maybeOut) return 'doubt'
  if (a.usualRiseMinute != null) return 'rise'
  if (a.asleep) return 'asleep'
  if (a.earlyNight) return 'early'
  if (a.lyingDown) return 'lying'
  if (a.eveningSeat) return 'seat'
  if (a.wayBackRoom) return `wayback:${a.wayBackRoom}`
  return a.cautionMinutes > 0 ? `ordinary+c${Math.round(a.cautionMinutes)}` : 'ordinary'
}

function run(state: EngineState, home: EngineHome, at: number) {
  const fork = cloneState(state)
  const first = assessQuiet(fork, at, false)
  const start = { cutRoom: fork.lastRoom ?? '', presence: fork.presence.mode, since: first ? Math.round(first.quietMinutes) : -1 }
  for (let u = at + MINUTE_MS; u <= at + DAY_MS; u += MINUTE_MS) {
    const result = evaluate(fork, [], new Date(u), home)
    const alert = result.alerts.find((x) => x.type === 'inactivity' || x.type === 'emergency')
    if (!alert) continue
    const q = assessQuiet(fork, u, false)
    return { minutes: (u - at) / MINUTE_MS, type: alert.type, rule: q ? kindOf(q) : 'none', limit: q ? Math.round(q.limitMinutes) : -1, usual: q?.usualLongestMinutes ?? -1, room: q?.room ?? fork.lastRoom ?? '', ...start, text: alert.description }
  }
  return { minutes: 1441, type: 'missed', rule: 'missed', limit: -1, usual: -1, room: '', ...start, text: '' }
}

function trialsOf(data: HomeData) {
  const options = { ...DEFAULT_EVAL_OPTIONS, seed }
  const window = replayWindow(data, options)
  const rng = mulberry32(seedOf(data.name, seed))
  return { window, trials: pickDetectionTrials(data, personEvidence(data), window.learnEndMs, window.endMs, window.stepMs, options.trials, rng).filter((t) => t.daytime) }
}

function replay(data: HomeData, ats: number[]) {
  const { window } = trialsOf(data)
  const out = new Map<number, ReturnType<typeof run>>()
  const state = createState(new Date(window.startMs), data.home)
  let index = 0
  let next = 0
  for (let t = window.startMs + window.stepMs; t <= window.endMs && next < ats.length; t += window.stepMs) {
    const batch: EngineEvent[] = []
    for (; index < data.events.length && (data.events[index]?.timestamp.getTime() ?? Infinity) <= t; index++) batch.push(data.events[index] as EngineEvent)
    evaluate(state, batch, new Date(t), data.home)
    for (; next < ats.length && (ats[next] as number) <= t; next++) out.set(ats[next] as number, run(state, data.home, t))
  }
  return out
}

const a = load(cli.values.a ?? cli.fail('--a is required'))
const b = load(cli.values.b ?? cli.fail('--b is required'))
const ats = trialsOf(a).trials.map((t) => t.at)
const ra = replay(a, ats)
const rb = replay(b, ats)
const rows = ats.map((at) => ({ at: new Date(at).toISOString().slice(0, 16), hour: localClock(at, a.home.timeZone ?? 'UTC').hour, a: ra.get(at), b: rb.get(at) }))
const median = (xs: number[]) => { const s = [...xs].sort((x, y) => x - y); return s.length % 2 ? (s[(s.length - 1) / 2] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2 }
console.log(`${a.name} ${median(rows.map((r) => r.a?.minutes ?? 0))} vs ${b.name} ${median(rows.map((r) => r.b?.minutes ?? 0))} on ${rows.length} daytime trials of ${a.name}`)
for (const r of rows) console.log(`${r.at} | ${r.a?.minutes} ${r.a?.rule} ${r.a?.room}<${r.a?.cutRoom} lim ${r.a?.limit} usual ${r.a?.usual} pres ${r.a?.presence} q0 ${r.a?.since} | ${r.b?.minutes} ${r.b?.rule} ${r.b?.room}<${r.b?.cutRoom} lim ${r.b?.limit} usual ${r.b?.usual} q0 ${r.b?.since} | d ${(r.a?.minutes ?? 0) - (r.b?.minutes ?? 0)}`)
if (cli.values.json) writeFileSync(cli.values.json, JSON.stringify(rows))
