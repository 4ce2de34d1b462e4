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
 * the home's hours, which in a zone a half hour off UTC (India, Adelaide) start at :30 UTC. Every
 * zone's offset is a whole number of quarter hours, so an hour of the home's clock never straddles
 * an offset change except at its own start; the two 01:00 hours of a night the clocks go back are two
 * hours here. Throws a RangeError for a zone Intl does not know.
 */
export function startOfLocalHour(ms: number, timeZone: string): number {
  const intoHour = ((wallClockMs(ms, timeZone) % HOUR_MS) + HOUR_MS) % HOUR_MS
  return ms - intoHour
}
