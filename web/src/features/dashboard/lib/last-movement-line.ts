// 'Last movement: Bathroom, 1 h 16 min ago' under the header's last-activity indicator (decision 0096): where the
// engine last saw her move inside and how long ago, in the family's words for the sensor. A sensor's own 'last
// active' counts any report (a battery reading, a motion sensor clearing), so it cannot say where she was. `now`
// is passed in so tests pin the clock.
import type { LastMovement } from '@contracts/last-movement'
import { formatDuration } from '@/lib/format/last-movement'
import { minutesSince } from '@/lib/format/sensor-status'
import { isAway, presenceOf, watchedDoorAt, type Presence } from './presence'

interface StatsWithLastMovement {
  engine?: (Presence & { lastMovement?: LastMovement | null }) | null
  watchesNothingInside?: boolean
  monitoringEndedAt?: string | null
  receivingHistory?: boolean
}

/**
 * The line, or null: while she is out, while a door she may have come in by is watched, while the routine is
 * learned or history still comes in, in a home no longer watched, where the room is not known (with a pet, when
 * the newest movement may be the pet's), and from an older server that does not say it
 */
export function lastMovementLine(stats: StatsWithLastMovement | undefined, now: Date): string | null {
  if (!stats || stats.receivingHistory || stats.monitoringEndedAt) return null
  const engine = presenceOf(stats)
  const last = engine?.lastMovement
  if (!engine || !last?.place || isAway(engine) || watchedDoorAt(engine)) return null
  const at = new Date(last.at)
  if (Number.isNaN(at.getTime())) return null
  const minutes = minutesSince(at, now)
  return `Last movement: ${last.place}, ${minutes < 1 ? 'just now' : `${formatDuration(minutes)} ago`}`
}
