// A small made-up home with a plain daily routine, for the engine's tests and benchmarks: six sensors,
// a fixed day (up at 07:00, out 14:00–16:00, bed at 22:45, bathroom at 10:50 and 03:00) and a little
// seeded jitter. Times are local wall clock in the home's zone, so daylight-saving days are real.
import type { EngineEvent, EngineHome } from './types'
import { DAY_MS, MINUTE_MS, offsetMs } from './local-time'

export const SYNTHETIC_DEVICES = [
  { key: 'bedroom-pir', kind: 'motion', room: 'bedroom' },
  { key: 'bathroom-pir', kind: 'motion', room: 'bathroom' },
  { key: 'kitchen-pir', kind: 'motion', room: 'kitchen' },
  { key: 'living-pir', kind: 'motion', room: 'living' },
  { key: 'hall-pir', kind: 'motion', room: 'hall' },
  { key: 'front-door', kind: 'door', room: 'entrance' },
] as const

export type SyntheticDeviceKey = (typeof SYNTHETIC_DEVICES)[number]['key']

export function syntheticHome(timeZone = 'UTC'): EngineHome {
  return { timeZone, devices: SYNTHETIC_DEVICES.map((device) => ({ ...device })) }
}

/** The sensors invent-home's 'small' kit does without: nothing sees the hall or the bedroom */
export const SMALL_KIT_UNSEEN: ReadonlySet<string> = new Set<SyntheticDeviceKey>(['hall-pir', 'bedroom-pir'])

/** `home` as the small kit sees it: without its hall and bedroom sensors */
export const asSmallKit = (home: EngineHome): EngineHome => ({ ...home, devices: home.devices.filter((d) => !SMALL_KIT_UNSEEN.has(d.key)) })

/** [from, to) in local minutes of the day, which device fires and how often (minutes) */
export type RoutineBlock = [from: number, to: number, device: SyntheticDeviceKey, everyMinutes: number]

const at = (hour: number, minute = 0) => hour * 60 + minute

export const DEFAULT_DAY: RoutineBlock[] = [
  [at(3), at(3, 6), 'bathroom-pir', 2],
  [at(3, 7), at(3, 8), 'bedroom-pir', 1],
  [at(7), at(7, 5), 'bedroom-pir', 2],
  [at(7, 5), at(7, 25), 'bathroom-pir', 3],
  [at(7, 30), at(8), 'kitchen-pir', 3],
  [at(8), at(12), 'living-pir', 15],
  [at(10, 50), at(10, 55), 'bathroom-pir', 2],
  [at(12), at(12, 30), 'kitchen-pir', 4],
  [at(12, 30), at(13, 55), 'living-pir', 15],
  [at(13, 56), at(13, 58), 'hall-pir', 1],
  [at(13, 59), at(14), 'front-door', 1],
  [at(16), at(16, 1), 'front-door', 1],
  [at(16, 2), at(16, 4), 'hall-pir', 1],
  [at(16, 5), at(18), 'living-pir', 15],
  [at(18), at(18, 45), 'kitchen-pir', 4],
  [at(18, 45), at(22, 30), 'living-pir', 15],
  [at(22, 30), at(22, 40), 'bathroom-pir', 3],
  [at(22, 45), at(22, 50), 'bedroom-pir', 2],
]

/** Her day as the small kit sees it, from 05:00 (no 03:00 visit, which the bedroom sensor would show) */
export const SMALL_KIT_DAY: RoutineBlock[] = DEFAULT_DAY.filter(([from, , device]) => !SMALL_KIT_UNSEEN.has(device) && from >= at(5))

/** Shifts every block after midnight-to-noon by `minutes` (for "getting up later") */
export function shiftMorning(day: RoutineBlock[], minutes: number): RoutineBlock[] {
  return day.map(([from, to, device, every]) => (from >= at(5) && from < at(13) ? [from + minutes, to + minutes, device, every] : [from, to, device, every]))
}

/** The instant of a local wall-clock minute on the local date `dayIndex` days after 1970-01-01 */
export function localInstant(dayIndex: number, minuteOfDay: number, timeZone: string): number {
  const wall = dayIndex * DAY_MS + minuteOfDay * MINUTE_MS
  const guess = wall - offsetMs(wall, timeZone)
  return wall - offsetMs(guess, timeZone)
}

/** A deterministic jitter in [0, 1) from integers */
function jitter(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35)
  h ^= h >>> 15
  h = Math.imul(h, 0x27d4eb2d)
  return ((h ^ (h >>> 13)) >>> 0) / 4_294_967_296
}

/** Events of one local day following `blocks`, each firing at a jittered point of its interval */
export function dayEvents(dayIndex: number, blocks: RoutineBlock[], timeZone: string): EngineEvent[] {
  const events: EngineEvent[] = []
  for (const [from, to, deviceKey, every] of blocks) {
    const device = SYNTHETIC_DEVICES.find((d) => d.key === deviceKey)
    if (!device) continue
    for (let minute = from, n = 0; minute < to; minute += every, n++) {
      const offset = device.kind === 'door' ? 0 : Math.floor(jitter(dayIndex * 1000 + from, n) * Math.min(every, 2) * 60) / 60
      const timestamp = new Date(localInstant(dayIndex, minute + offset, timeZone))
      events.push({ deviceKey, kind: device.kind, room: device.room, timestamp, active: true })
    }
  }
  return events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
}

/** The default day, with nothing seen for `sitMinutes` from `fromMinute` (a person sitting where no sensor sees her) */
export function dayWithSit(dayIndex: number, fromMinute: number, sitMinutes: number, timeZone: string): EngineEvent[] {
  const from = localInstant(dayIndex, fromMinute, timeZone)
  return dayEvents(dayIndex, DEFAULT_DAY, timeZone).filter((e) => e.timestamp.getTime() < from || e.timestamp.getTime() >= from + sitMinutes * 60_000)
}

/** Local day index of a calendar date, e.g. dayIndexOf('2024-03-01') */
export const dayIndexOf = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS)
