// When a care note was written (SPEC.md §4): the relative age of an alert ('Just now', 'Nm ago',
// 'Nh ago', 'Nd ago') for a week, then a short date ('Jun 3', with the year when it is not this year).
import { format, isSameYear } from 'date-fns'
import { relativeAge } from './relative-time'

/** Past this many days a note shows its date instead of its age */
export const NOTE_RELATIVE_DAYS = 7

export function noteAge(then: Date | string | null | undefined, now: Date) {
  if (!then || Number.isNaN(new Date(then).getTime())) return 'Unknown time'
  const date = new Date(then)
  if (now.getTime() - date.getTime() <= NOTE_RELATIVE_DAYS * 86_400_000) return relativeAge(date, now)
  return format(date, isSameYear(date, now) ? 'MMM d' : 'MMM d, yyyy')
}
