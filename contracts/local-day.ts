// When a home's day began: "today" on the dashboard and the Alerts page counts from the local midnight
// of the home's time zone. Taking the wall-clock time since midnight away from now is an hour out on
// the two days a year the clocks change, so the offset is read at midnight itself. Shared by the server
// (the dashboard's alertsToday) and the web (Today's Alerts), so the two never disagree.

const DAY_MS = 86_400_000
const formatters = new Map<string, Intl.DateTimeFormat>()

/** The wall clock of `timeZone` at the instant `ms`, written as if it were UTC; throws a RangeError for an unknown zone */
export function wallClockMs(ms: number, timeZone: string): number {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  const field: Record<string, number> = {}
  for (const part of formatter.formatToParts(new Date(ms))) if (part.type !== 'literal') field[part.type] = Number(part.value)
  const wholeSecond = Date.UTC(field.year ?? 1970, (field.month ?? 1) - 1, field.day ?? 1, field.hour ?? 0, field.minute ?? 0, field.second ?? 0)
  return wholeSecond + (((ms % 1000) + 1000) % 1000)
}

/**
 * The first instant of the local day of `now` in `timeZone` (an IANA name): its midnight, or where the
 * clocks jumped over midnight (Santiago, 8 Sep 2024) the moment they jumped. Throws a RangeError for a
 * zone Intl does not know.
 */
export function startOfLocalDay(now: Date, timeZone: string): Date {
  const at = now.getTime()
  const wall = wallClockMs(at, timeZone)
  const wallMidnight = Math.floor(wall / DAY_MS) * DAY_MS
  // first with now's offset, then with the offset that held at that guess: they differ when the clocks
  // changed since midnight
  const guess = wallMidnight - (wall - at)
  return new Date(wallMidnight - (wallClockMs(guess, timeZone) - guess))
}

const HOUR_MS = 3_600_000

/**
 * The first instant of the home's clock hour that holds `ms`: the dashboard's activity grid counts by
 * the home's hours, which in a zone a half hour off UTC (India, Adelaide) start at :30 UTC; the two
 * 01:00 hours of a night the clocks go back are two hours here. Where the clocks moved by less than
 * an hour, inside an hour of their own (Lord Howe Island: 02:00 became 02:30, and 02:00 became 01:30),
 * the hour began when they moved: 02:30-03:00 is an hour of half an hour. Throws a RangeError for a
 * zone Intl does not know.
 */
export function startOfLocalHour(ms: number, timeZone: string): number {
  const offset = wallClockMs(ms, timeZone) - ms
  const intoHour = (((ms + offset) % HOUR_MS) + HOUR_MS) % HOUR_MS
  const start = ms - intoHour
  const offsetAt = (at: number) => wallClockMs(at, timeZone) - at
  if (offsetAt(start) === offset) return start
  // the clocks moved since the wall clock's hour began: find when (to the millisecond)
  let before = start
  let after = ms
  while (after - before > 1) {
    const mid = Math.floor((before + after) / 2)
    if (offsetAt(mid) === offset) after = mid
    else before = mid
  }
  return after
}

/** The starts of the `hours` hours of the home's clock up to the one that holds `ms`, oldest first: the activity grid's squares */
export function localHourStarts(ms: number, hours: number, timeZone: string): number[] {
  const starts = [startOfLocalHour(ms, timeZone)]
  while (starts.length < hours) starts.unshift(startOfLocalHour(starts[0]! - 1, timeZone))
  return starts
}
