import { createHash } from 'node:crypto'
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { rateLimits } from '../db/platform-schema'
import type { Db } from './db'
import { AppError } from './errors'
import type { HttpApp } from './http'
import { sweepWhileServing } from './sweep'

/**
 * Fixed-window counters in the database (`rate_limits`, decision 0125): every instance on one database
 * counts together, so two processes give no one twice the attempts, and a restart forgets nothing.
 * Each count is one statement (an upsert that answers the count), so attempts made at the same moment,
 * by one instance or several, are each counted once. Rows whose window has passed are deleted by
 * `sweepRateLimits`; a window that passed and was not swept yet counts as a new one.
 *
 * Keys are stored as the SHA-256 of the limiter's name and the key: no address, e-mail or cookie is
 * kept, and limiters with the same key (an IP address) never share a count.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    /** tells this limiter's counts from every other's ('auth-ip', 'ingest-key') */
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt (or `weight`: events in a call); answers how long to wait (ms) when over the limit, else 0 */
  async hit(key: string, weight = 1): Promise<number> {
    return (await this.count(key, weight)).waitMs
  }

  /** As `hit`, and the window's count with this attempt */
  async count(key: string, weight = 1): Promise<{ count: number; waitMs: number }> {
    const now = this.now()
    const nowAt = at(now)
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: this.stored(key), count: weight, resetAt: new Date(now + this.windowMs) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        // both read the row as it was: a window that has passed starts again with this attempt
        set: {
          count: sql`CASE WHEN ${rateLimits.resetAt} <= ${nowAt} THEN excluded.count ELSE ${rateLimits.count} + excluded.count END`,
          resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${nowAt} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    return { count: row!.count, waitMs: row!.count > this.limit ? Math.max(1, row!.resetAt.getTime() - now) : 0 }
  }

  /**
   * Takes back one attempt counted under `key`: an attempt that succeeded gives back only its own
   * count, so a success never clears failures counted by others. Counting up front and giving back
   * afterwards, rather than checking first and counting failures after, keeps attempts made in
   * parallel from all passing the check before any is counted.
   */
  async refund(key: string) {
    await this.db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(and(eq(rateLimits.key, this.stored(key)), gt(rateLimits.resetAt, new Date(this.now())), gt(rateLimits.count, 0)))
  }

  async reset(key: string) {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, this.stored(key)))
  }

  private stored(key: string) {
    return createHash('sha256').update(`${this.name}\n${key}`).digest('hex')
  }
}

/** A timestamp parameter both drivers send alike */
const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`

/** Deletes the counts whose window has passed; answers how many */
export async function deleteEndedRateLimits(db: Db, now: Date) {
  const gone = await db.delete(rateLimits).where(lte(rateLimits.resetAt, now)).returning({ key: rateLimits.key })
  return gone.length
}

/** Once the server is ready and every 15 minutes after (the longest-held keys' window is an hour) */
export function sweepRateLimits(app: HttpApp, db: Db, everyMs = 15 * 60_000) {
  sweepWhileServing(app, { what: 'the rate limits that ran out', everyMs, pass: () => deleteEndedRateLimits(db, new Date()) })
}

/** 429 with `Retry-After` (the error handler sends it) */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number

  constructor(message: string, waitMs: number) {
    super('RATE_LIMITED', message)
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000))
  }
}

/** Counts one attempt under `key`; over the limit, refuses with 429 and a plain message */
export async function refuseIfTooMany(limiter: RateLimiter, key: string) {
  const waitMs = await limiter.hit(key)
  if (waitMs > 0) throw new RateLimitedError(tooManyMessage(waitMs), waitMs)
}

/**
 * Runs `attempt` under the limit, counting it only if it fails (throws): a link or password guessed
 * wrong counts, while many people behind one office connection opening their own links do not run
 * into the limit together.
 */
export async function limitFailures<T>(limiter: RateLimiter, key: string, attempt: () => Promise<T>): Promise<T> {
  await refuseIfTooMany(limiter, key)
  const result = await attempt()
  await limiter.refund(key)
  return result
}

export function tooManyMessage(waitMs: number) {
  const minutes = Math.ceil(waitMs / 60_000)
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}
