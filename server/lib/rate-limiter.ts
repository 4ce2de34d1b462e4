import { AppError } from './errors'

/**
 * Fixed-window counters in this process's memory: enough for one instance. Several instances behind
 * a load balancer each count alone, so the effective limit multiplies by the instance count. Keys whose
 * window has passed are dropped once a window: before, they stayed until 50,000 were held, so every
 * address that ever tried (a phone's changing mobile address, each bot trying the sign-in page) was kept
 * for months, ~180 bytes each, up to ~9 MB for each of the server's seven limiters.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>()
  private nextSweepAt: number

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.nextSweepAt = this.now() + windowMs
  }

  /** Counts one attempt; answers how long to wait (ms) when over the limit, else 0 */
  hit(key: string): number {
    const now = this.now()
    if (now >= this.nextSweepAt || this.hits.size > 50_000) this.sweep(now)
    const entry = this.hits.get(key)
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs })
      return 0
    }
    entry.count += 1
    return entry.count > this.limit ? entry.resetAt - now : 0
  }

  /**
   * Takes back one attempt counted under `key`: an attempt that succeeded gives back only its own
   * count, so a success never clears failures counted by others. Counting up front and giving back
   * afterwards, rather than checking first and counting failures after, keeps attempts made in
   * parallel from all passing the check before any is counted.
   */
  refund(key: string) {
    const entry = this.hits.get(key)
    if (entry && entry.resetAt > this.now() && entry.count > 0) entry.count -= 1
  }

  /** Keys held now */
  get size() {
    return this.hits.size
  }

  reset(key: string) {
    this.hits.delete(key)
  }

  private sweep(now: number) {
    this.nextSweepAt = now + this.windowMs
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key)
  }
}

/** Counts one attempt under `key`; over the limit, refuses with 429 and a plain message */
export function refuseIfTooMany(limiter: RateLimiter, key: string) {
  const waitMs = limiter.hit(key)
  if (waitMs > 0) throw new AppError('RATE_LIMITED', tooManyMessage(waitMs))
}

/**
 * Runs `attempt` under the limit, counting it only if it fails (throws): a link or password guessed
 * wrong counts, while many people behind one office connection opening their own links do not run
 * into the limit together.
 */
export async function limitFailures<T>(limiter: RateLimiter, key: string, attempt: () => Promise<T>): Promise<T> {
  refuseIfTooMany(limiter, key)
  const result = await attempt()
  limiter.refund(key)
  return result
}

export function tooManyMessage(waitMs: number) {
  const minutes = Math.ceil(waitMs / 60_000)
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}
