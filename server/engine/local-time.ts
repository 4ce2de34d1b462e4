// Local wall-clock time of a circle from its IANA zone, through Intl alone. Routines are lived in local
// hours, so every bin, day and hour boundary the engine uses is local; durations stay in real minutes,
// which keeps a quiet spell across a daylight-saving change its true length.

import { wallClockMs } from '../../contracts/local-day'

export const MINUTE_MS = 60_000
export const HOUR_MS = 3_600_000
export const DAY_MS = 86_400_000

/** Any count of minutes (negative, or past midnight) as a minute of the local day, 0-1439 */
export function dayMinute(minutes: number): number {
  return ((minutes % 1440) + 1440) % 1440
}

/** Where an instant falls in the circle's local time */
export interface LocalClock {
  /** Days since 1970-01-01 of the local date: consecutive local dates differ by 1, whatever their length */
  day: number
  /** 0 = Sunday … 6 = Saturday */
  dayOfWeek: number
  hour: number
  minuteOfDay: number
}

// Offsets only change on a quarter hour (every zone's transitions and offsets are multiples of 15 min),
// so one lookup per zone and UTC quarter hour is exact
const offsetCache = new Map<string, { slot: number; offsetMs: number }>()
const QUARTER_MS = 15 * MINUTE_MS

/** Throws a RangeError for a name Intl does not know */
export function assertTimeZone(timeZone: string): void {
  wallClockMs(0, timeZone)
}

/** Local minus UTC at an instant, in milliseconds */
export function offsetMs(ms: number, timeZone: string): number {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 0
  const slot = Math.floor(ms / QUARTER_MS)
  const cached = offsetCache.get(timeZone)
  if (cached && cached.slot === slot) return cached.offsetMs
  const offset = wallClockMs(slot * QUARTER_MS, timeZone) - slot * QUARTER_MS
  offsetCache.set(timeZone, { slot, offsetMs: offset })
  return offset
}

export function localClock(ms: number, timeZone: string): LocalClock {
  const local = ms + offsetMs(ms, timeZone)
  const day = Math.floor(local / DAY_MS)
  const minuteOfDay = Math.floor((local - day * DAY_MS) / MINUTE_MS)
  return { day, dayOfWeek: (((day + 4) % 7) + 7) % 7, hour: Math.floor(minuteOfDay / 60), minuteOfDay }
}

/**
 * Real minutes from `startMs` to the next time the local clock reads `minuteOfDay` (any value, taken
 * modulo a day). The same as the clock's own difference, except across a daylight-saving change: from
 * 00:56 to 08:44 is 7 h 48 min on the clock, but 8 h 48 min the night the clocks go back and 6 h 48 min
 * the night they go forward.
 */
export function realMinutesUntil(startMs: number, minuteOfDay: number, timeZone: string): number {
  const wallMinutes = dayMinute(minuteOfDay - localClock(startMs, timeZone).minuteOfDay)
  const startOffset = offsetMs(startMs, timeZone)
  // the target's offset, read at a first guess of its instant and then at the instant that gives
  const guess = startMs + wallMinutes * MINUTE_MS
  const target = guess - (offsetMs(guess, timeZone) - startOffset)
  return wallMinutes - (offsetMs(target, timeZone) - startOffset) / MINUTE_MS
}

/** ISO local date, e.g. 2024-03-31, of a local epoch day */
export function dayLabel(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/**
 * Walks [fromMs, toMs) in pieces that end on UTC quarter hours (local quarter hours too: every zone's
 * offset is a multiple of 15 minutes), giving each piece's local clock and its length in minutes
 */
export function forEachQuarter(fromMs: number, toMs: number, timeZone: string, visit: (clock: LocalClock, minutes: number) => void) {
  for (let cursor = fromMs; cursor < toMs; ) {
    const stop = Math.min((Math.floor(cursor / QUARTER_MS) + 1) * QUARTER_MS, toMs)
    visit(localClock(cursor, timeZone), (stop - cursor) / MINUTE_MS)
    cursor = stop
  }
}
