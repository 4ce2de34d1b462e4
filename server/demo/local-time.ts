// Local dates of the demo's simulated life, on top of the engine's offset lookup: lived in local hours, across DST.
import { offsetMs } from '../engine/local-time'

export interface LocalDate {
  year: number
  month: number // 1–12
  day: number
}

/** The local wall-clock fields of an instant (through the engine's one offset lookup) */
export function localParts(ms: number, timeZone: string) {
  const local = new Date(ms + offsetMs(ms, timeZone))
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  }
}

export { offsetMs }

export function localDateOf(ms: number, timeZone: string): LocalDate {
  const { year, month, day } = localParts(ms, timeZone)
  return { year, month, day }
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** 0 = Sunday … 6 = Saturday */
export const dayOfWeek = (date: LocalDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()

export const sameDate = (a: LocalDate, b: LocalDate) => a.year === b.year && a.month === b.month && a.day === b.day

/**
 * The instant a local wall-clock time names. Of the two readings of a time the autumn change repeats
 * this takes the later; a time the spring change skips is read with the offset before the change
 * (so 01:30 on the day London skips to 02:00 lands at 02:30 BST), as Temporal's 'compatible' does.
 */
export function localToUtc(date: LocalDate, secondOfDay: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + Math.round(secondOfDay) * 1000
  const first = wall - offsetMs(wall, timeZone)
  const second = wall - offsetMs(first, timeZone)
  if (first === second) return first
  return offsetMs(second, timeZone) === wall - second ? second : Math.max(first, second)
}
