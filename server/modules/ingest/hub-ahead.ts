// A hub whose clock runs ahead (docs/decisions/0066-a-hub-whose-clock-runs-ahead.md). Local time sent as
// UTC east of Greenwich ("14:00Z" for 14:00 in Berlin) puts every event one or two hours in the future.
// Each was refused, so the home looked silent: its sensors went offline and its quiet alerts lost their
// movement, while the hub believed it was working. Nothing can have happened after it arrived, so a call
// whose newest event is ahead of its arrival (beyond the tolerance for drift) is moved back, whole, until
// that newest event is its arrival: the spacing between its events is kept, none is in the future, and
// none is earlier than it happened (a hub's newest event cannot be later than the call that carries it).
import { formatDuration } from '../../../contracts/duration'
import { INGEST_AHEAD_LIMIT_HOURS, INGEST_FUTURE_TOLERANCE_MS, type IngestResult } from '../../../contracts/ingest'

const HOUR_MS = 3_600_000

/** A time later than this is refused: no time zone is that far ahead of UTC, so the hub's clock is not set */
export const aheadLimitMs = (now: Date) => now.getTime() + INGEST_AHEAD_LIMIT_HOURS * HOUR_MS + INGEST_FUTURE_TOLERANCE_MS

export const TOO_FAR_AHEAD = `timestamp: more than ${INGEST_AHEAD_LIMIT_HOURS} hours in the future, further ahead than any time zone (is the hub's clock set?)`

/** How far to move a call's events back: its newest event's lead on `now` when that is more than the tolerance, else 0 */
export function movedBackMsOf(times: readonly Date[], now: Date): number {
  const newest = times.reduce((max, t) => Math.max(max, t.getTime()), -Infinity)
  const ahead = newest - now.getTime()
  return ahead > INGEST_FUTURE_TOLERANCE_MS ? ahead : 0
}

/** The hub's whole minutes ahead, as its key and the Sensors page say them (1 h, not 59 min for a call sent in a second) */
export const aheadMinutes = (movedBackMs: number) => Math.round(movedBackMs / 60_000)

/** What the answer tells the hub: how many events were moved back, by how much, and what to check */
export function describeTimeCorrected(events: number, movedBackMs: number): NonNullable<IngestResult['timeCorrected']> {
  const by = formatDuration(aheadMinutes(movedBackMs))
  const what = events === 1 ? 'the event was' : `the ${events} events were`
  return {
    events,
    movedBackMs,
    reason: `timestamp: the newest event was ${by} ahead of the server's clock, so ${what} stored ${by} earlier, the newest at its arrival (are the hub's clock and time zone right? A time ending in Z must be UTC, not local time)`,
  }
}
