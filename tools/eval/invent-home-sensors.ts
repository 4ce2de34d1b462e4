// Sensors laid over an invented life (invent-home-plan.ts): what a kit of motion sensors or of contact
// switches would have logged. Four kits: 'pir' (a motion sensor in the bedroom, bathroom, kitchen,
// living room and hall, the fridge and the front door: what a care-monitoring kit installs),
// 'contacts' (doors, cupboards, fridge, flush and front door, no motion sensor: van Kasteren house A's
// layout, with nothing in the living room), 'small' (the cheapest useful kit: motion in the living room,
// kitchen and bathroom, and the front door; no hall, no bedroom) and 'mixed' (the contacts kit and one
// motion sensor in the living room). The last two are made from the first two: 'small' logs exactly
// what the pir kit's sensors it keeps logged, and 'mixed' the contacts kit's log with the living-room
// sensor's added, so a home of either differs from its pir or contacts twin only by the sensors.
import { between, hashSeed, mulberry32, type Rng } from '../../server/demo/prng'
import type { DeviceKind } from '../../server/engine/types'
import type { Life, Place, Stay, Thing } from './invent-home-life'

export type KitName = 'pir' | 'contacts' | 'small' | 'mixed'
// the order fixes each kit's random draws: new kits go at the end
export const KIT_NAMES: KitName[] = ['pir', 'contacts', 'small', 'mixed']

export interface Sensor {
  key: string
  kind: DeviceKind
  /** The room as written in events.csv (the README's names) */
  room: string
  /** A motion sensor: the places it sees */
  sees?: Place[]
  /** A contact on a cupboard or appliance */
  thing?: Thing
  /** A contact on the door between the hall and this room */
  doorOf?: Place
}

const thingSensor = (key: string, room: string, thing: Thing): Sensor => ({ key, kind: 'contact', room, thing })
const FRONT_DOOR: Sensor = { key: 'front-door', kind: 'door', room: 'entrance' }

const LIVING_PIR: Sensor = { key: 'living-pir', kind: 'motion', room: 'living', sees: ['living'] }

const PIR_KIT: Sensor[] = [
  { key: 'bedroom-pir', kind: 'motion', room: 'bedroom', sees: ['bedroom'] },
  // the toilet is in the bathroom in this flat
  { key: 'bathroom-pir', kind: 'motion', room: 'bathroom', sees: ['bathroom', 'toilet'] },
  { key: 'kitchen-pir', kind: 'motion', room: 'kitchen', sees: ['kitchen'] },
  LIVING_PIR,
  { key: 'hall-pir', kind: 'motion', room: 'hall', sees: ['hall'] },
  thingSensor('fridge', 'kitchen', 'fridge'),
  FRONT_DOOR,
]

const CONTACTS_KIT: Sensor[] = [
  { key: 'hall-bedroom-door', kind: 'contact', room: 'bedroom', doorOf: 'bedroom' },
  { key: 'hall-bathroom-door', kind: 'contact', room: 'bathroom', doorOf: 'bathroom' },
  { key: 'hall-toilet-door', kind: 'contact', room: 'toilet', doorOf: 'toilet' },
  thingSensor('toilet-flush', 'toilet', 'flush'),
  thingSensor('fridge', 'kitchen', 'fridge'),
  thingSensor('freezer', 'kitchen', 'freezer'),
  thingSensor('pans-cupboard', 'kitchen', 'pans'),
  thingSensor('plates-cupboard', 'kitchen', 'plates'),
  thingSensor('cups-cupboard', 'kitchen', 'cups'),
  thingSensor('groceries-cupboard', 'kitchen', 'groceries'),
  thingSensor('microwave', 'kitchen', 'microwave'),
  thingSensor('dishwasher', 'kitchen', 'dishwasher'),
  thingSensor('washing-machine', 'other', 'washing-machine'),
  FRONT_DOOR,
]

/** A kit made from another: the base kit's sensors it keeps (their events as the base logged them), and its own */
interface DerivedKit {
  from: 'pir' | 'contacts'
  keeps: (sensor: Sensor) => boolean
  adds: Sensor[]
}

