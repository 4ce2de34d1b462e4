import { describe, expect, it } from 'vitest'
import { noteAge } from './note-age'

// local times, so the short date is the same wherever the tests run
const NOW = new Date(2025, 5, 20, 12, 0)
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000)

describe('noteAge', () => {
  it.each([
    [ago(0), 'Just now'],
    [ago(5), '5m ago'],
    [ago(60), '1h ago'],
    [ago(1439), '23h ago'],
    [ago(1440), '1d ago'],
    [ago(1440 * 7), '7d ago'],
    [ago(1440 * 7 + 1), 'Jun 13'],
    [new Date(2025, 0, 2, 9, 0), 'Jan 2'],
    [new Date(2024, 11, 31, 9, 0), 'Dec 31, 2024'],
    [ago(1440 * 8).toISOString(), 'Jun 12'],
    [null, 'Unknown time'],
    ['not a date', 'Unknown time'],
  ])('%s → %s', (then, text) => {
    expect(noteAge(then, NOW)).toBe(text)
  })
})

describe('noteAge on the home’s calendar', () => {
  const now = new Date('2026-03-20T12:00:00Z')
  it('a note written at 01:00 in London on 4 March is of 4 March, though it was the 3rd in New York', () => {
    expect(noteAge('2026-03-04T01:00:00Z', now, 'Europe/London')).toBe('Mar 4')
    expect(noteAge('2026-03-04T01:00:00Z', now, 'America/New_York')).toBe('Mar 3')
  })
  it('23:59 and 00:01 there are either side of its midnight', () => {
    expect(noteAge('2026-03-03T23:59:00Z', now, 'Europe/London')).toBe('Mar 3')
    expect(noteAge('2026-03-04T00:01:00Z', now, 'Europe/London')).toBe('Mar 4')
  })
  it('the year is the home’s too: New Year’s Eve in New York is already next year in London', () => {
    expect(noteAge('2026-01-01T02:00:00Z', new Date('2026-02-20T12:00:00Z'), 'America/New_York')).toBe('Dec 31, 2025')
    expect(noteAge('2026-01-01T02:00:00Z', new Date('2026-02-20T12:00:00Z'), 'Europe/London')).toBe('Jan 1')
  })
})
