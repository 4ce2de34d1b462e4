// npx tsx tools/activity-score.ts --dataset <a home's folder | a folder of homes> [--from-day 21] [--step 15]
// How often the dashboard's activity score says 'below normal' (under 60) by hour of the day, the
// engine's score against the ratio it replaced (decision 0046). Invented homes (tools/invent-home.ts)
// name their life events in home.json: those days are reported apart (an ill week day by day, later
// rising as mornings), everything else counts as ordinary. Real homes: every day is ordinary.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { activityScore } from '../server/engine/insights'
import { toolArgs } from './cli/args'
import { byHour, ratioScore, replayScores, shareBelow, type ScoreSample } from './eval/activity-score-probe'
import { loadDataset } from './eval/dataset'
import { ILL_DAYS, type LifeEvents } from './eval/invent-home-plan'

const USAGE = 'Usage: npx tsx tools/activity-score.ts --dataset <folder> [--from-day 21] [--step 15]\n'
const cli = toolArgs({ dataset: { type: 'string' }, 'from-day': { type: 'string' }, step: { type: 'string' } }, USAGE)
const dataset = cli.values.dataset ?? cli.fail('--dataset is required')
const fromDay = cli.number('from-day', { fallback: 21, whole: true, min: 0 })
const step = cli.number('step', { fallback: 15, whole: true, min: 1 })
if (step > 60) cli.fail(`--step must be whole minutes between 1 and 60 (got ${step})`)

const folder = resolve(dataset)
const NAMES = ['before (ratio)', 'now (engine)']
const pct = (share: number) => (Number.isNaN(share) ? '  –' : `${Math.round(share * 100)}`.padStart(3))

/** The life events an invented home's home.json names, or none */
function lifeEventsOf(homeFolder: string): LifeEvents {
  const path = join(homeFolder, 'home.json')
  if (!existsSync(path)) return {}
  const meta = JSON.parse(readFileSync(path, 'utf8')) as { invented?: { events?: LifeEvents } }
  return meta.invented?.events ?? {}
}

function report(samples: ScoreSample[], label: string) {
  const hours = byHour(samples, NAMES.length)
  process.stdout.write(`  ${label}: ${samples.length} readings; under 60 overall ${NAMES.map((n, i) => `${n} ${pct(shareBelow(samples, i))} %`).join(', ')}\n`)
  process.stdout.write(`    hour      ${hours.map((h) => String(h.hour).padStart(3)).join('')}\n`)
  NAMES.forEach((name, i) => {
    process.stdout.write(`    <60 %  ${i ? 'now' : 'old'} ${hours.map((h) => pct(h.belowNormal[i] ?? NaN)).join('')}\n`)
    process.stdout.write(`    median ${i ? 'now' : 'old'} ${hours.map((h) => (Number.isNaN(h.median[i] ?? NaN) ? '  –' : String(h.median[i]).padStart(3))).join('')}\n`)
  })
}

const homeFolders = existsSync(join(folder, 'events.csv'))
  ? [folder]
  : readdirSync(folder)
      .map((entry) => join(folder, entry))
      .filter((path) => existsSync(join(path, 'events.csv')))
      .sort()
if (homeFolders.length === 0) cli.fail(`No events.csv in ${folder} nor in the folders under it`)

for (const homeFolder of homeFolders) {
  const [home] = loadDataset(homeFolder)
  if (!home) continue
  const events = lifeEventsOf(homeFolder)
  const samples = replayScores(home, [ratioScore, activityScore], fromDay, step)
  const ill = events.illFromDay
  const isIll = (day: number) => ill !== undefined && day >= ill && day < ill + ILL_DAYS
  // the day after the ill week still carries its night and morning
  const isAfterIll = (day: number) => ill !== undefined && day === ill + ILL_DAYS
  const later = events.laterRising
  const isLater = (day: number) => later !== undefined && day >= later.fromDay
  process.stdout.write(`${home.name} (from day ${fromDay}, every ${step} min)\n`)
  report(samples.filter((s) => !isIll(s.day) && !isAfterIll(s.day) && !isLater(s.day)), 'ordinary days')
  if (ill !== undefined) {
    for (let day = ill - 1; day <= ill + ILL_DAYS; day++) {
      const daytime = samples.filter((s) => s.day === day && s.hour >= 10 && s.hour < 21)
      const medians = NAMES.map((_, i) => byHour(daytime, NAMES.length).filter((h) => h.samples).map((h) => h.median[i] ?? 0))
      process.stdout.write(`  day ${day}${isIll(day) ? ' (ill)' : ''}: 10-21 h under 60 ${NAMES.map((n, i) => `${n} ${pct(shareBelow(daytime, i))} %`).join(', ')}; hourly medians now ${medians[1]?.join(' ')}\n`)
    }
  }
  if (later) {
    const mornings = samples.filter((s) => isLater(s.day) && s.hour >= 5 && s.hour < 12)
    const full = samples.filter((s) => s.day >= later.fromDay + later.days)
    report(mornings, `mornings 05-12 h while rising later (days ${later.fromDay}+, up to ${later.minutes} min later)`)
    report(full.filter((s) => s.hour >= 5 && s.hour < 12), `mornings 05-12 h once fully ${later.minutes} min later (days ${later.fromDay + later.days}+)`)
  }
}
