import { formatDuration } from '@contracts/duration'
import type { IngestKeySummary } from '@contracts/ingest'
import { relativeAge } from '@/lib/format/relative-time'
import { useNow } from '@/lib/use-now'

/**
 * Whether the hub using a key is heard through its heartbeats (decision 0023): a hub that sends none
 * cannot be told from a quiet home when it stops, and one that stopped hides every sensor behind it
 */
export function HeartbeatLine({ heartbeat, format }: { heartbeat: IngestKeySummary['heartbeat']; format: (iso: string) => string }) {
  const now = useNow()
  if (!heartbeat) {
    return (
      <p data-heartbeat="none" className="text-xs text-slate-600">
        No heartbeats: if this hub stopped, it would look like a quiet home.
      </p>
    )
  }
  if (heartbeat.heard) {
    return (
      <p data-heartbeat="heard" className="text-xs text-green-800">
        Heartbeat heard {relativeAge(heartbeat.lastAt, now).toLowerCase()}.
      </p>
    )
  }
  return (
    <p data-heartbeat="unheard" className="text-xs font-medium text-red-700">
      No heartbeat since {format(heartbeat.lastAt)}: the sensors behind this hub cannot be heard.
    </p>
  )
}

/** A refusal older than this is history, not what to fix now */
const REFUSAL_SHOWN_MS = 7 * 24 * 60 * 60_000

/** Why the hub's latest refused events were refused (a device ID that is not here, a door sent for a motion sensor…) */
export function RefusalLine({ refusal }: { refusal: IngestKeySummary['lastRefusal'] }) {
  const now = useNow()
  if (!refusal || now.getTime() - new Date(refusal.at).getTime() > REFUSAL_SHOWN_MS) return null
  return (
    <p data-refusal className="text-xs font-medium wrap-anywhere text-amber-800">
      Events refused {relativeAge(refusal.at, now).toLowerCase()}: {refusal.reason}
    </p>
  )
}

/**
 * A revoked key a hub still calls with (decision 0061): what it sends is refused, so the sensors behind it
 * are not heard; the family thought nothing used it
 */
export function StillCallingLine({ revokedAt, refusal }: { revokedAt: string; refusal: IngestKeySummary['lastRefusal'] }) {
  const now = useNow()
  if (!refusal || refusal.at < revokedAt || now.getTime() - new Date(refusal.at).getTime() > REFUSAL_SHOWN_MS) return null
  return (
    <p data-still-calling className="text-xs font-medium text-red-700">
      A hub still sends with this key (refused {relativeAge(refusal.at, now).toLowerCase()}): the sensors behind it are not heard until it has a
      new key. Make one above and put it in that hub.
    </p>
  )
}

/**
 * Every call for an hour or more came long after the time its events carry: the hub's clock or time
 * zone is wrong (local time sent as UTC), and the engine sees the home that much in the past
 */
export function LateLine({ late }: { late: IngestKeySummary['runningLate'] }) {
  if (!late) return null
  const by = formatDuration(late.minutes)
  return (
    <p data-late className="text-xs font-medium text-red-700">
      Events arrive {by} late: each carries a time {by} before it reaches Hearthwatch. Check the hub&apos;s clock and time zone (a time ending in Z
      must be UTC, not local time). Until then the home is seen {by} late, and false &quot;No movement&quot; alerts may follow.
    </p>
  )
}

/**
 * The latest call carried times ahead of its arrival (decision 0066): the hub's clock or time zone is
 * wrong the other way (local time sent as UTC east of Greenwich). Nothing is lost, each call is moved
 * back to when it arrived, but what the hub sends late (after an outage) is filed as if just now
 */
export function AheadLine({ ahead }: { ahead: IngestKeySummary['runningAhead'] }) {
  if (!ahead) return null
  const by = formatDuration(ahead.minutes)
  return (
    <p data-ahead className="text-xs font-medium text-amber-800">
      Events carry a time {by} ahead: each is dated {by} after it reaches Hearthwatch, so it is kept at the time it arrives instead. Check the
      hub&apos;s clock and time zone (a time ending in Z must be UTC, not local time). Until then, events the hub sends late (after an outage) are
      filed as if they had just happened.
    </p>
  )
}
