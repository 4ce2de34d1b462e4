// How well the engine reads each night (daily.ts readNight), scored against the annotations: a 'go-to-bed'
// span of 2 h or more is the night (its start bedtime, its end getting up), the 'use-toilet' spans inside
// it its night-time bathroom visits. Annotations are read here, to score, never by the engine.
import type { DaySummary } from '../../server/engine/daily'
import type { Annotation } from './dataset'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
const MIN_NIGHT_MS = 2 * 60 * MINUTE_MS
/** A bedtime or getting-up time read within this many minutes of the annotated one is right */
export const NIGHT_TOLERANCE_MINUTES = 30

export interface AnnotatedNight {
  /** Local day the night ends on (days since the epoch, as DaySummary.day) */
  day: number
  /** Minutes from that day's midnight, negative before it */
  bedMinute: number
  riseMinute: number
  visits: number
}

export interface NightScore {
  annotated: number
  /** Nights the engine gave a bedtime / a getting-up time for */
  bedRead: number
  riseRead: number
  /** Within NIGHT_TOLERANCE_MINUTES */
  bedRight: number
  riseRight: number
  visitsExact: number
  visitsOver: number
  visitsUnder: number
  /** No night read, so no visits counted */
  visitsUnread: number
  /** Bedtime and getting up right and the visits exact */
  allRight: number
  bedErrorMedian: number | null
  riseErrorMedian: number | null
}

/** The nights the annotations describe, one per local day at most (the longest span ending 18:00–14:00) */
export function annotatedNights(annotations: Annotation[]): AnnotatedNight[] {
  const byDay = new Map<number, Annotation>()
  for (const span of annotations) {
    if (span.activity !== 'go-to-bed' || span.end - span.start < MIN_NIGHT_MS) continue
    // the night of day D runs from 18:00 the evening before to 14:00 on D
    const day = Math.floor((span.end + 10 * 60 * MINUTE_MS) / DAY_MS)
    const known = byDay.get(day)
    if (!known || span.end - span.start > known.end - known.start) byDay.set(day, span)
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, span]) => ({
      day,
      bedMinute: Math.round((span.start - day * DAY_MS) / MINUTE_MS),
      riseMinute: Math.round((span.end - day * DAY_MS) / MINUTE_MS),
      visits: annotations.filter((a) => a.activity === 'use-toilet' && a.start >= span.start && a.end <= span.end).length,
    }))
}

const median = (values: number[]) => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null
}

/** Scores the engine's day lines (`days`, any order) on the annotated nights */
export function scoreNights(days: DaySummary[], truth: AnnotatedNight[]): NightScore {
  const byDay = new Map(days.map((day) => [day.day, day]))
  const score: NightScore = { annotated: 0, bedRead: 0, riseRead: 0, bedRight: 0, riseRight: 0, visitsExact: 0, visitsOver: 0, visitsUnder: 0, visitsUnread: 0, allRight: 0, bedErrorMedian: null, riseErrorMedian: null }
  const bedErrors: number[] = []
  const riseErrors: number[] = []
  for (const night of truth) {
    const read = byDay.get(night.day)
    if (!read) continue
    score.annotated++
    const bedError = read.bedMinute === null ? null : Math.abs(read.bedMinute - night.bedMinute)
    const riseError = read.riseMinute === null ? null : Math.abs(read.riseMinute - night.riseMinute)
    if (bedError !== null) {
      score.bedRead++
      bedErrors.push(bedError)
    }
    if (riseError !== null) {
      score.riseRead++
      riseErrors.push(riseError)
    }
    const bedRight = bedError !== null && bedError <= NIGHT_TOLERANCE_MINUTES
    const riseRight = riseError !== null && riseError <= NIGHT_TOLERANCE_MINUTES
    if (bedRight) score.bedRight++
    if (riseRight) score.riseRight++
    const visits = read.nightBathroomVisits
    if (visits === null) score.visitsUnread++
    else if (visits === night.visits) score.visitsExact++
    else if (visits > night.visits) score.visitsOver++
    else score.visitsUnder++
    if (bedRight && riseRight && visits === night.visits) score.allRight++
  }
  score.bedErrorMedian = median(bedErrors)
  score.riseErrorMedian = median(riseErrors)
  return score
}

export function nightScoreText(score: NightScore): string {
  const m = (value: number | null) => (value === null ? '—' : `${value} min`)
  return (
    `nights read vs go-to-bed annotations: ${score.allRight} / ${score.annotated} right (bed and rise within ${NIGHT_TOLERANCE_MINUTES} min, visits exact); ` +
    `bed ${score.bedRight} (read ${score.bedRead}, median error ${m(score.bedErrorMedian)}), rise ${score.riseRight} (read ${score.riseRead}, median error ${m(score.riseErrorMedian)}), ` +
    `visits exact ${score.visitsExact}, over ${score.visitsOver}, under ${score.visitsUnder}, unread ${score.visitsUnread}`
  )
}
