import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DATE_FORMAT_MESSAGE, DATE_RANGE_MESSAGE, DATE_TIME_FORMAT_MESSAGE, DateOnly, IsoDateTime, MONTH_RANGE_MESSAGE, MonthOnly } from './date-time'

const messageFor = (input: unknown) => {
  const result = IsoDateTime.safeParse(input)
  return result.success ? 'ok' : result.error.issues.map((i) => i.message).join('; ')
}

describe('IsoDateTime', () => {
  it.each([
    ['2026-03-01T08:30:00Z'],
    ['2026-03-01T08:30:00.123+01:00'],
    ['2024-02-29T10:00:00Z'],
    ['2000-02-29T23:59:59-05:30'],
    ['2026-03-01T08:30:00.123456789Z'],
  ])('accepts %s', (input) => {
    expect(messageFor(input)).toBe('ok')
  })

  it.each([
    ['2026-02-30T10:00:00Z', '2026-02-30'],
    ['2025-02-29T10:00:00Z', '2025-02-29'],
    ['1900-02-29T10:00:00Z', '1900-02-29'],
    ['2026-04-31T10:00:00Z', '2026-04-31'],
    ['2026-13-01T10:00:00Z', '2026-13-01'],
    ['2026-00-10T10:00:00Z', '2026-00-10'],
    ['2026-01-00T10:00:00Z', '2026-01-00'],
    ['2026-01-01T25:00:00Z', '25:00:00'],
    ['2026-01-01T10:60:00Z', '10:60:00'],
    ['2026-01-01T10:00:61+01:00', '10:00:61'],
    ['2026-01-01T10:00:00+25:00', '+25:00'],
  ])('says %s is in the format but not a real date or time', (input, part) => {
    expect(messageFor(input)).toBe(`is not a real date or time (${part})`)
  })

  it.each([['yesterday'], [''], ['2026-01-01T10:00Z'], ['2026-01-01T10:00+01:00'], ['2026-01-01T10:00:00'], ['2026-01-01 10:00:00Z'], ['2026-1-1T10:00:00Z'], ['2026-01-01T10:00:00+0100'], [1767261600000], [null]])(
    'keeps the format message for %j',
    (input) => {
      expect(messageFor(input)).toBe(DATE_TIME_FORMAT_MESSAGE)
    },
  )

  it('leaves a missing value to the usual required message', () => {
    // the usual one is whatever error map this process has: zod's own, or the server's plain words
    // (server/lib/plain-messages.ts) once a file sharing this worker has loaded them
    const usual = z.string().safeParse(undefined).error?.issues[0]?.message
    expect(usual).toBeTruthy()
    expect(messageFor(undefined)).toBe(usual)
    expect(messageFor(undefined)).not.toBe(DATE_TIME_FORMAT_MESSAGE)
  })

  // the database would refuse a fraction of 129 digits or more, and with it a hub's whole batch
  it.each([[10], [150]])('refuses a fraction of a second of %i digits with the format message, once', (digits) => {
    expect(messageFor(`2026-03-01T08:30:00.${'1'.repeat(digits)}Z`)).toBe(DATE_TIME_FORMAT_MESSAGE)
    expect(messageFor(`2026-03-01T08:30:00.${'1'.repeat(digits)}`)).toBe(DATE_TIME_FORMAT_MESSAGE)
  })
})

const problems = (schema: typeof DateOnly | typeof MonthOnly, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? 'ok' : result.error.issues.map((i) => i.message).join('; ')
}

describe('DateOnly and MonthOnly', () => {
  it.each([['1900-01-01'], ['2026-11-25'], ['2999-12-31']])('accepts the date %s', (input) => {
    expect(problems(DateOnly, input)).toBe('ok')
  })

  // the database has no year 0, and the end of a month in 9999 is a timestamp in year 10000
  it.each([['0000-01-01'], ['0099-01-01'], ['1899-12-31'], ['3000-01-01'], ['9999-12-31']])('refuses %s as out of range', (input) => {
    expect(problems(DateOnly, input)).toBe(DATE_RANGE_MESSAGE)
  })

  it('says which is wrong: the format, a day that does not exist, the years', () => {
    expect(problems(DateOnly, '25/11/2026')).toBe(DATE_FORMAT_MESSAGE)
    expect(problems(DateOnly, '0000-02-30')).toBe('is not a real date (0000-02-30)')
    expect(DATE_RANGE_MESSAGE).toBe('must be a date between 1900-01-01 and 2999-12-31')
  })

  it.each([['1900-01', 'ok'], ['2999-12', 'ok'], ['0000-01', MONTH_RANGE_MESSAGE], ['9999-12', MONTH_RANGE_MESSAGE], ['2026-13', 'must be a month as YYYY-MM']])(
    'reads the month %s as %s',
    (input, expected) => {
      expect(problems(MonthOnly, input)).toBe(expected)
    },
  )
})
