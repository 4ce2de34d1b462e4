import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rate-limiter'

describe('RateLimiter', () => {
  it('lets `limit` attempts through per window, then says how long to wait', () => {
    let now = 1_000
    const limiter = new RateLimiter(3, 60_000, () => now)
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0, 0])
    expect(limiter.hit('a')).toBe(60_000)
    expect(limiter.hit('b')).toBe(0)
    now += 59_999
    expect(limiter.hit('a')).toBe(1)
    now += 1
    expect(limiter.hit('a')).toBe(0)
  })

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(1, 60_000)
    limiter.hit('a')
    expect(limiter.hit('a')).toBeGreaterThan(0)
    limiter.reset('a')
    expect(limiter.hit('a')).toBe(0)
  })
})