const SMALL_KEEPS = new Set(['living-pir', 'kitchen-pir', 'bathroom-pir', 'front-door'])
const DERIVED: Partial<Record<KitName, DerivedKit>> = {
  // the toilet is in the bathroom, so the bathroom sensor sees it as in the pir kit
  small: { from: 'pir', keeps: (sensor) => SMALL_KEEPS.has(sensor.key), adds: [] },
  mixed: { from: 'contacts', keeps: () => true, adds: [LIVING_PIR] },
}

const BASE_KITS = { pir: PIR_KIT, contacts: CONTACTS_KIT }
const derivedSensors = (kit: DerivedKit | undefined) => (kit ? [...BASE_KITS[kit.from].filter(kit.keeps), ...kit.adds] : [])

export const KITS: Record<KitName, Sensor[]> = {
  ...BASE_KITS,
  small: derivedSensors(DERIVED.small),
  mixed: derivedSensors(DERIVED.mixed),
}

export interface SensorEvent {
  at: number
  sensor: Sensor
  active: boolean
}

/** A PIR holds 'on' this long after its last detection (a detection meanwhile re-triggers it), then is blind briefly */
export const PIR_HOLD_MS = 25_000
const PIR_BLIND_MS = 3_000

const exponential = (rng: Rng, meanMs: number) => -meanMs * Math.log(1 - rng())
const seconds = (rng: Rng, lo: number, hi: number) => Math.round(between(rng, lo, hi)) * 1000

/** Moments a motion sensor sees the person during a stay: how often they move, and the chance each is seen */
function detections(rng: Rng, stay: Stay, walkedIn: boolean, walksOut: boolean, asleepSeen: number): number[] {
  const seen: number[] = []
  const look = (at: number, p: number) => {
    if (at >= stay.from && at <= stay.to && rng() < p) seen.push(at)
  }
  if (walkedIn) look(stay.from + seconds(rng, 1, 3), 0.97)
  const pattern: Partial<Record<Stay['motion'], [gap: () => number, p: number]>> = {
    walk: [() => seconds(rng, 2, 4), 0.95],
    busy: [() => seconds(rng, 4, 35), 0.85],
    light: [() => exponential(rng, 100_000), 0.65],
    // sitting: a shift in the chair every ~8 min, often too small for the sensor
    still: [() => exponential(rng, 8 * 60_000), 0.55],
    // turning over in bed every ~35 min; whether the bedroom sensor sees the bed depends on where it is
    asleep: [() => exponential(rng, 35 * 60_000), asleepSeen],
  }
  const motion = pattern[stay.motion]
  if (motion) for (let at = stay.from + motion[0](); at < stay.to; at += motion[0]()) look(at, motion[1])
  if (walksOut) look(stay.to - seconds(rng, 0, 2), 0.95)
  return seen.map((at) => Math.round(at / 1000) * 1000)
}

export function pirEvents(sensor: Sensor, times: number[]): SensorEvent[] {
  const events: SensorEvent[] = []
  let offAt = -Infinity
  let on = false
  for (const at of [...times].sort((a, b) => a - b)) {
    if (on && at <= offAt) {
      offAt = at + PIR_HOLD_MS
      continue
    }
    if (on) events.push({ at: offAt, sensor, active: false })
    on = false
    if (at < offAt + PIR_BLIND_MS) continue
    events.push({ at, sensor, active: true })
    on = true
    offAt = at + PIR_HOLD_MS
  }
  if (on) events.push({ at: offAt, sensor, active: false })
  return events
}

/** Chances the person pulls an inner door shut behind them, going in and coming out */
const CLOSES: Partial<Record<Place, { goingIn: number; comingOut: number }>> = {
  toilet: { goingIn: 0.9, comingOut: 0.35 },
  bathroom: { goingIn: 0.75, comingOut: 0.3 },
  bedroom: { goingIn: 0.1, comingOut: 0.15 },
}

