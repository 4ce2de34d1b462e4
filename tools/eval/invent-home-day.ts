// What the invented person does: getting up, meals, sits, errands, outings, visitors, naps, bedtime and
// the night (invent-home-plan.ts decides when). The time between a day's anchors is filled by sits in
// the living room, broken by toilet visits when due and small errands. Nothing here is fitted to the
// engine: see invent-home-life.ts.
import { around, between, type Rng } from '../../server/demo/prng'
import { LifeBuilder, MINUTE_MS, type Place, type Profile, type Stay, type Thing } from './invent-home-life'

export interface Ctx {
  b: LifeBuilder
  p: Profile
  rng: Rng
  nextToiletAt: number
  /** Set when they leave for a week away: the day they come back on */
  backOnDay: number | null
}

export const chance = (rng: Rng, p: number) => rng() < p
const hourOf = (ms: number) => new Date(ms).getUTCHours()
/** `always`, and each of `maybe` with its chance */
const some = (rng: Rng, always: Thing[], maybe: [Thing, number][]) => [...always, ...maybe.filter(([, p]) => chance(rng, p)).map(([thing]) => thing)]

function toilet(c: Ctx, flushChance = 0.95) {
  const { b, rng } = c
  const stay = b.stay('toilet', around(rng, 1.5, 5), 'busy')
  if (chance(rng, flushChance)) stay.uses.push({ at: stay.to - Math.round(between(rng, 5, 20)) * 1000, thing: 'flush', seconds: 1 })
  b.note('use-toilet', stay.from, stay.to)
  c.nextToiletAt = b.t + around(rng, 90, 270) * MINUTE_MS
}

function kitchen(c: Ctx, minutes: number, things: Thing[], activity?: string): Stay {
  const stay = c.b.stay('kitchen', minutes, 'busy')
  c.b.use(stay, things)
  if (activity) c.b.note(activity, stay.from, stay.to)
  return stay
}

const drink = (c: Ctx) => kitchen(c, around(c.rng, 1.5, 5), some(c.rng, ['cups'], [['fridge', 0.5]]), 'get-drink')

/** A sit in the living room (television, reading): mostly still; now and then a doze after lunch or in the evening */
function sit(c: Ctx, minutes: number) {
  const { b, rng, p } = c
  const hour = hourOf(b.t)
  const dozeChance = hour >= 19 ? p.dozeChance : hour >= 13 ? p.dozeChance / 2 : 0
  if (minutes >= 30 && chance(rng, dozeChance)) {
    const before = minutes * between(rng, 0.15, 0.6)
    const doze = Math.min(minutes - before, around(rng, 15, 60))
    b.stay('living', before, 'still')
    b.stay('living', doze, 'doze')
    if (minutes - before - doze >= 1) b.stay('living', minutes - before - doze, 'still')
  } else b.stay('living', minutes, hour < 12 && chance(rng, 0.3) ? 'light' : 'still')
}

function errand(c: Ctx) {
  const { b, rng } = c
  const r = rng()
  if (r < 0.3) drink(c)
  else if (r < 0.42) b.stay('bedroom', around(rng, 1, 5), 'busy')
  else if (r < 0.5) b.stay('hall', around(rng, 0.5, 3), 'busy')
  else if (r < 0.75) b.stay('living', around(rng, 1, 5), 'busy')
  else kitchen(c, around(rng, 3, 12), some(rng, [], [['fridge', 0.5], ['groceries', 0.3], ['cups', 0.3]]))
}

/** Sits and errands until `until`; the toilet when due */
export function fill(c: Ctx, until: number) {
  const { b, rng } = c
  while (until - b.t >= 3 * MINUTE_MS) {
    if (b.t >= c.nextToiletAt) {
      toilet(c)
      continue
    }
    const hour = hourOf(b.t)
    const typical = hour < 12 ? 35 : hour < 17 ? 45 : 70
    sit(c, Math.min((until - b.t) / MINUTE_MS, Math.max(3, (c.nextToiletAt - b.t) / MINUTE_MS), around(rng, 0.3, 1.7) * typical))
    if (until - b.t >= 6 * MINUTE_MS && b.t < c.nextToiletAt) errand(c)
  }
  if (until - b.t >= 1000) b.stay(b.place === 'kitchen' ? 'kitchen' : 'living', (until - b.t) / MINUTE_MS, 'light')
}

