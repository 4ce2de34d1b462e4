// How long ago an alert or a note was made (SPEC.md §4): 'Just now', 'Nm ago', 'Nh ago', 'Nd ago'.
import { minutesSince } from './sensor-status'

const MINUTES_PER_DAY = 1440

export function relativeAge(then: Date | string | null | undefined, now: Date) {
  if (!then || Number.isNaN(new Date(then).getTime())) return 'Unknown time'
  const minutes = minutesSince(then, now)
  if (minutes < 1) return 'Just now'
  if (minutes < 60) return `${minutes}m ago`
  if (minutes < MINUTES_PER_DAY) return `${Math.floor(minutes / 60)}h ago`
  return `${Math.floor(minutes / MINUTES_PER_DAY)}d ago`
}
