// npx tsx tools/invent-home.ts --out <folder> [--days 60] [--seed 1] [--kind pir|contacts] [--away-week] [--start 2025-01-06] [--name N]
// Writes an invented older person's home (events.csv, activities.csv, home.json) in the shared dataset
// format, for `npx tsx tools/eval.ts --dataset <folder of homes>`: homes the engine was not tuned on.
// Keep the output outside the repository (e.g. /tmp); see tools/eval/invent-home.ts.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { inventHome, writeHome } from './eval/invent-home'
import { KIT_NAMES, type KitName } from './eval/invent-home-sensors'

const USAGE = 'Usage: npx tsx tools/invent-home.ts --out <folder> [--days 60] [--seed 1] [--kind pir|contacts] [--away-week] [--start YYYY-MM-DD] [--name N]\n'

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    days: { type: 'string', default: '60' },
    seed: { type: 'string', default: '1' },
    kind: { type: 'string', default: 'pir' },
    'away-week': { type: 'boolean', default: false },
    start: { type: 'string' },
    name: { type: 'string' },
  },
})

const fail = (message: string): never => {
  process.stderr.write(`${message}\n${USAGE}`)
  process.exit(2)
}

const days = Number(values.days)
const seed = Number(values.seed)
if (!values.out) fail('--out is required')
if (!Number.isInteger(days) || days < 1) fail(`--days must be a whole number of at least 1 (got ${values.days})`)
if (!Number.isInteger(seed)) fail(`--seed must be a whole number (got ${values.seed})`)
if (!KIT_NAMES.includes(values.kind as KitName)) fail(`--kind must be one of ${KIT_NAMES.join(', ')} (got ${values.kind})`)

try {
  const home = inventHome({ seed, days, kind: values.kind as KitName, awayWeek: values['away-week'], startDate: values.start, name: values.name })
  const folder = resolve(values.out ?? '')
  writeHome(folder, home)
  process.stdout.write(`${home.name}: ${days} days, ${home.eventCount} events → ${folder}\n`)
} catch (error) {
  fail((error as Error).message)
}
