// When the invented person does what: each day a few anchors (getting up, meals, outings, a nap, bed)
// drawn afresh around the person's habits, weekdays unlike weekends, the timetable drifting slowly;
// invent-home-day.ts says what each anchor is. Every day draws from its own seeded stream, so the first
// weeks of a home are the same however many days are asked for.
import { around, hashSeed, mulberry32 } from '../../server/demo/prng'
import { clipLife, DAY_MS, driftSeries, LifeBuilder, makeProfile, MINUTE_MS, type Life, type Profile } from './invent-home-life'
import { bedtime, chance, chores, fill, laundry, meal, morning, nap, outing, sickNap, sleep, tea, visitor, type Ctx } from './invent-home-day'

interface Block {
  start: number
  /** Skipped when the day has already gone past this (they ate out, an outing ran long) */
  latest: number
  run: (c: Ctx) => void
}

interface DayPlan {
  wake: number
  bed: number
  blocks: Block[]
}

interface Away {
  fromDay: number
  backDay: number
}

/** Events in a life that ordinary weeks do not have (tools/invent-home.ts --rise-later, --ill-week) */
export interface LifeEvents {
  /** Getting up later by `minutes` in all, a little more each day over `days` days from `fromDay` (a slowly changing routine) */
  laterRising?: { fromDay: number; days: number; minutes: number }
  /** Seven days unwell from this day: in all day, up later and to bed earlier, long naps in bed */
  illFromDay?: number
}

export const ILL_DAYS = 7

/** Minutes the getting-up time has moved by on day `d` */
function risingShift(events: LifeEvents, d: number): number {
  const later = events.laterRising
  if (!later || d < later.fromDay) return 0
  return later.minutes * Math.min(1, (d - later.fromDay) / later.days)
}

/** An unwell day: meals, sits and long naps in bed, nothing else (the anchors of `planDay` are skipped) */
function illDay(add: (minute: number, slack: number, run: (c: Ctx) => void) => void, rng: () => number) {
  if (chance(rng, 0.6)) add(around(rng, 9 * 60 + 45, 11 * 60), 60, (c) => sickNap(c, around(c.rng, 40, 110)))
  add(around(rng, 12 * 60, 13 * 60), 100, (c) => meal(c, true))
  add(around(rng, 13 * 60 + 30, 14 * 60 + 30), 60, (c) => sickNap(c, around(c.rng, 90, 180)))
  add(around(rng, 17 * 60 + 30, 18 * 60 + 30), 150, (c) => meal(c, false))
}

