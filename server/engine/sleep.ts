// The usual night, read from the daily lines: median bedtime and getting-up time of recent nights.
import type { DaySummary } from './daily'

/** Used until a week of nights has been read */
export const DEFAULT_NIGHT = { bedMinute: -60, riseMinute: 7 * 60 }
const RECENT_NIGHTS = 14
const MIN_NIGHTS = 3
/**
 * Nights of sleep seen in the past week before a figure of her sleep is shown (sleep quality, the night-time bathroom
 * visits a night): as many as a usual night needs here. Fewer gave 'Sleep quality 100' from one night
 */
export const SLEEP_NIGHTS_NEEDED = MIN_NIGHTS
/** The past week's nights as the daily lines keep them (a line's night is the one that ended that morning) */
export const SLEEP_WEEK = 7

/** The nights of the past week whose sleep was seen: those with a getting-up time read (their visits are read with it) */
export const nightsSeen = (history: DaySummary[]) => history.slice(-SLEEP_WEEK).filter((day) => day.riseMinute !== null).length

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

/**
 * A late getting-up time for this person: the `rank`-th latest of the recent nights' (1: the latest), or the usual
 * one until enough nights are read. For a watch that sees nothing of her in bed (a pet home's, pets.ts), where a
 * morning she sleeps in would otherwise look like a fall an hour after her usual time
 */
export function lateRise(history: DaySummary[], rank: number): number {
  const rises = history
    .slice(-RECENT_NIGHTS)
    .map((day) => day.riseMinute)
    .filter((minute): minute is number => minute !== null)
    .sort((a, b) => b - a)
  return rises.length >= MIN_NIGHTS ? (rises[Math.min(rank, rises.length) - 1] ?? DEFAULT_NIGHT.riseMinute) : DEFAULT_NIGHT.riseMinute
}

/** Her latest bedtime of the recent nights (`rank` 2: the second latest; local minute of the day, as the daily lines keep it), or null until a week is read */
export function latestBed(history: DaySummary[], rank = 1): number | null {
  const beds = history
    .slice(-RECENT_NIGHTS)
    .map((day) => day.bedMinute)
    .filter((minute): minute is number => minute !== null)
    .sort((a, b) => b - a)
  return beds.length >= 7 ? (beds[Math.min(rank, beds.length) - 1] ?? null) : null
}
