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

/** What a call's times say: how far to move it back, and after which time its events are far ahead of the rest, and refused */
export interface CallShift {
  movedBackMs: number
  /** the newest time (as sent, ms) of the events kept: those after it are alone ahead (aheadAloneReason); Infinity when none is */
  keptUntil: number
}

/**
 * How far to move a call's events back, and which are alone far ahead of the rest. The call is cut where an
 * event ahead (isAhead) comes more than AHEAD_GAP_MS after the one before it: each piece runs on as a clock's
 * events do. The clock is the last piece whose newest event's lead is within AHEAD_GAP_MS of the one the key
 * remembers (`rememberedAheadMinutes`: a backlog across a quiet spell); without one, the first piece when the
 * call has an event on time (it says the clock is right), else the piece with the most events (the bulk of a
 * call all ahead; the first of those as many, the least moved). The call is moved back by that piece's newest
 * event's lead (0 when it is on time), and the pieces after it are refused: a wrong time of their own, which
 * would otherwise move the home's real activity hours into the past
 */
export function callShiftOf(times: readonly Date[], now: Date, rememberedAheadMinutes: number | null = null): CallShift {
  const sorted = times.map((time) => time.getTime()).sort((a, b) => a - b)
  const pieces: number[][] = []
  for (const ms of sorted) {
    const last = pieces.at(-1)
    if (last && !(isAhead(new Date(ms), now) && ms - last.at(-1)! > AHEAD_GAP_MS)) last.push(ms)
    else pieces.push([ms])
  }
  const leadOf = (piece: number[]) => Math.max(0, piece.at(-1)! - now.getTime())
  const remembered = rememberedAheadMinutes === null ? -1 : pieces.findLastIndex((piece) => isAhead(new Date(piece.at(-1)!), now) && Math.abs(leadOf(piece) - rememberedAheadMinutes * 60_000) <= AHEAD_GAP_MS)
  const allAhead = pieces.length > 0 && isAhead(new Date(sorted[0]!), now)
  const bulk = allAhead ? pieces.reduce((most, piece, i) => (piece.length > pieces[most]!.length ? i : most), 0) : 0
  const clock = pieces[remembered >= 0 ? remembered : bulk]
  if (!clock) return { movedBackMs: 0, keptUntil: Infinity }
  const keptUntil = clock === pieces.at(-1) ? Infinity : clock.at(-1)!
  return { movedBackMs: isAhead(new Date(clock.at(-1)!), now) ? leadOf(clock) : 0, keptUntil }
}

/**
 * Why an event ahead alone was refused: how far ahead of the server and of the newest event kept (`keptUntil`, as
 * sent), and what became of the others: stored as sent when they are on time, else moved back by `movedBackMs`
 */
export function aheadAloneReason(claimed: Date, keptUntil: number, movedBackMs: number, now: Date): string {
  const ahead = formatDuration(aheadMinutes(claimed.getTime() - now.getTime()))
  const afterRest = formatDuration(aheadMinutes(claimed.getTime() - keptUntil))
  if (movedBackMs === 0) return `timestamp: ${ahead} ahead of the server's clock and ${afterRest} after the rest of the call, which is on time: a wrong time on this event, not a hub clock running ahead, so it was not stored and the others were stored as sent (is this sensor's clock right?)`
  const by = formatDuration(aheadMinutes(movedBackMs))
  return `timestamp: ${ahead} ahead of the server's clock and ${afterRest} after the rest of the call, which is ${by} ahead: a wrong time on this event, not the hub's clock, so it was not stored and the others were moved back by ${by} (is this sensor's clock right?)`
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
