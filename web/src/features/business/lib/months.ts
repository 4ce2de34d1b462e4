// The month Cost Monitoring shows (YYYY-MM, as GET /api/business/costs?month= takes it) and the
// dates its forms start from, all in the browser's own calendar.
import { format, isValid, parse } from 'date-fns'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

export const isMonth = (value: string) => MONTH.test(value)

/** This calendar month, e.g. '2026-11' */
export const monthOf = (date: Date) => format(date, 'yyyy-MM')

/** A date input's value for `date`, e.g. '2026-11-22' */
export const dateInputValue = (date: Date) => format(date, 'yyyy-MM-dd')

/** 'November 2026' for '2026-11' */
export function monthLabel(month: string) {
  const date = parse(month, 'yyyy-MM', new Date(2000, 0, 1))
  return isValid(date) ? format(date, 'MMMM yyyy') : month
}

/** Where a new cost entry's date starts: today in this month, else the first day of the month on screen */
export const defaultCostDate = (month: string, now: Date) => (monthOf(now) === month ? dateInputValue(now) : `${month}-01`)

/** The month a YYYY-MM-DD date falls in */
export const monthOfDate = (date: string) => date.slice(0, 7)

/** The month `delta` months after `month` ('2021-01', -1 → '2020-12') */
export function shiftMonth(month: string, delta: number) {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return monthOf(new Date(year, m - 1 + delta, 1))
}
