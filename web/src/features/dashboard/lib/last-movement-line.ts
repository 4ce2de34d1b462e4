// 'Last seen in: Bathroom' under the header's last-activity indicator (decisions 0096 and 0100): where the engine
// last saw her move inside, in the family's words for the sensor. A sensor's own 'last active' counts any report
// (a battery reading, a motion sensor clearing), so it cannot say where she was. The indicator above it already
// tells when ('Likely asleep · last movement 00:23', 'Quiet period · 76m ago'): the line adds a time only where
// that one is not the same moment ('Bathroom, 1 h 16 min ago'), or is told in whole hours only ('Extended quiet ·
// 2h ago': 'Bathroom, at 00:23'). `now` is passed in so tests pin the clock.
import type { LastMovement } from '@contracts/last-movement'
import { clockTime, formatDuration } from '@/lib/format/last-movement'
import { minutesSince } from '@/lib/format/sensor-status'
import { isAway, presenceOf, watchedDoorAt, type Presence } from './presence'

interface StatsWithLastMovement {
  /** the newest movement, which the indicator dates */
  lastMotionAt?: string | null
  engine?: (Presence & { lastMovement?: LastMovement | null }) | null
  watchesNothingInside?: boolean
  monitoringEndedAt?: string | null
  receivingHistory?: boolean
}

const MINUTE_MS = 60_000
/** SPEC's red indicator, which gives the age in whole hours only ('2h ago' for 2 h 59 min) */
const IN_HOURS = 'Extended quiet'

/**
 * The line, or null: while she is out, while a door she may have come in by is watched, while the routine is
 * learned or history still comes in, in a home no longer watched, where the room is not known (with a pet, when
 * the newest movement may be the pet's), and from an older server that does not say it. `indicator`: the label
 * the header's last-activity indicator shows beside it
 */
export function lastMovementLine(stats: StatsWithLastMovement | undefined, now: Date, indicator: string, timeZone?: string, viewerZone?: string): string | null {
  if (!stats || stats.receivingHistory || stats.monitoringEndedAt) return null
  const engine = presenceOf(stats)
  const last = engine?.lastMovement
  if (!engine || !last?.place || isAway(engine) || watchedDoorAt(engine)) return null
  const at = new Date(last.at)
  if (Number.isNaN(at.getTime())) return null
  const line = `Last seen in: ${last.place}`
  const newest = stats.lastMotionAt ? new Date(stats.lastMotionAt).getTime() : NaN
  // the indicator dates the newest movement: where that is this one, its time is given already
  if (Math.abs(newest - at.getTime()) < MINUTE_MS) return indicator === IN_HOURS ? `${line}, at ${clockTime(at, now, timeZone, viewerZone)}` : line
  const minutes = minutesSince(at, now)
  return `${line}, ${minutes < 1 ? 'just now' : `${formatDuration(minutes)} ago`}`
}
