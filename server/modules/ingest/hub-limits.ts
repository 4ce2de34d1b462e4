// What one hub key may send, and how often an address may try keys that do not work (decision 0125;
// the figures and why in contracts/ingest.ts). Counted in the database (server/lib/rate-limiter.ts), so
// every instance on it counts together.
import {
  INGEST_CALLS_PER_MINUTE,
  INGEST_EVENTS_PER_MINUTE,
  INGEST_KEY_FAILURES_PER_IP,
  INGEST_KEY_FAILURES_WINDOW_MINUTES,
} from '../../../contracts/ingest'
import type { Db } from '../../lib/db'
import { RateLimitedError, RateLimiter } from '../../lib/rate-limiter'
import { recordKeyRefusal } from '../ingest-keys/ingest-keys.repository'
import { definedOnly } from './mqtt-limits'

export interface IngestLimits {
  callsPerMinute: number
  eventsPerMinute: number
  /** per address, in INGEST_KEY_FAILURES_WINDOW_MINUTES */
  keyFailuresPerIp: number
  /** the limiters' clock (tests) */
  now?: () => number
}

export const INGEST_LIMITS: IngestLimits = {
  callsPerMinute: INGEST_CALLS_PER_MINUTE,
  eventsPerMinute: INGEST_EVENTS_PER_MINUTE,
  keyFailuresPerIp: INGEST_KEY_FAILURES_PER_IP,
}

const MINUTE_MS = 60_000
const count = (n: number) => n.toLocaleString('en-US')
const seconds = (ms: number) => {
  const s = Math.max(1, Math.ceil(ms / 1000))
  return `${s} second${s === 1 ? '' : 's'}`
}

export type HubLimits = ReturnType<typeof hubLimits>

export function hubLimits(db: Db, given: Partial<IngestLimits> = {}) {
  const limits = { ...INGEST_LIMITS, ...definedOnly(given) }
  const calls = new RateLimiter(db, 'ingest-key-calls', limits.callsPerMinute, MINUTE_MS, limits.now)
  const events = new RateLimiter(db, 'ingest-key-events', limits.eventsPerMinute, MINUTE_MS, limits.now)
  const failures = new RateLimiter(db, 'ingest-key-failures-ip', limits.keyFailuresPerIp, INGEST_KEY_FAILURES_WINDOW_MINUTES * MINUTE_MS, limits.now)

  /**
   * Refuses with 429 when over. The first call refused in a window says so under the key on the
   * Sensors page (the family sees why its hub is not heard); the ones after it write nothing
   */
  async function refuseOver(limiter: RateLimiter, keyId: string, weight: number, what: 'calls' | 'events') {
    const { count: sent, waitMs } = await limiter.count(keyId, weight)
    if (waitMs === 0) return
    const limit = count(limiter.limit)
    if (sent - weight <= limiter.limit) {
      await recordKeyRefusal(db, keyId, new Date(), `too many ${what}: at most ${limit} a minute; the calls past it were refused (429) until the minute ended`)
    }
    throw new RateLimitedError(`Too many ${what} with this hub key: at most ${limit} a minute. Nothing of this call was stored; send it again in ${seconds(waitMs)}.`, waitMs)
  }

  return {
    /** One call with a good key, counted before its body is read */
    countCall: (keyId: string) => refuseOver(calls, keyId, 1, 'calls'),
    /** A call's events, counted before any is stored; a heartbeat (no events) is never refused here */
    countEvents: async (keyId: string, n: number) => {
      if (n > 0) await refuseOver(events, keyId, n, 'events')
    },
    /** A call with a missing, wrong or revoked key from `ip`: refused with 429 past the address's limit */
    countKeyFailure: async (ip: string) => {
      const waitMs = await failures.hit(ip)
      if (waitMs === 0) return
      const minutes = Math.ceil(waitMs / MINUTE_MS)
      throw new RateLimitedError(
        `Too many calls with a missing, wrong or revoked hub key from this address: at most ${count(failures.limit)} in ${INGEST_KEY_FAILURES_WINDOW_MINUTES} minutes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        waitMs,
      )
    },
  }
}