/** Every sensor event of the life, in time order; each sensor alternates on and off */
export function sensorEvents(life: Life, kit: KitName, seed: number): SensorEvent[] {
  const derived = DERIVED[kit]
  if (!derived) return baseKitEvents(life, kit, seed)
  const rng = mulberry32(hashSeed(seed, 6, KIT_NAMES.indexOf(kit)))
  const asleepSeen = between(rng, 0.1, 0.4)
  const seenBy = new Map<Sensor, number[]>()
  life.stays.forEach((_, i) => watchStay(rng, derived.adds, life, i, asleepSeen, seenBy))
  const added = [...seenBy].flatMap(([sensor, times]) => pirEvents(sensor, times))
  const kept = baseKitEvents(life, derived.from, seed).filter((e) => derived.keeps(e.sensor))
  return alternate([...kept, ...added.filter((e) => e.at < life.endMs)].sort((a, b) => a.at - b.at))
}

/** Draws when the kit's motion sensor for stay `i`'s place sees the person, into `seenBy` */
function watchStay(rng: Rng, sensors: Sensor[], life: Life, i: number, asleepSeen: number, seenBy: Map<Sensor, number[]>) {
  const stay = life.stays[i]
  if (!stay) return
  const before = life.stays[i - 1]
  const after = life.stays[i + 1]
  const pir = sensors.find((s) => s.sees?.includes(stay.place))
  if (!pir) return
  const times = seenBy.get(pir) ?? []
  seenBy.set(pir, times)
  times.push(...detections(rng, stay, !before || before.place !== stay.place, !after || after.place !== stay.place, asleepSeen))
}

function baseKitEvents(life: Life, kit: KitName, seed: number): SensorEvent[] {
  const sensors = KITS[kit]
  const rng = mulberry32(hashSeed(seed, 6, KIT_NAMES.indexOf(kit)))
  const asleepSeen = between(rng, 0.1, 0.4)
  const front = sensors.find((s) => s.kind === 'door')
  const events: SensorEvent[] = []
  const push = (sensor: Sensor | undefined, at: number, active: boolean) => {
    if (sensor) events.push({ at: Math.round(at / 1000) * 1000, sensor, active })
  }
  const pulse = (sensor: Sensor | undefined, at: number, heldMs: number) => {
    push(sensor, at, true)
    push(sensor, at + heldMs, false)
  }
  const seenBy = new Map<Sensor, number[]>()
  const doorOpen = new Map<Place, boolean>([['bedroom', false]])
  const doorOf = (place: Place) => sensors.find((s) => s.doorOf === place)
  /** Passing a room's door: opened if shut, and maybe pulled shut again behind */
  const passDoor = (place: Place, at: number, closeChance: number) => {
    const sensor = doorOf(place)
    if (!sensor) return
    if (doorOpen.get(place) === false) push(sensor, at, true)
    const closes = rng() < closeChance
    if (closes) push(sensor, at + seconds(rng, 2, 5), false)
    doorOpen.set(place, !closes)
  }
  life.stays.forEach((stay, i) => {
    const before = life.stays[i - 1]
    const moved = !before || before.place !== stay.place
    if (before && moved) {
      if (before.place === 'out' || stay.place === 'out') pulse(front, stay.from, seconds(rng, 3, 9))
      const closes = CLOSES[before.place]
      if (closes) passDoor(before.place, stay.from - 1000, closes.comingOut)
      const goingIn = CLOSES[stay.place]
      if (goingIn) passDoor(stay.place, stay.from, stay.closesDoor ? 0.85 : goingIn.goingIn)
    }
    for (const at of stay.frontDoorAt ?? []) pulse(front, at, seconds(rng, 3, 9))
    for (const use of stay.uses) pulse(sensors.find((s) => s.thing === use.thing), use.at, use.seconds * 1000)
    watchStay(rng, sensors, life, i, asleepSeen, seenBy)
  })
  for (const [sensor, times] of seenBy) events.push(...pirEvents(sensor, times))
  return alternate(events.filter((e) => e.at < life.endMs).sort((a, b) => a.at - b.at))
}

/** Drops a report that repeats a sensor's state (a cupboard opened again before the last close was sent) */
function alternate(events: SensorEvent[]): SensorEvent[] {
  const state = new Map<string, boolean>()
  return events.filter((event) => {
    if (state.get(event.sensor.key) === event.active) return false
    state.set(event.sensor.key, event.active)
    return true
  })
}
