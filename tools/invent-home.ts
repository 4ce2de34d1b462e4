// npx tsx tools/invent-home.ts --out <folder> [--days 60] [--seed 1] [--kind pir|contacts|small|mixed] [--away-week] [--rise-later MIN] [--ill-week] [--pet [--pet-immune ROOM,ROOM]] [--start 2025-01-06] [--name N]
// Writes an invented older person's home (events.csv, activities.csv, home.json) in the shared dataset
// format, for `npx tsx tools/eval.ts --dataset <folder of homes>`: homes the engine was not tuned on.
// Keep the output outside the repository (e.g. /tmp); see tools/eval/invent-home.ts.
import { resolve } from 'node:path'
import { toolArgs } from './cli/args'
import { inventHome, writeHome } from './eval/invent-home'
import { KIT_NAMES, type KitName } from './eval/invent-home-sensors'
import type { LifeEvents } from './eval/invent-home-plan'

const USAGE = 'Usage: npx tsx tools/invent-home.ts --out <folder> [--days 60] [--seed 1] [--kind pir|contacts|small|mixed] [--away-week] [--rise-later MIN] [--ill-week] [--pet [--pet-immune ROOM,ROOM]] [--start YYYY-MM-DD] [--name N]\n'

const cli = toolArgs(
  {
    out: { type: 'string' },
    days: { type: 'string' },
    seed: { type: 'string' },
    kind: { type: 'string', default: 'pir' },
    'away-week': { type: 'boolean', default: false },
    // life events: up MIN minutes later, a little more each day over days 21-42; unwell for days 28-34
    'rise-later': { type: 'string' },
    'ill-week': { type: 'boolean', default: false },
    // a cat the motion sensors see too (pet-events.csv; home.json says "pets": true)
    pet: { type: 'boolean', default: false },
    // rooms whose motion sensor the cat cannot set off (home.json lists them under "petImmune")
    'pet-immune': { type: 'string' },
    start: { type: 'string' },
    name: { type: 'string' },
  },
  USAGE,
)
const { values, fail } = cli

const days = cli.number('days', { fallback: 60, whole: true, min: 1 })
const seed = cli.number('seed', { fallback: 1, whole: true })
if (!values.out) fail('--out is required')
if (!KIT_NAMES.includes(values.kind as KitName)) fail(`--kind must be one of ${KIT_NAMES.join(', ')} (got ${values.kind})`)

const riseLater = values['rise-later'] === undefined ? null : Number(values['rise-later'])
if (riseLater !== null && !(riseLater > 0)) fail(`--rise-later must be a number of minutes above 0 (got ${values['rise-later']})`)
if ((riseLater !== null || values['ill-week']) && days < 49) fail('--rise-later and --ill-week need a home of at least 49 days (the change, then a week or more after it)')
const events: LifeEvents = {
  ...(riseLater !== null ? { laterRising: { fromDay: 21, days: 21, minutes: riseLater } } : {}),
  ...(values['ill-week'] ? { illFromDay: 28 } : {}),
}

const petImmuneRooms = values['pet-immune']?.split(',').map((room) => room.trim()).filter((room) => room !== '')
if (petImmuneRooms && !values.pet) fail('--pet-immune needs --pet')

try {
  const home = inventHome({ seed, days, kind: values.kind as KitName, awayWeek: values['away-week'], pet: values.pet, petImmuneRooms, startDate: values.start, name: values.name, events })
  const folder = resolve(values.out ?? '')
  writeHome(folder, home)
  process.stdout.write(`${home.name}: ${days} days, ${home.eventCount} events → ${folder}\n`)
} catch (error) {
  fail((error as Error).message)
}
