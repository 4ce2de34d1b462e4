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
