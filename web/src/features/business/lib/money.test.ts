import { describe, expect, it } from 'vitest'
import { costPer, formatUsage } from './money'

describe('formatUsage', () => {
  it.each([
    [1200, 'GB-hours', '1,200 GB-hours'],
    [1200, null, '1,200'],
    [0.125, 'GB', '0.13 GB'],
    [0, 'calls', '0 calls'],
    [null, 'GB-hours', '—'],
    [null, null, '—'],
  ] as const)('%s %s is %s', (amount, metric, expected) => {
    expect(formatUsage(amount, metric)).toBe(expected)
  })
})

describe('costPer', () => {
  it('shares the total among the count', () => expect(costPer(100, 4)).toBe(25))
  it('is 0 when there is nothing to share among', () => expect(costPer(100, 0)).toBe(0))
})