function planDay(seed: number, d: number, startMs: number, p: Profile, drift: number, away: Away | null, events: LifeEvents = {}): DayPlan {
  const rng = mulberry32(hashSeed(seed, 4, d))
  const dayStart = startMs + d * DAY_MS
  const dow = new Date(dayStart).getUTCDay()
  const weekend = dow === 0 || dow === 6
  const at = (minute: number) => dayStart + Math.round(minute * 60) * 1000
  const blocks: Block[] = []
  const add = (minute: number, slackMinutes: number, run: (c: Ctx) => void) => blocks.push({ start: at(minute), latest: at(minute + slackMinutes), run })
  const go = (minute: number, slack: number, lo: number, hi: number, shopping = false) => add(minute, slack, (c) => outing(c, around(c.rng, lo, hi), shopping))
  const out = p.outgoing

  const ill = events.illFromDay !== undefined && d >= events.illFromDay && d < events.illFromDay + ILL_DAYS
  const wake = at(p.wakeMinute + drift + risingShift(events, d) + (weekend ? p.weekendLieInMinutes : 0) + around(rng, -50, 50) + (ill ? around(rng, 30, 90) : 0))
  let bedMinute = p.bedMinute + 0.7 * drift + around(rng, -45, 45) + (weekend ? around(rng, 0, 30) : 0)
  if (chance(rng, 0.06)) bedMinute -= around(rng, 60, 120) // tired or unwell: an early night
  else if (weekend && chance(rng, 0.15)) bedMinute += around(rng, 30, 75) // a late film
  if (ill) {
    illDay(add, rng)
    return { wake, bed: at(bedMinute - around(rng, 30, 90)), blocks: blocks.sort((x, y) => x.start - y.start) }
  }
  const eatsOut = dow === 0 && chance(rng, 0.3 * out) // Sunday lunch with the family
  if (!eatsOut) add(around(rng, 11 * 60 + 40, 13 * 60 + 10) + drift / 2, 100, (c) => meal(c, true))
  add(p.dinnerMinute + drift / 2 + around(rng, -40, 40), 150, (c) => meal(c, false))
  if (chance(rng, p.teaChance)) add(around(rng, 15 * 60, 16 * 60 + 15), 60, tea)
  if (chance(rng, p.napChance * (weekend ? 1.3 : 1))) add(around(rng, 13 * 60 + 20, 15 * 60), 60, nap)
  const shopChance = p.shoppingDays.includes(dow) ? 0.75 : dow === 6 ? 0.35 : weekend ? 0.03 : 0.12
  if (chance(rng, shopChance * out)) go(around(rng, 9 * 60 + 15, 11 * 60), 120, 35, 120, true)
  if (dow === 0 && p.churchgoer && chance(rng, 0.8)) go(9 * 60 + 40 + around(rng, -10, 10), 30, 85, 130)
  if (eatsOut) go(around(rng, 11 * 60 + 30, 12 * 60 + 30), 60, 180, 330)
  if (dow === p.clubDay && chance(rng, 0.85)) go(13 * 60 + 50 + around(rng, -15, 15), 45, 140, 200)
  if (!weekend && chance(rng, 0.15 * out)) go(around(rng, 14 * 60, 15 * 60 + 30), 60, 80, 210) // friends, the doctor
  if (p.walker && chance(rng, 0.55)) go(chance(rng, 0.5) ? around(rng, 10 * 60, 11 * 60 + 30) : around(rng, 15 * 60 + 30, 17 * 60), 60, 20, 60)
  if (chance(rng, 0.3)) go(around(rng, 9 * 60, 18 * 60), 30, 2, 12) // the post, the bins, the garden
  if (chance(rng, (dow === 6 ? 0.1 : 0.03) * out)) go(around(rng, 18 * 60 + 45, 19 * 60 + 30), 30, 120, 220)
  if (chance(rng, 0.12)) add(around(rng, 10 * 60, 17 * 60), 60, (c) => visitor(c, around(c.rng, 30, 100)))
  if (!weekend && chance(rng, 0.35)) add(around(rng, 9 * 60 + 30, 11 * 60), 90, chores)
  if (p.laundryDays.includes(dow)) {
    const loaded = around(rng, 9 * 60, 10 * 60 + 30)
    add(loaded, 120, (c) => laundry(c, false))
    add(loaded + around(rng, 90, 120), 180, (c) => laundry(c, true))
  }
  if (away && d === away.fromDay) {
    const backAt = startMs + away.backDay * DAY_MS + Math.round(around(rng, 14 * 60, 18 * 60)) * MINUTE_MS
    add(around(rng, 9 * 60 + 30, 11 * 60), 360, (c) => {
      outing(c, (backAt - c.b.t) / MINUTE_MS)
      c.backOnDay = away.backDay
    })
  }
  return { wake, bed: at(bedMinute), blocks: blocks.sort((x, y) => x.start - y.start) }
}

function runBlocks(c: Ctx, blocks: Block[]) {
  for (const block of blocks) {
    if (c.b.t > block.latest || c.backOnDay !== null) continue
    fill(c, block.start)
    block.run(c)
  }
}

export interface LifeOptions {
  seed: number
  days: number
  awayWeek: boolean
  /** Local date of the first day (a wall-clock date: the homes are replayed in UTC) */
  startDate: string
  events?: LifeEvents
}

export function inventLife(options: LifeOptions): Life {
  const { seed, days } = options
  const startMs = Date.parse(`${options.startDate}T00:00:00Z`)
  if (Number.isNaN(startMs)) throw new Error(`Unreadable start date "${options.startDate}" (expected YYYY-MM-DD)`)
  if (!Number.isInteger(days) || days < 1) throw new Error(`Days must be a whole number of at least 1 (got ${days})`)
  if (options.awayWeek && days < 35) throw new Error('A week away needs a home of at least 35 days (learning, then the week, then a week back)')
  const profile = makeProfile(seed)
  const awayRng = mulberry32(hashSeed(seed, 3))
  const fromDay = 14 + Math.floor(awayRng() * (days - 28))
  const away = options.awayWeek ? { fromDay, backDay: fromDay + 7 } : null
  const plans = driftSeries(seed, profile, days + 1).map((drift, d) => planDay(seed, d, startMs, profile, drift, away, options.events))
  const rngOf = (d: number) => mulberry32(hashSeed(seed, 5, d))
  const b = new LifeBuilder(startMs, 'bedroom', mulberry32(hashSeed(seed, 7)))
  const c: Ctx = { b, p: profile, rng: rngOf(-1), nextToiletAt: startMs, backOnDay: null }
  sleep(c, plans[0]?.wake ?? startMs, startMs)
  for (let d = 0; d < days; d++) {
    c.rng = rngOf(d)
    morning(c)
    runBlocks(c, plans[d]?.blocks ?? [])
    if (c.backOnDay !== null) {
      d = c.backOnDay
      c.backOnDay = null
      c.rng = rngOf(d)
      runBlocks(c, plans[d]?.blocks ?? [])
    }
    const inBed = bedtime(c, plans[d]?.bed ?? b.t)
    sleep(c, plans[d + 1]?.wake ?? b.t, inBed)
  }
  return clipLife({ startMs, endMs: startMs + days * DAY_MS, stays: b.stays, notes: b.notes })
}
