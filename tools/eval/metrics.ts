// Summaries of minutes-to-alert. A trial with no alert within 24 h is a miss; it sorts after every
// detection, so a median or p90 that lands on misses is reported as null ("beyond 24 h").

export const DAY_MINUTES = 24 * 60

export interface DetectionSummary {
  trials: number
  medianMinutes: number | null
  p90Minutes: number | null
  within30: number | null
  within60: number | null
  within120: number | null
  missed24h: number
}

/** Nearest-rank quantile over detections (Infinity = missed) */
export function quantile(values: number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Infinity
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : null
}

const share = (values: number[], limit: number) =>
  values.length === 0 ? null : Math.round((values.filter((v) => v <= limit).length / values.length) * 1000) / 1000

export function summarise(minutes: number[]): DetectionSummary {
  const capped = minutes.map((m) => (m > DAY_MINUTES ? Infinity : m))
  return {
    trials: capped.length,
    medianMinutes: quantile(capped, 0.5),
    p90Minutes: quantile(capped, 0.9),
    within30: share(capped, 30),
    within60: share(capped, 60),
    within120: share(capped, 120),
    missed24h: capped.filter((m) => !Number.isFinite(m)).length,
  }
}

export const perDay = (count: number, days: number) => (days > 0 ? Math.round((count / days) * 1000) / 1000 : null)