export function morning(c: Ctx) {
  const { b, rng, p } = c
  b.stay('bedroom', around(rng, 0.5, 2), 'busy')
  toilet(c)
  const shower = chance(rng, p.showerChance)
  const wash = b.stay('bathroom', shower ? around(rng, 15, 30) : around(rng, 5, 15), 'busy')
  if (shower) b.note('take-shower', wash.from, wash.to)
  b.stay('bedroom', around(rng, 4, 12), 'busy')
  kitchen(c, around(rng, 6, 18), some(rng, ['cups', 'fridge'], [['plates', 0.8], ['groceries', 0.4], ['microwave', 0.15]]), 'prep-breakfast')
  b.stay(chance(rng, 0.65) ? 'kitchen' : 'living', around(rng, 10, 25), 'light')
  kitchen(c, around(rng, 2, 7), some(rng, [], [['plates', 0.5]]))
}

export function meal(c: Ctx, lunch: boolean) {
  const { b, rng } = c
  const things = lunch
    ? some(rng, ['fridge', 'plates'], [['pans', 0.5], ['groceries', 0.5], ['microwave', 0.3]])
    : some(rng, ['fridge', 'groceries', 'pans', 'plates'], [['freezer', 0.35], ['fridge', 0.7], ['microwave', 0.2]])
  const start = b.t
  if (!lunch && chance(rng, 0.4)) {
    // something simmers while they sit down
    kitchen(c, around(rng, 8, 20), things.slice(0, 3))
    sit(c, around(rng, 8, 25))
    kitchen(c, around(rng, 5, 15), things.slice(3))
  } else kitchen(c, lunch ? around(rng, 8, 25) : around(rng, 15, 45), things)
  b.note(lunch ? 'prep-lunch' : 'prep-dinner', start, b.t)
  const table: Place = lunch ? (chance(rng, 0.6) ? 'kitchen' : 'living') : chance(rng, 0.55) ? 'living' : 'kitchen'
  b.stay(table, around(rng, 12, 30), 'light')
  kitchen(c, around(rng, 4, 12), some(rng, [], [['plates', 0.6], ['dishwasher', lunch ? 0.1 : 0.45]]))
}

export function tea(c: Ctx) {
  kitchen(c, around(c.rng, 3, 8), some(c.rng, ['cups'], [['fridge', 0.6]]), 'get-drink')
  c.b.stay('living', around(c.rng, 10, 25), 'light')
}

export function nap(c: Ctx) {
  const { b, rng } = c
  if (chance(rng, 0.6)) {
    const lieDown = b.stay('bedroom', around(rng, 1, 3), 'busy', chance(rng, 0.5))
    b.stay('bedroom', around(rng, 25, 95), 'asleep')
    b.note('nap', lieDown.to)
    b.stay('bedroom', around(rng, 1, 4), 'busy')
  } else {
    const doze = b.stay('living', around(rng, 20, 75), 'doze')
    b.note('nap', doze.from, doze.to)
  }
}

/** Unwell: to bed in the daytime for a long sleep */
export function sickNap(c: Ctx, minutes: number) {
  const { b, rng } = c
  const lieDown = b.stay('bedroom', around(rng, 1, 3), 'busy', chance(rng, 0.5))
  b.stay('bedroom', minutes, 'asleep')
  b.note('nap', lieDown.to)
  b.stay('bedroom', around(rng, 2, 6), 'busy')
}

export function chores(c: Ctx) {
  const { b, rng } = c
  const rooms: Place[] = ['kitchen', 'bathroom', 'bedroom', 'living', 'hall']
  const end = b.t + around(rng, 20, 60) * MINUTE_MS
  while (b.t < end) b.stay(rooms[Math.floor(rng() * rooms.length)] ?? 'living', around(rng, 3, 12), 'busy')
}

