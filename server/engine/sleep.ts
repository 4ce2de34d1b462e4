// The usual night, read from the daily lines: median bedtime and getting-up time of recent nights.
import type { DaySummary } from './daily'

/** Used until a week of nights has been read */
export const DEFAULT_NIGHT = { bedMinute: -60, riseMinute: 7 * 60 }
const RECENT_NIGHTS = 14
const MIN_NIGHTS = 3

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export function usualNight(history: DaySummary[]): { bedMinute: number; riseMinute: number; nights: number } {
  const recent = history.slice(-RECENT_NIGHTS)
  const beds = recent.map((day) => day.bedMinute).filter((minute): minute is number => minute !== null)
  const rises = recent.map((day) => day.riseMinute).filter((minute): minute is number => minute !== null)
  return {
    bedMinute: beds.length >= MIN_NIGHTS ? median(beds) : DEFAULT_NIGHT.bedMinute,
    riseMinute: rises.length >= MIN_NIGHTS ? median(rises) : DEFAULT_NIGHT.riseMinute,
    nights: Math.min(beds.length, rises.length),
  }
}
