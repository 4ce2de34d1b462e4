// The one date-time schema for request fields: ISO 8601 with a time zone. A string in that format whose
// date or time does not exist (30 February, month 13, 25:00) is told so, not told to use the format.
import { z } from 'zod'

// RFC 3339's profile of ISO 8601: seconds are required wherever a zone is given, so '10:00Z' is refused
// with the example that shows the shape
export const DATE_TIME_FORMAT_MESSAGE = 'must be an ISO 8601 date-time with seconds and a time zone, e.g. 2026-03-01T08:30:00Z'

/** The format's shape with any digits: what is left to go wrong is a date or time that does not exist */
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|([+-])(\d{2}):(\d{2}))$/

/** The part of an ISO 8601-shaped string that names no real date or time, e.g. '2026-02-30' or '25:00:00' */
export function impossiblePart(value: string): string | undefined {
  const m = SHAPE.exec(value)
  if (!m) return undefined
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number]
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return `${m[1]}-${m[2]}-${m[3]}`
  if (hour > 23 || minute > 59 || second > 59) return `${m[4]}:${m[5]}:${m[6]}`
  if (m[7] && (Number(m[8]) > 23 || Number(m[9]) > 59)) return `${m[7]}${m[8]}:${m[9]}`
  return undefined
}

// by arithmetic, not Date: Date.UTC reads years 0–99 as 1900–1999
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
const daysIn = (year: number, month: number) => (month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31)

/**
 * ISO 8601 with `Z` or an offset (e.g. 2026-03-01T08:30:00+01:00); a missing value is 'required' as
 * usual. A fraction of a second has at most 9 digits (nanoseconds; the database keeps microseconds):
 * a longer one is told the format, not carried into the database, which would refuse it.
 */
export const IsoDateTime = z.iso.datetime({
  offset: true,
  error: (issue) => {
    if (issue.input === undefined) return undefined
    const part = typeof issue.input === 'string' ? impossiblePart(issue.input) : undefined
    return part ? `is not a real date or time (${part})` : DATE_TIME_FORMAT_MESSAGE
  },
}).refine((value) => !/\.\d{10}/.test(value), { message: DATE_TIME_FORMAT_MESSAGE, when: (payload) => payload.issues.length === 0 })

export const DATE_FORMAT_MESSAGE = 'must be a date as YYYY-MM-DD'
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The years a business date (a plan's start, a bill) may fall in. The database's dates have no year
 * 0 and its timestamps no year 10000 (the end of a month in 9999), and no bill or plan of ours is
 * outside these.
 */
export const DATE_YEARS = { from: 1900, to: 2999 } as const
export const DATE_RANGE_MESSAGE = `must be a date between ${DATE_YEARS.from}-01-01 and ${DATE_YEARS.to}-12-31`
export const MONTH_RANGE_MESSAGE = `must be a month between ${DATE_YEARS.from}-01 and ${DATE_YEARS.to}-12`
const inYears = (year: number) => year >= DATE_YEARS.from && year <= DATE_YEARS.to

/** A calendar date without a time (a date input's value), e.g. 2026-11-22; 2026-02-30 is told it is not a date */
export const DateOnly = z.string({ message: DATE_FORMAT_MESSAGE }).superRefine((value, ctx) => {
  const m = DATE_SHAPE.exec(value)
  if (!m) return void ctx.addIssue({ code: 'custom', message: DATE_FORMAT_MESSAGE })
  const [year, month, day] = m.slice(1, 4).map(Number) as [number, number, number]
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) ctx.addIssue({ code: 'custom', message: `is not a real date (${value})` })
  else if (!inYears(year)) ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGE })
})

/** A calendar month, YYYY-MM, in the same years as a date */
export const MonthOnly = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
  .refine((value) => inYears(Number(value.slice(0, 4))), MONTH_RANGE_MESSAGE)
