// A cat in an invented home: what the motion sensors of a kit see of it. An indoor cat sleeps about
// two thirds of the day in bouts, is busiest around dawn and dusk, wanders from room to room when
// awake, and comes to the kitchen when the person is there. It opens no door, cupboard or fridge. Its
// events are kept apart from the person's (pet-events.csv), so a detection trial can stop the person
// and let the cat go on. The numbers were chosen for plausibility before the engine ran on a home with
// a pet, and are not to be tuned to its results.
import { between, hashSeed, mulberry32, type Rng } from '../../server/demo/prng'
import type { Life, Place } from './invent-home-life'
import { MINUTE_MS } from './invent-home-life'
import { pirEvents, type Sensor, type SensorEvent } from './invent-home-sensors'

/** Where the cat goes when it wanders, and how often (it avoids the bathroom) */
const WANDER: [Place, number][] = [
  ['living', 4],
  ['kitchen', 3],
  ['hall', 3],
  ['bedroom', 2],
  ['bathroom', 0.5],
]
/** Chance a motion sensor sees the cat walk into its view, and each move it makes while there */
const SEEN_ENTERING = 0.6
const SEEN_MOVING = 0.35
/** Turning over in its sleep, every ~40 min: rarely enough for a sensor */
const SEEN_ASLEEP = 0.1

const exponential = (rng: Rng, meanMs: number) => -meanMs * Math.log(1 - rng())

function pick(rng: Rng, weights: [Place, number][]): Place {
  const total = weights.reduce((sum, [, w]) => sum + w, 0)
  let x = rng() * total
  for (const [place, w] of weights) {
    x -= w
    if (x < 0) return place
  }
  return weights[0]?.[0] ?? 'living'
}

/** Dawn (05–08) and dusk (17–20) are a cat's busy hours: shorter sleeps */
const isTwilight = (ms: number) => {
  const hour = new Date(ms).getUTCHours()
  return (hour >= 5 && hour < 8) || (hour >= 17 && hour < 20)
}

/** The person's place at each moment, to find where they sleep and when they are in the kitchen */
function personAt(life: Life) {
  let i = 0
  return (ms: number) => {
    while (i + 1 < life.stays.length && (life.stays[i]?.to ?? 0) <= ms) i++
    while (i > 0 && (life.stays[i]?.from ?? 0) > ms) i--
    return life.stays[i]
  }
}

/** The cat's detections per motion sensor of `sensors`, then as that sensor's on/off reports */
export function petEvents(life: Life, sensors: Sensor[], seed: number): SensorEvent[] {
  const rng = mulberry32(hashSeed(seed, 11))
  const sensorOf = (place: Place) => sensors.find((s) => s.kind === 'motion' && s.sees?.includes(place))
  const seen = new Map<Sensor, number[]>()
  const look = (place: Place, at: number, p: number) => {
    const sensor = sensorOf(place)
    if (!sensor || at >= life.endMs || rng() >= p) return
    const times = seen.get(sensor) ?? []
    seen.set(sensor, times)
    times.push(Math.round(at / 1000) * 1000)
  }
  const person = personAt(life)
  let t = life.startMs
  let place: Place = 'bedroom'
  while (t < life.endMs) {
    // asleep: on the person's bed while they sleep, else the sofa, the bed or by the kitchen radiator
    const withPerson = person(t)
    const sleepPlace: Place = withPerson?.motion === 'asleep' && rng() < 0.7 ? 'bedroom' : pick(rng, [['living', 6], ['bedroom', 2.5], ['kitchen', 1.5]])
    if (sleepPlace !== place) {
      look('hall', t, SEEN_ENTERING)
      look(sleepPlace, t + 20_000, SEEN_ENTERING)
      place = sleepPlace
    }
    const sleepEnd = t + (isTwilight(t) ? between(rng, 20, 70) : between(rng, 40, 180)) * MINUTE_MS
    for (let at = t + exponential(rng, 40 * MINUTE_MS); at < sleepEnd; at += exponential(rng, 40 * MINUTE_MS)) look(place, at, SEEN_ASLEEP)
    t = sleepEnd
    // awake: wanders, and goes to the kitchen if the person is there
    const awakeEnd = t + between(rng, 5, isTwilight(t) ? 50 : 30) * MINUTE_MS
    while (t < awakeEnd && t < life.endMs) {
      const next: Place = person(t)?.place === 'kitchen' && rng() < 0.6 ? 'kitchen' : pick(rng, WANDER)
      if (next !== place) {
        look(next, t, SEEN_ENTERING)
        place = next
      }
      const leaveAt = Math.min(awakeEnd, t + between(rng, 1, 8) * MINUTE_MS)
      for (let at = t + exponential(rng, 2 * MINUTE_MS); at < leaveAt; at += exponential(rng, 2 * MINUTE_MS)) look(place, at, SEEN_MOVING)
      t = leaveAt
    }
  }
  const events: SensorEvent[] = []
  for (const [sensor, times] of seen) events.push(...pirEvents(sensor, times))
  return events.filter((e) => e.at < life.endMs).sort((a, b) => a.at - b.at)
}
