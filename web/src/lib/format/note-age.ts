// When a care note was written (SPEC.md §4): the relative age of an alert ('Just now', 'Nm ago',
// 'Nh ago', 'Nd ago') for a week, then a short date ('Jun 3', with the year when it is not this year):
// the date on the home's calendar, as the alerts and the routine it goes with (decision 0020), or the
// browser's while the home's zone is not known.
import { zoneFormatter } from './home-time'
import { relativeAge } from './relative-time'

/** Past this many days a note shows its date instead of its age */
export const NOTE_RELATIVE_DAYS = 7

export function noteAge(then: Date | string | null | undefined, now: Date, timeZone?: string) {
  if (!then || Number.isNaN(new Date(then).getTime())) return 'Unknown time'
  const date = new Date(then)
  if (now.getTime() - date.getTime() <= NOTE_RELATIVE_DAYS * 86_400_000) return relativeAge(date, now)
  const year = zoneFormatter({ year: 'numeric' }, timeZone, 'en-US')
  const sameYear = year.format(date) === year.format(now)
  return zoneFormatter({ month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) }, timeZone, 'en-US').format(date)
}
