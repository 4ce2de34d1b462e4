// npx tsx tools/forecast-check.ts --dataset ../shared/data [--every 97] [--from-day 8]
//
// Checks the dashboard's 'If nothing moves by …' (engine/quiet-forecast.ts) against the engine itself on
// real homes: each home is replayed on a simulated clock (5-minute ticks), and at a moment every `--every`
// minutes after the learning week the state is copied, the scheduler's ticks go on every minute with
// nothing moving, and the first quiet alert is compared with what the forecast said. Prints, per home,
// how many moments were checked, how many came within the minute (or 5), the worst misses, and how long one forecast takes.
import { cloneState, createState, evaluate } from '../server/engine/engine'
import { quietAlertForecast } from '../server/engine/quiet-forecast'
import type { EngineEvent, EngineHome, EngineState } from '../server/engine/types'
import { toolArgs } from './cli/args'
import { loadDataset } from './eval/dataset'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
const cli = toolArgs(
  { dataset: { type: 'string' }, every: { type: 'string' }, 'from-day': { type: 'string' } },
  'Usage: npx tsx tools/forecast-check.ts --dataset <events.csv or a folder of homes> [--every 97] [--from-day 8]',
)
const dataset = cli.values.dataset ?? cli.fail('--dataset is required')
const every = cli.number('every', { fallback: 97, min: 1 }) * MINUTE_MS
const fromDay = cli.number('from-day', { fallback: 8, whole: true, min: 0 })

/** Minutes from `from` to the first quiet alert with nothing moving (ticks every minute), or null within 20 h */
function firstAlert(state: EngineState, home: EngineHome, from: number): number | null {
  const copy = cloneState(state)
  for (let t = from + MINUTE_MS; t <= from + 20 * 60 * MINUTE_MS; t += MINUTE_MS) {
    const { alerts } = evaluate(copy, [], new Date(t), home)
    if (alerts.some((a) => a.type === 'inactivity' || a.type === 'emergency')) return t
  }
  return null
}

for (const data of loadDataset(dataset)) {
  const first = data.events[0]?.timestamp.getTime() ?? 0
  const startMs = Math.floor(first / DAY_MS) * DAY_MS
  const endMs = data.events[data.events.length - 1]?.timestamp.getTime() ?? startMs
  // a pet's movements are movement too: with nothing moving at all, the motion sensors' quiet decides
  const state = createState(new Date(startMs), data.home)
  let index = 0
  let nextCut = startMs + fromDay * DAY_MS
  let checked = 0
  let exact = 0
  let within5 = 0
  const late: number[] = []
  let none = 0
  const misses: string[] = []
  const took: number[] = []
  for (let t = startMs + 5 * MINUTE_MS; t <= endMs; t += 5 * MINUTE_MS) {
    const batch: EngineEvent[] = []
    for (; index < data.events.length && (data.events[index]?.timestamp.getTime() ?? Infinity) <= t; index++) batch.push(data.events[index] as EngineEvent)
    evaluate(state, batch, new Date(t), data.home)
    if (t < nextCut) continue
    nextCut += every
    const began = performance.now()
    const forecast = quietAlertForecast(state, data.home, t)
    took.push(performance.now() - began)
    // nothing moving at all: whichever quiet alert comes first (with a pet, no sure sign may come sooner)
    const expected = forecast && Math.min(forecast.movementAt ?? Infinity, forecast.sureSignAt ?? Infinity)
    if (!expected || expected === Infinity) {
      none++
      continue
    }
    checked++
    const actual = firstAlert(state, data.home, t)
    const delay = actual === null ? null : (actual - expected) / MINUTE_MS
    // the forecast is to the millisecond, the ticks come each minute: the first at or after it raises the alert
    if (delay !== null && delay > -0.01 && delay < 1) exact++
    if (delay !== null && Math.abs(delay) < 5) within5++
    if (delay !== null) late.push(Math.abs(delay))
    if (delay === null || delay <= -0.01 || delay >= 1) misses.push(`${new Date(t).toISOString().slice(0, 16)} forecast +${Math.round((expected - t) / MINUTE_MS)} min, alert ${delay === null ? 'none in 20 h' : `${delay.toFixed(1)} min later`}`)
  }
  console.log(`${data.name}: ${checked} moments with a forecast (${none} without: out, or an alert open), ${exact} within the minute (${((100 * exact) / Math.max(1, checked)).toFixed(1)} %), ${within5} within 5 min, ${checked - late.length} with no alert in 20 h; worst ${Math.max(0, ...late).toFixed(1)} min`)
  took.sort((a, b) => a - b)
  console.log(`  one forecast: median ${(took[Math.floor(took.length / 2)] ?? 0).toFixed(2)} ms, slowest ${(took[took.length - 1] ?? 0).toFixed(2)} ms`)
  for (const miss of misses.slice(0, 8)) console.log(`  ${miss}`)
  if (misses.length > 8) console.log(`  … and ${misses.length - 8} more`)
}
