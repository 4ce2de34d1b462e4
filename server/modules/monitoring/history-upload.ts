// A hub fitted to a new home often sends what it has kept before it sends anything live: days of
// history, in several calls. The scheduler evaluates a home every minute, so a tick can fall between
// two of those calls. Evaluated to now, the first call's days put the engine's clock at now with the
// rest of the history unheard: the days between were learned as empty ones, the person as gone quiet
// for days ('Unusual inactivity' raised on a home being set up), and the later calls came in as late
// events that say nothing about where the person is. While a new home's history is still arriving,
// each tick takes the engine only as far as the events stored so far, and raises nothing
// (catching up, as for a batch too large for one tick); once the calls stop, or the home's first event
// was stored long enough ago, the next tick judges the present.
import { sql } from 'drizzle-orm'
import { motionEvents } from '../../db/schema'
import type { Db } from '../../lib/db'

const MINUTE = 60_000

export const HISTORY_UPLOAD = {
  /** events this close to now are live: a home whose newest is nearer than this is judged now */
  liveMs: 10 * MINUTE,
  /** a pause this long between a hub's calls ends its upload (HUB_HISTORY_PAUSE_MS; 0 waits for none) */
  pauseMs: 2 * MINUTE,
  /**
   * a home's history is waited for this long after its first event was stored, never longer: a hub whose
   * clock runs late sends every live event as if from the past, and its home must not go unwatched
   */
  maxMs: 30 * MINUTE,
}

/**
 * Whether a new home's history may still be arriving: its events reach no nearer to now than `reachMs`
 * (the engine's clock after them), its first event was stored within `maxMs`, and another was stored
 * within `pauseMs`
 */
export async function historyStillArriving(db: Db, clientId: string, reachMs: number | null, now: Date, pauseMs = HISTORY_UPLOAD.pauseMs): Promise<boolean> {
  if (pauseMs <= 0 || reachMs === null || reachMs >= now.getTime() - HISTORY_UPLOAD.liveMs) return false
  const result = await db.execute(sql`
    select
      (select created_at from ${motionEvents} where user_id = ${clientId} order by id limit 1) as first_stored,
      (select created_at from ${motionEvents} where user_id = ${clientId} order by id desc limit 1) as last_stored`)
  const [row] = (result as unknown as { rows: { first_stored: string | Date | null; last_stored: string | Date | null }[] }).rows
  if (!row?.first_stored || !row.last_stored) return false
  const nowMs = now.getTime()
  return new Date(row.first_stored).getTime() >= nowMs - HISTORY_UPLOAD.maxMs && new Date(row.last_stored).getTime() >= nowMs - pauseMs
}
