// The demo's resident: an older person living alone, simulated day by day in the home's local time.
// Pure and deterministic (STYLE.md: only the clock and randomness are passed in): each local day is a
// function of (seed, date, zone) alone, and a window is the days it touches clipped to [from, to), so a
// restarted demo can top up its history without duplicating or contradicting what it stored before.
import { addDays, dayOfWeek, localDateOf, localToUtc, sameDate, type LocalDate } from './local-time'
import { around, between, hashSeed, mulberry32, secondsMs, type Rng } from './prng'

export const DEMO_SENSOR_KEYS = ['bedroom', 'bathroom', 'kitchen', 'living-room', 'hallway', 'front-door'] as const
export type DemoSensorKey = (typeof DEMO_SENSOR_KEYS)[number]
type Room = Exclude<DemoSensorKey, 'front-door'>

export interface DemoEvent {
  sensorKey: DemoSensorKey
  timestamp: Date
  /** for the front door: true = opened, false = closed */
  motionDetected: boolean
}

export interface DemoWindow {
  from: Date
  to: Date
  /** IANA zone the resident lives in */
  timeZone: string
  seed: number
  /** the sensors installed; events of others are left out (the resident's day is the same) */
  sensors?: readonly DemoSensorKey[]
}

const MINUTE = 60_000

/** Minutes between PIR triggers while the person moves about: pottering vs sitting */
const BUSY: Pace = [1, 3]
const SITTING: Pace = [2, 6]
type Pace = readonly [loMinutes: number, hiMinutes: number]

export function generateDemoEvents({ from, to, timeZone, seed, sensors }: DemoWindow): DemoEvent[] {
  const fromMs = from.getTime()
  const toMs = to.getTime()
  if (!(toMs > fromMs)) return []
  const wanted = new Set<DemoSensorKey>(sensors ?? DEMO_SENSOR_KEYS)
  const last = localDateOf(toMs - 1, timeZone)
  const events: DemoEvent[] = []
  // A day's events stay inside its own local day, so the local days of `from` and `to` are enough.
  for (let date = localDateOf(fromMs, timeZone); ; date = addDays(date, 1)) {
    for (const event of simulateDay(date, timeZone, seed)) {
      const ms = event.timestamp.getTime()
      if (ms >= fromMs && ms < toMs && wanted.has(event.sensorKey)) events.push(event)
    }
    if (sameDate(date, last)) break
  }
  return events
}

/** One local day, 00:00–24:00: the small hours of the night before, then the waking day until bed */
export function simulateDay(date: LocalDate, timeZone: string, seed: number): DemoEvent[] {
  const rng = mulberry32(hashSeed(seed, date.year, date.month, date.day))
  const at = (minuteOfDay: number) => localToUtc(date, minuteOfDay * 60, timeZone)
  const weekday = dayOfWeek(date)
  const isWeekend = weekday === 0 || weekday === 6
  const home = new Home(rng, at(0))
  home.placeIn('bedroom')

  const wakeMinute = isWeekend ? around(rng, 435, 525) : around(rng, 405, 465)
  for (const [minute, kind] of nightEpisodes(rng, wakeMinute)) {
    home.resumeAt(at(minute))
    if (kind === 'stir') {
      home.stay('bedroom', between(rng, 0.3, 1), BUSY)
    } else {
      home.stay('bedroom', between(rng, 0.5, 1.5), BUSY)
      home.stay('bathroom', between(rng, 3, 8), [1, 2])
      home.stay('bedroom', between(rng, 1, 3), [1, 2])
    }
    home.rest(0)
  }

  home.resumeAt(at(wakeMinute))
  home.stay('bedroom', between(rng, 5, 15), [1, 2.5])
  home.stay('bathroom', between(rng, 10, 25), [1, 2.5])
  home.stay('kitchen', between(rng, 20, 40), BUSY)

  // out on ~3.5 days a week: shopping, a club, a friend
  const goesOut = rng() < (isWeekend ? 0.35 : 0.55)
  const outInMorning = goesOut && rng() < 0.5
  const outInAfternoon = goesOut && !outInMorning
  const outMinutes = between(rng, 60, 180)
  if (outInMorning) {
    home.lounge(at(between(rng, 570, 660)))
    home.goOut(outMinutes)
    home.stay('kitchen', between(rng, 5, 15), BUSY)
  }
  home.lounge(at(between(rng, 720, 780)))
  home.stay('kitchen', between(rng, 20, 45), BUSY)

  if (outInAfternoon) {
    home.lounge(at(between(rng, 840, 930)))
    home.goOut(outMinutes)
    home.stay('kitchen', between(rng, 5, 10), BUSY)
  } else if (rng() < 0.45) {
    home.lounge(at(between(rng, 810, 900)))
    home.stay('living-room', between(rng, 1, 4), SITTING)
    home.rest(between(rng, 30, 90))
  }
  if (!outInAfternoon && rng() < 0.6) {
    home.lounge(at(between(rng, 930, 990)))
    home.stay('kitchen', between(rng, 5, 12), BUSY)
  }
  home.lounge(at(between(rng, 1050, 1110)))
  home.stay('kitchen', between(rng, 30, 60), BUSY)

  const bedMs = at(around(rng, 1320, 1410))
  home.lounge(bedMs - between(rng, 30, 40) * MINUTE)
  if (rng() < 0.5) home.stay('kitchen', between(rng, 3, 6), BUSY)
  home.stay('bathroom', between(rng, 8, 15), [1, 2.5])
  home.stay('bedroom', Math.max(3, (bedMs - home.now) / MINUTE), [1, 2.5])
  home.rest(0)
  return home.finish()
}

