// The limiter's own rules, on the database it keeps its counts in (both PostgreSQL and PGlite: the
// file runs on whichever the tests have). What the routes answer is tested with each route.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rateLimits } from '../db/platform-schema'
import { useFreshDatabase } from '../test/test-db'
import { deleteEndedRateLimits, limitFailures, RateLimiter } from './rate-limiter'

const database = useFreshDatabase()
let names = 0
/** A limiter with a name of its own, so the tests' counts never meet */
const limiter = (limit: number, windowMs: number, now?: () => number) => new RateLimiter(database.db, `test-${++names}`, limit, windowMs, now)

describe('RateLimiter', () => {
  it('lets `limit` attempts through per window, then says how long to wait', async () => {
    let now = 1_000
    const l = limiter(3, 60_000, () => now)
    expect([await l.hit('a'), await l.hit('a'), await l.hit('a')]).toEqual([0, 0, 0])
    expect(await l.hit('a')).toBe(60_000)
    expect(await l.hit('b')).toBe(0)
    now += 59_999
    expect(await l.hit('a')).toBe(1)
    now += 1
    expect(await l.hit('a')).toBe(0)
  })

  it('forgets a key on reset', async () => {
    const l = limiter(1, 60_000)
    await l.hit('a')
    expect(await l.hit('a')).toBeGreaterThan(0)
    await l.reset('a')
    expect(await l.hit('a')).toBe(0)
  })

  it('counts a weight (a call’s events) at once', async () => {
    const l = limiter(1_000, 60_000)
    expect(await l.hit('hub', 600)).toBe(0)
    expect(await l.hit('hub', 400)).toBe(0)
    expect(await l.hit('hub', 1)).toBeGreaterThan(0)
  })

  it('keeps each limiter’s counts apart, and no key as it was given', async () => {
    const [one, two] = [limiter(1, 60_000), limiter(1, 60_000)]
    await one.hit('login:203.0.113.9')
    expect(await two.hit('login:203.0.113.9')).toBe(0)
    const kept = await database.db.select({ key: rateLimits.key }).from(rateLimits)
    expect(kept.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true)
  })

  it('counts every one of many attempts made at the same moment', async () => {
    const l = limiter(20, 60_000)
    const waits = await Promise.all(Array.from({ length: 30 }, () => l.hit('burst')))
    expect(waits.filter((w) => w === 0)).toHaveLength(20)
  })
})

describe('deleteEndedRateLimits', () => {
  it('deletes the counts whose window has passed and keeps those still counting', async () => {
    let now = Date.UTC(2026, 11, 6, 9)
    const l = limiter(30, 15 * 60_000, () => now)
    // a new address every minute for an hour: phones on mobile networks, bots trying the sign-in page
    for (let minute = 0; minute < 60; minute++) {
      now = Date.UTC(2026, 11, 6, 9) + minute * 60_000
      await l.hit(`login:10.0.0.${minute}`)
    }
    const count = async () => {
      const [row] = await database.db
        .select({ ended: sql<number>`count(*) filter (where ${rateLimits.resetAt} <= ${new Date(now).toISOString()}::timestamptz)::int`, counting: sql<number>`count(*) filter (where ${rateLimits.resetAt} > ${new Date(now).toISOString()}::timestamptz)::int` })
        .from(rateLimits)
      return row!
    }
    const before = await count()
    // this hour's first 45 addresses, and the rows of the tests above made at 1970's clock
    expect(before.ended).toBeGreaterThanOrEqual(45)
    expect(await deleteEndedRateLimits(database.db, new Date(now))).toBe(before.ended)
    // the last window's 15 addresses stay, as does every other count still in its window
    expect(await count()).toEqual({ ended: 0, counting: before.counting })
    expect(before.counting).toBeGreaterThanOrEqual(15)
    // what is still inside its window still counts
    for (let i = 0; i < 29; i++) await l.hit('login:10.0.0.59')
    expect(await l.hit('login:10.0.0.59')).toBeGreaterThan(0)
  })
})

describe('the rate_limits table', () => {
  // a logged table waited for its WAL to reach the disk at every limited request: 7 ms median here
  // on PGlite it costs nothing (0.6 ms a count either way), and unlogged a killed process emptied it
  it('is unlogged on PostgreSQL, logged on PGlite', async () => {
    const rows = await database.db.execute(sql`SELECT relpersistence FROM pg_class WHERE relname = 'rate_limits'`)
    expect((rows as unknown as { rows: { relpersistence: string }[] }).rows).toEqual([{ relpersistence: database.kind === 'pglite' ? 'p' : 'u' }])
  })
})

describe('RateLimiter.refund', () => {
  it('gives back one attempt, and none that was never counted', async () => {
    const now = 1_000
    const l = limiter(2, 60_000, () => now)
    await l.hit('a')
    await l.hit('a')
    await l.refund('a')
    expect(await l.hit('a')).toBe(0)
    expect(await l.hit('a')).toBeGreaterThan(0)
    await l.refund('b')
    expect([await l.hit('b'), await l.hit('b'), await l.hit('b')]).toEqual([0, 0, 60_000])
  })
})

describe('limitFailures', () => {
  it('counts an attempt that throws and not one that succeeds', async () => {
    const l = limiter(2, 60_000)
    const ok = () => limitFailures(l, 'k', async () => 'fine')
    const bad = () => limitFailures(l, 'k', async () => Promise.reject(new Error('wrong')))
    for (let i = 0; i < 5; i++) await expect(ok()).resolves.toBe('fine')
    await expect(bad()).rejects.toThrow('wrong')
    await expect(bad()).rejects.toThrow('wrong')
    await expect(ok()).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 1 minute and try again.', retryAfterSeconds: 60 })
  })
})
