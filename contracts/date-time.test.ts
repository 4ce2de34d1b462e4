import { describe, expect, it } from 'vitest'
import { DATE_TIME_FORMAT_MESSAGE, IsoDateTime } from './date-time'

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
    expect(messageFor(undefined)).toMatch(/received undefined/)
  })
})
