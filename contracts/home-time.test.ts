import { describe, expect, it } from 'vitest'
import { formatHomeDateTime } from './home-time'

describe('a moment in a home, for a reader anywhere', () => {
  it.each([
    ['2026-11-25T03:10:00Z', 'Europe/London', 'Wed 25 Nov, 03:10 GMT'],
    ['2026-07-01T02:10:00Z', 'Europe/London', 'Wed 1 Jul, 03:10 BST'],
    // the night New York's clocks go back: two 01:30s, told apart
    ['2026-11-01T05:30:00Z', 'America/New_York', 'Sun 1 Nov, 01:30 GMT-4'],
    ['2026-11-01T06:30:00Z', 'America/New_York', 'Sun 1 Nov, 01:30 GMT-5'],
    // 23:59 and 00:01 there are two days
    ['2026-03-28T23:59:00Z', 'Europe/London', 'Sat 28 Mar, 23:59 GMT'],
    ['2026-03-29T00:01:00Z', 'Europe/London', 'Sun 29 Mar, 00:01 GMT'],
  ])('%s in %s is %s', (at, zone, text) => expect(formatHomeDateTime(new Date(at), zone)).toBe(text))

  it('an unknown zone gives the instant itself', () => expect(formatHomeDateTime(new Date('2026-11-25T03:10:00Z'), 'Mars/Olympus')).toBe('2026-11-25T03:10:00.000Z'))
})
