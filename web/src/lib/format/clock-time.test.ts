import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { clockTime } from './clock-time'

describe('clockTime', () => {
  it('reads as a 24-hour clock with two digits each side, on this browser’s clock', () => {
    expect(clockTime(new Date(2026, 11, 4, 9, 5, 59))).toBe('09:05')
    expect(clockTime(new Date(2026, 11, 4, 0, 0))).toBe('00:00')
    expect(clockTime(new Date(2026, 11, 4, 23, 59))).toBe('23:59')
    expect(clockTime(new Date(2026, 11, 4, 12, 30).getTime())).toBe('12:30')
  })

  it('says what date-fns said for the banner, for every minute of a day', () => {
    const start = new Date(2026, 2, 29, 0, 0).getTime()
    for (let minute = 0; minute < 24 * 60; minute++) {
      const at = start + minute * 60_000
      expect(clockTime(at)).toBe(format(at, 'HH:mm'))
    }
  })
})
