// Ad-hoc probe (session 54): every quiet alert on the untouched log after learning (the eval's false alerts), with the
// context the engine judged (last sensor at its pace, limit, caution, sleep reading), the whole spell and what ended it,
// the records that spell broke (the sensor at its pace, the sensor, the room: ±1 h of its end, as learned before it),
// and the annotations around it.
//   npx tsx tools/eval/fa-trace-probe.ts --dataset DIR --home H
import { resolve } from 'node:path'
import { createState, evaluate } from '../../server/engine/engine'
import { assessQuiet } from '../../server/engine/inactivity'
import { binOf, paceKey, type QuietProfile } from '../../server/engine/quiet-model'
import { formatClock } from '../../server/engine/format'
import { localClock } from '../../server/engine/local-time'
import { usualNight } from '../../server/engine/sleep'
import type { EngineEvent } from '../../server/engine/types'
import { toolArgs } from '../cli/args'
import { loadDataset } from './dataset'
import { DEFAULT_EVAL_OPTIONS } from './evaluate-home'
import { replayWindow } from './window'

const MINUTE_MS = 60_000
const cli = toolArgs({ dataset: { type: 'string' }, home: { type: 'string' } }, 'Usage: fa-trace-probe --dataset DIR --home H')
const data = loadDataset(resolve(cli.values.dataset ?? cli.fail('--dataset'))).find((d) => d.name === cli.values.home) ?? cli.fail('no such home')
const window = replayWindow(data, DEFAULT_EVAL_OPTIONS)
const hm = (ms: number) => new Date(ms).toISOString().slice(5, 16).replace('T', ' ')
const near = (p: QuietProfile | undefined, bin: number, half = 4) => {
  if (!p) return 0
  let best = 0
  for (let o = -half; o <= half; o++) best = Math.max(best, p.max[(bin + o + 96) % 96] ?? 0)
  return Math.round(best)
}
// every spell (gap between her reports at home), to say whether this one was the longest in its context so far
const petEvents = new Set(data.petEvents)
const inside = data.events.filter((e) => e.room !== 'entrance' && !petEvents.has(e))
let state = createState(new Date(window.startMs), data.home)
let index = 0
for (let t = window.startMs + MINUTE_MS; t <= window.endMs; t += MINUTE_MS) {
  const batch: EngineEvent[] = []
  for (; index < data.events.length && (data.events[index]?.timestamp.getTime() ?? Infinity) <= t; index++) batch.push(data.events[index] as EngineEvent)
  const result = evaluate(state, batch, new Date(t), data.home, DEFAULT_EVAL_OPTIONS.engine)
  state = result.state
  if (t < window.learnEndMs) continue
  for (const alert of result.alerts) {
    if (alert.type !== 'inactivity' && alert.type !== 'emergency') continue
    const a = assessQuiet(state, t, false)
    const start = state.lastInsideAt ?? 0
    const next = data.events.find((e) => e.timestamp.getTime() > t)
    const nextIn = inside.find((e) => e.timestamp.getTime() > start)
    const ctx = paceKey(state.lastDeviceKey ?? '', state.lastPace)
    const q = state.quiet
    const endMs = nextIn ? nextIn.timestamp.getTime() : t
    const spell = (endMs - start) / MINUTE_MS
    const endBin = binOf(localClock(endMs, 'UTC').minuteOfDay)
    const atBin = binOf(localClock(t, 'UTC').minuteOfDay)
    const night = usualNight(state.daily.history)
    const acts = (data.annotations ?? []).filter((x) => x.end >= start - 45 * MINUTE_MS && x.start <= endMs + 10 * MINUTE_MS).map((x) => `${hm(x.start).slice(6)}-${hm(x.end).slice(6)} ${x.activity}`)
    console.log(
      `${data.name} | ${hm(t)} ${alert.type}/${alert.severity} | last ${state.lastDeviceKey}@${state.lastPace} (${state.lastRoom}) ${hm(start)} | quiet ${Math.round(a?.quietMinutes ?? 0)} limit ${Math.round(a?.limitMinutes ?? 0)} usual ${Math.round(a?.usualLongestMinutes ?? 0)} caution ${Math.round(a?.cautionMinutes ?? 0)} ev ${a?.evidenceSpells.toFixed(1)} own ${a?.ownOnly} asleep ${a?.asleep} turned ${a?.turnedMinutes ?? '-'} | spell ${Math.round(spell)} ended ${nextIn ? `${nextIn.deviceKey} ${hm(endMs).slice(6)}` : '?'} (next any ${next?.deviceKey}) | rec ctx@alert ${near(q.devices[ctx ?? ''], atBin)} ctx@end ${near(q.devices[ctx ?? ''], endBin)} dev@end ${near(q.devices[state.lastDeviceKey ?? ''], endBin)} room@end ${near(q.rooms[state.lastRoom ?? ''], endBin)} | bed ${formatClock(night.bedMinute)} rise ${formatClock(night.riseMinute)} | ${acts.join('; ')}`,
    )
  }
}
