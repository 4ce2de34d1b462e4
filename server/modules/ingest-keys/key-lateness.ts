// A hub whose clock or time zone is wrong. Local time sent as UTC ("14:00Z" for 14:00 in New York) puts
// every event hours in the past: each is accepted, and the engine sees the home as it was hours ago, so
// the person looks still and false "No movement" alerts follow. One late call is a backlog after an
// outage; every call late for an hour is the clock. The key remembers since when its calls have come
// late, and the Sensors page says so, with what to check.
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { INGEST_LATE_FOR_MINUTES, INGEST_LATE_MINUTES, type IngestKeySummary } from '../../../contracts/ingest'
import { ingestKeys } from '../../db/platform-schema'
import type { Db } from '../../lib/db'

const MINUTE_MS = 60_000

/** What the key knew before this call (read with the key itself, so an on-time hub costs no write) */
export interface KeyLateness {
  lateSince: Date | null
  lateByMinutes: number | null
}

/** Minutes between the newest event a call carried and its arrival, when that makes it late; else null */
export function lateByMinutes(newestAt: Date, now: Date): number | null {
  const minutes = Math.floor((now.getTime() - newestAt.getTime()) / MINUTE_MS)
  return minutes >= INGEST_LATE_MINUTES ? minutes : null
}

/** A call with events came in: the key starts, goes on or stops being late; written only when that changes */
export async function noteKeyLateness(db: Db, keyId: string, known: KeyLateness, newestAt: Date | null, now: Date) {
  if (newestAt === null) return
  const late = lateByMinutes(newestAt, now)
  if (late === null) {
    if (known.lateSince === null) return
    await db
      .update(ingestKeys)
      .set({ lateSince: null, lateByMinutes: null })
      .where(and(eq(ingestKeys.id, keyId), isNotNull(ingestKeys.lateSince)))
    return
  }
  if (known.lateSince !== null && known.lateByMinutes === late) return
  await db
    .update(ingestKeys)
    .set({ lateSince: sql`coalesce(${ingestKeys.lateSince}, ${now})`, lateByMinutes: late })
    .where(and(eq(ingestKeys.id, keyId), sql`${ingestKeys.lateByMinutes} is distinct from ${late}`))
}

/** For the Sensors page: late on every call for an hour or more */
export function runningLate(known: KeyLateness, now: Date): IngestKeySummary['runningLate'] {
  if (!known.lateSince || known.lateByMinutes === null) return null
  if (now.getTime() - known.lateSince.getTime() < INGEST_LATE_FOR_MINUTES * MINUTE_MS) return null
  return { since: known.lateSince.toISOString(), minutes: known.lateByMinutes }
}