export function laundry(c: Ctx, hangUp: boolean) {
  const { b, rng } = c
  b.use(b.stay('utility', around(rng, 3, 8), 'busy'), ['washing-machine'])
  if (hangUp) b.stay(chance(rng, 0.5) ? 'bedroom' : 'hall', around(rng, 5, 12), 'busy')
}

export function outing(c: Ctx, minutes: number, shopping = false) {
  const { b, rng } = c
  b.stay('hall', around(rng, 1, 4), 'busy') // coat, shoes, keys
  const left = b.t
  b.stay('out', minutes, 'none')
  b.note('leave-house', left)
  b.stay('hall', around(rng, 0.5, 3), 'busy')
  if (shopping) kitchen(c, around(rng, 4, 12), some(rng, ['groceries', 'fridge'], [['freezer', 0.4], ['groceries', 0.5]]))
  if (c.nextToiletAt < b.t) c.nextToiletAt = b.t + around(rng, 5, 60) * MINUTE_MS
}

/** Someone calls: the front door opens while the person stays in */
export function visitor(c: Ctx, minutes: number) {
  const { b, rng } = c
  const greet = b.stay('hall', around(rng, 0.5, 1.5), 'busy')
  greet.frontDoorAt = [greet.from + Math.round(between(rng, 5, 20)) * 1000]
  b.stay('living', minutes * between(rng, 0.3, 0.5), 'light')
  kitchen(c, around(rng, 3, 6), ['cups', 'fridge'])
  b.stay('living', minutes * between(rng, 0.3, 0.5), 'light')
  const bye = b.stay('hall', around(rng, 0.5, 2), 'busy')
  bye.frontDoorAt = [bye.to - Math.round(between(rng, 5, 20)) * 1000]
  b.note('visitor', greet.from)
}

/** Evening routine; returns when they got into bed */
export function bedtime(c: Ctx, bedAt: number): number {
  const { b, rng } = c
  fill(c, bedAt - around(rng, 12, 25) * MINUTE_MS)
  if (chance(rng, 0.4)) drink(c)
  toilet(c)
  const teeth = b.stay('bathroom', around(rng, 3, 8), 'busy')
  b.note('brush-teeth', teeth.from, teeth.to)
  b.stay('bedroom', around(rng, 3, 8), 'busy', chance(rng, 0.85))
  const inBed = b.t
  b.stay('bedroom', around(rng, 3, 25), 'still') // reading in bed
  return inBed
}

/** 0–3 visits (Poisson around the person's mean), at least 30 min apart, inside [from, to] */
function nightVisits(rng: Rng, mean: number, from: number, to: number): number[] {
  let count = 0
  for (let product = rng(); product > Math.exp(-mean) && count < 3; product *= rng()) count++
  const times = Array.from({ length: count }, () => from + rng() * Math.max(0, to - from)).sort((a, b) => a - b)
  return times.filter((t, i) => i === 0 || t - (times[i - 1] ?? 0) >= 30 * MINUTE_MS)
}

export function sleep(c: Ctx, wakeAt: number, inBed: number) {
  const { b, rng, p } = c
  const wake = Math.max(wakeAt, b.t + 4 * 60 * MINUTE_MS)
  for (const at of nightVisits(rng, p.nightVisits, b.t + 40 * MINUTE_MS, wake - 30 * MINUTE_MS)) {
    if (at > b.t + MINUTE_MS) b.stay('bedroom', (at - b.t) / MINUTE_MS, 'asleep')
    b.stay('bedroom', around(rng, 0.3, 1), 'busy')
    toilet(c, 0.8)
    if (chance(rng, 0.1)) drink(c)
    b.stay('bedroom', around(rng, 0.3, 1), 'busy', chance(rng, 0.6))
  }
  b.stay('bedroom', Math.max(1, (wake - b.t) / MINUTE_MS), 'asleep')
  b.stay('bedroom', around(rng, 2, 15), 'still')
  b.note('go-to-bed', inBed)
}

