import { describe, expect, it } from 'vitest'
import { limitFailures, RateLimiter } from './rate-limiter'

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

describe('RateLimiter memory', () => {
  it('forgets keys whose window has passed, so a long-running server keeps only the last window’s', () => {
    let now = 0
    const limiter = new RateLimiter(30, 15 * 60_000, () => now)
    // a new address every minute for a day: phones on mobile networks, bots trying the sign-in page
    for (let minute = 0; minute < 1440; minute++) {
      now = minute * 60_000
      limiter.hit(`login:10.0.${minute >> 8}.${minute & 255}`)
    }
    // at most the addresses of the last window (15) and the one before it (swept once a window)
    expect(limiter.size).toBeLessThanOrEqual(30)
    // what is still inside its window still counts
    now += 1
    for (let i = 0; i < 29; i++) limiter.hit('login:10.0.5.159')
    expect(limiter.hit('login:10.0.5.159')).toBeGreaterThan(0)
  })
})

describe('RateLimiter.refund', () => {
  it('gives back one attempt, and none that was never counted', () => {
    const now = 1_000
    const limiter = new RateLimiter(2, 60_000, () => now)
    limiter.hit('a')
    limiter.hit('a')
    limiter.refund('a')
    expect(limiter.hit('a')).toBe(0)
    expect(limiter.hit('a')).toBeGreaterThan(0)
    limiter.refund('b')
    expect([limiter.hit('b'), limiter.hit('b'), limiter.hit('b')]).toEqual([0, 0, 60_000])
  })
})

describe('limitFailures', () => {
  it('counts an attempt that throws and not one that succeeds', async () => {
    const limiter = new RateLimiter(2, 60_000)
    const ok = () => limitFailures(limiter, 'k', async () => 'fine')
    const bad = () => limitFailures(limiter, 'k', async () => Promise.reject(new Error('wrong')))
    for (let i = 0; i < 5; i++) await expect(ok()).resolves.toBe('fine')
    await expect(bad()).rejects.toThrow('wrong')
    await expect(bad()).rejects.toThrow('wrong')
    await expect(ok()).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 1 minute and try again.' })
  })
})
