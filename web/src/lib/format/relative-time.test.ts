import { describe, expect, it } from 'vitest'
import { relativeAge } from './relative-time'

const NOW = new Date('2025-06-01T12:00:00Z')
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000)

describe('relativeAge', () => {
  it.each([
    [ago(0), 'Just now'],
    [ago(1), '1m ago'],
    [ago(59), '59m ago'],
    [ago(60), '1h ago'],
    [ago(1439), '23h ago'],
    [ago(1440), '1d ago'],
    [ago(1440 * 9), '9d ago'],
    [ago(90).toISOString(), '1h ago'],
    [null, 'Unknown time'],
    [undefined, 'Unknown time'],
    ['not a date', 'Unknown time'],
  ])('%s → %s', (then, text) => {
    expect(relativeAge(then, NOW)).toBe(text)
  })
})
