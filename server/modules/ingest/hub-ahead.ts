// A hub whose clock runs ahead (docs/decisions/0066-a-hub-whose-clock-runs-ahead.md). Local time sent as
// UTC east of Greenwich ("14:00Z" for 14:00 in Berlin) puts every event one or two hours in the future.
// Each was refused, so the home looked silent: its sensors went offline and its quiet alerts lost their
// movement, while the hub believed it was working. Nothing can have happened after it arrived, so a call
// whose newest event is ahead of its arrival (beyond the tolerance for drift) is moved back, whole, until
// that newest event is its arrival: the spacing between its events is kept, none is in the future, and
// none is earlier than it happened (a hub's newest event cannot be later than the call that carries it).
// One event far ahead of a call whose others are on time is no clock running ahead but a wrong time of
// its own: moving the call for it would file the home's real activity hours in the past, so it is refused.
import { formatDuration } from '../../../contracts/duration'
import { INGEST_AHEAD_LIMIT_HOURS, INGEST_FUTURE_TOLERANCE_MS, type IngestResult } from '../../../contracts/ingest'

const HOUR_MS = 3_600_000

/** A time later than this is refused: no time zone is that far ahead of UTC, so the hub's clock is not set */
export const aheadLimitMs = (now: Date) => now.getTime() + INGEST_AHEAD_LIMIT_HOURS * HOUR_MS + INGEST_FUTURE_TOLERANCE_MS

export const TOO_FAR_AHEAD = `timestamp: more than ${INGEST_AHEAD_LIMIT_HOURS} hours in the future, further ahead than any time zone (is the hub's clock set?)`

/**
 * An event ahead of the newest on-time event of its call by more than this is no run of events from a
 * clock that is ahead (a backlog's events follow one another, its older ones on time) but a wrong time
 * of its own: a sensor's clock that jumped, a corrupted field
 */
export const AHEAD_GAP_MS = 30 * 60_000

/** Whether a time is ahead of the server's clock by more than the tolerance for drift */
export const isAhead = (time: Date, now: Date) => time.getTime() > now.getTime() + INGEST_FUTURE_TOLERANCE_MS

/** What a call's times say: how far to move it back, or that its events ahead (isAhead) are alone and refused */
export interface CallShift {
  movedBackMs: number
  refuseAhead: boolean
  /** the newest on-time event's time (ms), which the events alone ahead are far after */
  newestOnTime: number
}

/**
 * How far to move a call's events back: its newest event's lead on `now` when that is more than the
 * tolerance, else 0. But when the call also has events on time, the oldest event ahead is more than
 * AHEAD_GAP_MS after the newest on time, and the key does not remember a lead within AHEAD_GAP_MS of
 * this one (`rememberedAheadMinutes`), the events ahead are alone: none is moved, and those ahead are
 * refused (`aheadAloneReason`)
 */
export function callShiftOf(times: readonly Date[], now: Date, rememberedAheadMinutes: number | null = null): CallShift {
  let newestOnTime = -Infinity
  let oldestAhead = Infinity
  let newest = -Infinity
  for (const time of times) {
    const ms = time.getTime()
    if (isAhead(time, now)) oldestAhead = Math.min(oldestAhead, ms)
    else newestOnTime = Math.max(newestOnTime, ms)
    newest = Math.max(newest, ms)
  }
  if (oldestAhead === Infinity) return { movedBackMs: 0, refuseAhead: false, newestOnTime }
  const lead = newest - now.getTime()
  const remembered = rememberedAheadMinutes !== null && Math.abs(lead - rememberedAheadMinutes * 60_000) <= AHEAD_GAP_MS
  // all ahead (no event says the clock is right), or ahead in a run that follows on from the rest
  if (newestOnTime === -Infinity || oldestAhead - newestOnTime <= AHEAD_GAP_MS || remembered) return { movedBackMs: lead, refuseAhead: false, newestOnTime }
  return { movedBackMs: 0, refuseAhead: true, newestOnTime }
}

/** Why an event ahead alone was refused: how far ahead of the server and of the rest of its call */
export function aheadAloneReason(claimed: Date, newestOnTime: number, now: Date): string {
  const ahead = formatDuration(aheadMinutes(claimed.getTime() - now.getTime()))
  const afterRest = formatDuration(aheadMinutes(claimed.getTime() - newestOnTime))
  return `timestamp: ${ahead} ahead of the server's clock and ${afterRest} after the rest of the call, which is on time: a wrong time on this event, not a hub clock running ahead, so it was not stored and the others were stored as sent (is this sensor's clock right?)`
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