/** 0–2 trips to the bathroom and 0–2 restless moments, at least 40 minutes apart, before waking */
function nightEpisodes(rng: Rng, wakeMinute: number): [number, 'visit' | 'stir'][] {
  const visits = rng() < 0.35 ? 0 : rng() < 0.7 ? 1 : 2
  const stirs = Math.floor(rng() * 3)
  const candidates: [number, 'visit' | 'stir'][] = []
  for (let i = 0; i < visits; i++) candidates.push([between(rng, 45, wakeMinute - 60), 'visit'])
  for (let i = 0; i < stirs; i++) candidates.push([between(rng, 30, wakeMinute - 30), 'stir'])
  candidates.sort((a, b) => a[0] - b[0])
  const kept: [number, 'visit' | 'stir'][] = []
  for (const candidate of candidates) {
    const previous = kept.at(-1)
    if (!previous || candidate[0] - previous[0] >= 40) kept.push(candidate)
  }
  return kept
}

/**
 * The person's movements and what the sensors make of them. A PIR fires on motion and reports "clear"
 * 1–3 minutes after its last motion; coming back before then keeps it occupied, with no clear between.
 */
class Home {
  private events: DemoEvent[] = []
  private room: Room = 'bedroom'
  private lastMotion = new Map<Room, number>()
  private pendingClear = new Map<Room, number>()

  constructor(
    private rng: Rng,
    public now: number,
  ) {}

  placeIn(room: Room) {
    this.room = room
  }

  /** Time never runs backwards, even where a DST change makes a wall-clock plan overlap */
  resumeAt(ms: number) {
    this.now = Math.max(this.now, ms)
  }

  /** Moves to `room` (through the hallway where the layout needs it) and moves about there */
  stay(room: Room, minutes: number, [lo, hi]: Pace) {
    this.moveTo(room)
    const end = this.now + minutes * MINUTE
    // entering trips the sensor at once, however short the visit
    let t = this.now + secondsMs(this.rng, 2, 20)
    do {
      this.motion(room, t)
      t += secondsMs(this.rng, lo * 60, hi * 60)
    } while (t < end)
    this.now = Math.max(end, (this.lastMotion.get(room) ?? end) + 1000)
  }

  /** Living room until `untilMs`, with the odd trip to the bathroom */
  lounge(untilMs: number) {
    while (this.now < untilMs - 5 * MINUTE) {
      const spell = Math.min((untilMs - this.now) / MINUTE, between(this.rng, 40, 120))
      this.stay('living-room', spell, SITTING)
      if (this.now < untilMs - 15 * MINUTE && this.rng() < 0.35) this.stay('bathroom', between(this.rng, 3, 6), [1, 2])
    }
  }

  /** Dozing or asleep where they are: the sensor clears and the room falls silent */
  rest(minutes: number) {
    this.scheduleClear(this.room)
    this.now += minutes * MINUTE
  }

  goOut(minutes: number) {
    this.stay('hallway', between(this.rng, 2, 5), [0.5, 1.5])
    const opened = (this.lastMotion.get('hallway') ?? this.now) + secondsMs(this.rng, 5, 20)
    const closed = this.door(opened)
    this.scheduleClear('hallway')
    this.now = closed + minutes * MINUTE
    this.door(this.now)
    this.motion('hallway', this.now + secondsMs(this.rng, 2, 8))
    this.now += secondsMs(this.rng, 60, 180)
  }

  finish() {
    this.scheduleClear(this.room)
    for (const [room, at] of this.pendingClear) this.emit(room, at, false)
    this.pendingClear.clear()
    // stable: same-second events keep the order they happened in
    return this.events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
  }

  private moveTo(room: Room) {
    if (room === this.room) return
    const last = this.lastMotion.get(this.room)
    // getting up and walking out trips the sensor of the room being left
    if (last !== undefined && this.now - last > MINUTE) this.motion(this.room, this.now - secondsMs(this.rng, 5, 30))
    this.scheduleClear(this.room)
    if (this.room !== 'hallway' && room !== 'hallway' && !(isDayRoom(this.room) && isDayRoom(room))) {
      this.motion('hallway', this.now + secondsMs(this.rng, 3, 10))
      this.now += secondsMs(this.rng, 15, 40)
      this.scheduleClear('hallway')
    }
    this.room = room
  }

  private door(openedMs: number) {
    this.emit('front-door', openedMs, true)
    const closed = openedMs + secondsMs(this.rng, 5, 40)
    this.emit('front-door', closed, false)
    return closed
  }

  private motion(room: Room, ms: number) {
    const clear = this.pendingClear.get(room)
    if (clear !== undefined) {
      this.pendingClear.delete(room)
      if (clear < ms) this.emit(room, clear, false)
    }
    this.emit(room, ms, true)
    this.lastMotion.set(room, ms)
  }

  private scheduleClear(room: Room) {
    const last = this.lastMotion.get(room)
    if (last !== undefined && !this.pendingClear.has(room)) this.pendingClear.set(room, last + secondsMs(this.rng, 60, 180))
  }

  private emit(sensorKey: DemoSensorKey, ms: number, motionDetected: boolean) {
    this.events.push({ sensorKey, timestamp: new Date(ms), motionDetected })
  }
}

/** Kitchen and living room open onto each other; everything else is off the hallway */
const isDayRoom = (room: Room) => room === 'kitchen' || room === 'living-room'
