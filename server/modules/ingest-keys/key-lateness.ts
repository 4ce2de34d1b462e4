// A hub whose clock or time zone is wrong. Local time sent as UTC ("14:00Z" for 14:00 in New York) puts
// every event hours in the past: each is accepted, and the engine sees the home as it was hours ago, so
// the person looks still and false "No movement" alerts follow. One late call is a backlog after an
// outage; every call late for an hour is the clock. East of Greenwich ("14:00Z" for 14:00 in Berlin) the
// events are ahead of their arrival, which no backlog can be: the calls are moved back (decision 0066) and
// the key says so from the first. The key remembers since when its calls have come late or ahead, and the
// Sensors page says so, with what to check.
import { eq, sql } from 'drizzle-orm'
import { INGEST_LATE_FOR_MINUTES, INGEST_LATE_MINUTES, type IngestKeySummary } from '../../../contracts/ingest'
import { ingestKeys } from '../../db/platform-schema'
import type { Db } from '../../lib/db'
import { aheadMinutes } from '../ingest/hub-ahead'

const MINUTE_MS = 60_000

/** What the key knew before this call (read with the key itself, so an on-time hub costs no write) */
export interface KeyLateness {
  lateSince: Date | null
  lateByMinutes: number | null
  aheadSince: Date | null
  aheadByMinutes: number | null
}

/** Minutes between the newest event a call carried and its arrival, when that makes it late; else null */
export function lateByMinutes(newestAt: Date, now: Date): number | null {
  const minutes = Math.floor((now.getTime() - newestAt.getTime()) / MINUTE_MS)
  return minutes >= INGEST_LATE_MINUTES ? minutes : null
}

/**
 * A call with events came in (`newestAt` its newest event as stored; `movedBackMs` how far the call was
 * moved back, 0 if not): the key starts, goes on or stops being late or ahead; written only when that changes
 */
export async function noteKeyLateness(db: Db, keyId: string, known: KeyLateness, newestAt: Date | null, now: Date, movedBackMs = 0) {
  if (newestAt === null) return
  const ahead = movedBackMs > 0 ? aheadMinutes(movedBackMs) : null
  const late = ahead === null ? lateByMinutes(newestAt, now) : null
  const unchanged = (since: Date | null, by: number | null, minutes: number | null) => (minutes === null ? since === null : since !== null && by === minutes)
  if (unchanged(known.lateSince, known.lateByMinutes, late) && unchanged(known.aheadSince, known.aheadByMinutes, ahead)) return
  // a since already set is kept (another call may have set it meanwhile)
  const since = (column: typeof ingestKeys.lateSince, minutes: number | null) => (minutes === null ? null : sql`coalesce(${column}, ${now})`)
  await db
    .update(ingestKeys)
    .set({ lateSince: since(ingestKeys.lateSince, late), lateByMinutes: late, aheadSince: since(ingestKeys.aheadSince, ahead), aheadByMinutes: ahead })
    .where(eq(ingestKeys.id, keyId))
}

/** For the Sensors page: late on every call for an hour or more */
export function runningLate(known: KeyLateness, now: Date): IngestKeySummary['runningLate'] {
  if (!known.lateSince || known.lateByMinutes === null) return null
  if (now.getTime() - known.lateSince.getTime() < INGEST_LATE_FOR_MINUTES * MINUTE_MS) return null
  return { since: known.lateSince.toISOString(), minutes: known.lateByMinutes }
}

/** For the Sensors page: the latest call was ahead, as every one since `since` (no backlog is ahead, so at once) */
export function runningAhead(known: KeyLateness): IngestKeySummary['runningAhead'] {
  if (!known.aheadSince || known.aheadByMinutes === null) return null
  return { since: known.aheadSince.toISOString(), minutes: known.aheadByMinutes }
}
