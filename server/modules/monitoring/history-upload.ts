// A hub fitted to a new home often sends what it has kept before it sends anything live: days of
// history, in several calls, oldest or newest first, one hub after another, sometimes after an installer
// has waved at a sensor to see it work. The scheduler evaluates a home every minute, and the engine takes
// events older than what it has already seen as late ones (they say nothing of where the person is now).
// Evaluated as they came, the first call's days put the engine's clock at now with the rest unheard: the
// person was taken as silent for days ('Unusual inactivity' on a home being set up), a second hub's
// sensors as offline, and the rest of the history was learned as late events or not at all.
//
// So for a new home (its first event stored within the last half hour): while history is still being
// stored (events stamped long before they were stored, one stored within the pause), the engine waits,
// its cursor where it was, so that what has come is read at once, in time order, when the calls stop;
// and if history arrives after the engine has moved past it, the home's state is begun again from every
// stored event. The half hour bounds both: a hub whose clock runs late sends every live event as if from
// the past, and its home must not go unwatched.
import { sql } from 'drizzle-orm'
import { motionEvents } from '../../db/schema'
import { CLOCK_SKEW_MS } from '../../engine/clock-step'
import type { Db } from '../../lib/db'
import type { EngineState } from '../../engine/types'
import { hasHeardAnything } from './learning-start'

const MINUTE = 60_000

export const HISTORY_UPLOAD = {
  /** an event stored this long after it happened is history, not a live report */
  liveMs: 10 * MINUTE,
  /** a pause this long between a hub's calls ends its upload (HUB_HISTORY_PAUSE_MS; 0 waits for none) */
  pauseMs: 2 * MINUTE,
  /** a home is new, and its history waited for, this long after its first event was stored, never longer */
  maxMs: 30 * MINUTE,
}

/** What a tick does with a new home's history: wait for the rest of it, begin the state again from every event, or go on */
export type UploadStep = 'wait' | 'begin-again' | null

interface StoredEvent {
  timestamp: Date
  /** when it was stored (created_at) */
  storedAt: Date
}

export async function historyUploadStep(
  db: Db,
  { clientId, events, stored, now, pauseMs = HISTORY_UPLOAD.pauseMs, batchLimit }: { clientId: string; events: readonly StoredEvent[]; stored: EngineState | null; now: Date; pauseMs?: number; batchLimit: number },
): Promise<UploadStep> {
  const nowMs = now.getTime()
  // stored later than this, before the server's clock was put back: when is unknown, so it is no proof of
  // a hub sending now, nor of a new home, and the home is not left unwatched waiting for it
  const storedAhead = nowMs + CLOCK_SKEW_MS
  let oldest = Infinity
  let arriving = false
  for (const event of events) {
    const at = event.timestamp.getTime()
    const storedAt = event.storedAt.getTime()
    oldest = Math.min(oldest, at)
    if (pauseMs > 0 && storedAt - at > HISTORY_UPLOAD.liveMs && storedAt >= nowMs - pauseMs && storedAt <= storedAhead) arriving = true
  }
  // history the engine has already moved past (not the time its clock reached while the server's ran ahead)
  const behind = stored !== null && hasHeardAnything(stored) && oldest < Math.min(stored.clock, nowMs) - HISTORY_UPLOAD.liveMs
  if (!arriving && !behind) return null
  const first = await firstStoredAt(db, clientId)
  if (first === null || first < nowMs - HISTORY_UPLOAD.maxMs || first > storedAhead) return null
  if (arriving) return 'wait'
  // begun again only where every stored event is read in one batch, in time order: a history larger than
  // that is read in storage order over several ticks, which may go past some of it again
  return (await storedCountUpTo(db, clientId, batchLimit + 1)) <= batchLimit ? 'begin-again' : null
}

/** When the home's first event was stored (ms), or null: through the (user_id, id) index */
async function firstStoredAt(db: Db, clientId: string): Promise<number | null> {
  const result = await db.execute(sql`select created_at from ${motionEvents} where user_id = ${clientId} order by id limit 1`)
  const [row] = (result as unknown as { rows: { created_at: string | Date }[] }).rows
  return row ? new Date(row.created_at).getTime() : null
}

async function storedCountUpTo(db: Db, clientId: string, limit: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from ${motionEvents} where user_id = ${clientId} limit ${limit}) e`)
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0
}
