import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { activityPatterns, devices, motionEvents, users } from '../../db/schema'
import { engineState, hubs, ingestKeys } from '../../db/platform-schema'
import { CLOCK_SKEW_MS } from '../../engine/clock-step'
import type { Db } from '../../lib/db'
import { HTTP_HUB_PREFIX } from '../ingest/http-hub'
import { basesToRead, stateOf, storedStateColumns } from './engine-state.repository'
import type { BaseCache } from './state-cache'

export { saveCircles, stateOf } from './engine-state.repository'

/** What the engine's home is made of, per sensor (monitoring.service.ts homeOf) */
const engineDeviceColumns = {
  id: devices.id,
  name: devices.name,
  deviceId: devices.deviceId,
  kind: devices.kind,
  location: devices.location,
  batteryLevel: devices.batteryLevel,
  isActive: devices.isActive,
  petImmune: devices.petImmune,
}

export async function loadCircle(db: Db, clientId: string) {
  // a circle the scheduler has not reached yet has no engine row: it starts from nothing
  const [found] = await db
    .select({ ...storedStateColumns, lastEventId: engineState.lastEventId, timeZone: users.timeZone, petsAtHome: users.petsAtHome, historyArrivingSince: engineState.historyArrivingSince })
    .from(users)
    .leftJoin(engineState, eq(engineState.userId, users.id))
    .where(eq(users.id, clientId))
  const row = found && {
    state: stateOf(found),
    lastEventId: found.lastEventId ?? 0,
    timeZone: found.timeZone,
    petsAtHome: found.petsAtHome,
    /** the scheduler is waiting for the rest of this new home's history (history-upload.ts): what has come is not read yet */
    historyArrivingSince: found.historyArrivingSince ?? null,
  }
  const circleDevices = await db
    .select(engineDeviceColumns)
    .from(devices)
    .where(eq(devices.userId, clientId))
  return row ? { ...row, devices: circleDevices } : undefined
}

/** A circle further behind catches up over the next ticks; a batch never holds more than this in memory */
export const EVENT_LIMITS = { perCircle: 50_000, perBatch: 200_000 }

interface EventRow {
  id: string | number
  user_id: string
  device_id: string
  timestamp: string | Date
  motion_detected: boolean
  created_at: string | Date
}

interface Cursor {
  clientId: string
  afterId: number
  steppedBack?: boolean
}

/** Later than this, a time was written before the server's clock was put back: nothing of it is still being written */
const storedAhead = (settledBefore: Date) => new Date(settledBefore.getTime() + CLOCK_SKEW_MS)

/**
 * Events stored since the cursor, in storage order. Rows younger than a couple of seconds wait for
 * the next tick: a transaction still open could commit an earlier id after them.
 */
export async function eventsSince(db: Db, clientId: string, afterId: number, settledBefore: Date, limit = EVENT_LIMITS.perCircle) {
  return (await eventsAfterCursors(db, [{ clientId, afterId }], settledBefore, limit)).map(({ userId: _, ...event }) => event)
}

/**
 * Each circle's events after its own cursor, oldest first, through the (user_id, id) index: one circle
 * far behind (new, or failing for a day) must not make a batch scan everything stored since its
 * cursor; and given one circle and its cursor as plain values, the planner took a home holding much
 * of the table for most rows past the cursor and walked the primary key from it, passing over every
 * other home's events since (87 ms for a quiet home of a year among 40; the dashboard's reads paid it).
 *
 * A circle last evaluated later than now (`steppedBack`: the server's clock was put back since) also has
 * the rows stored before the step read, which look stored in the future: left for real time to pass them,
 * the rows stored after the step were read and the cursor went past them for good
 */
async function eventsAfterCursors(db: Db, cursors: Cursor[], settledBefore: Date, perCircle: number, total?: number) {
  const result = await db.execute(sql`
    select e.id, e.user_id, e.device_id, e.timestamp, e.motion_detected, e.created_at
    from unnest(${sql.param(cursors.map((c) => c.clientId))}::uuid[], ${sql.param(cursors.map((c) => c.afterId))}::bigint[], ${sql.param(cursors.map((c) => c.steppedBack === true))}::boolean[]) as c(user_id, after_id, stepped_back)
    cross join lateral (
      select m.id, m.user_id, m.device_id, m.timestamp, m.motion_detected, m.created_at from ${motionEvents} m
      where m.user_id = c.user_id and m.id > c.after_id and (m.created_at < ${settledBefore} or (c.stepped_back and m.created_at > ${storedAhead(settledBefore)}))
      order by m.id limit ${perCircle}
    ) e
    order by e.id
    ${total === undefined ? sql`` : sql`limit ${total}`}`)
  return (result as unknown as { rows: EventRow[] }).rows.map((r) => ({
    id: Number(r.id),
    userId: r.user_id,
    deviceId: r.device_id,
    timestamp: new Date(r.timestamp),
    motionDetected: r.motion_detected,
    /** when it was stored: long after it happened, it came as history (history-upload.ts) */
    storedAt: new Date(r.created_at),
  }))
}

/** At most this many of a home's newest events are read to learn its pet watch again (a sensor stuck firing can store millions) */
export const PET_HISTORY_EVENT_LIMIT = 100_000

/**
 * A home's stored events from `since` up to the last its state has read (`upToId`), oldest first: what
 * the watch on what a pet cannot do is learned again from (engine/pet-history.ts)
 */
export async function eventsForPetHistory(db: Db, clientId: string, since: Date, upToId: number, limit = PET_HISTORY_EVENT_LIMIT) {
  const rows = await db
    .select({ deviceId: motionEvents.deviceId, timestamp: motionEvents.timestamp, motionDetected: motionEvents.motionDetected })
    .from(motionEvents)
    .where(and(eq(motionEvents.userId, clientId), gte(motionEvents.timestamp, since), lte(motionEvents.id, upToId)))
    .orderBy(desc(motionEvents.timestamp))
    .limit(limit)
  return rows.reverse()
}

export async function savePatterns(db: Db, rows: (typeof activityPatterns.$inferInsert)[]) {
  if (rows.length === 0) return
  await db
    .insert(activityPatterns)
    .values(rows)
    .onConflictDoUpdate({
      target: [activityPatterns.deviceId, activityPatterns.dayOfWeek, activityPatterns.hour],
      set: {
        expectedActivity: sql`excluded.expected_activity`,
        variance: sql`excluded.variance`,
        confidence: sql`excluded.confidence`,
        lastUpdated: sql`excluded.last_updated`,
      },
    })
}

/** `column = any($1)`: one array parameter, where inArray's 200 cost PGlite three times the whole query (0.29 against 0.10 ms a circle) */
const anyOf = (column: AnyPgColumn, ids: string[]) => sql`${column} = any(${sql.param(ids)}::uuid[])`

/**
 * The engine's inputs for a batch of circles, in three queries whatever the batch size. A circle whose
 * base this process keeps (`bases`), and the row still holds, has only its patch read.
 */
export async function loadCircles(db: Db, clientIds: string[], settledBefore: Date, limits = EVENT_LIMITS, bases?: BaseCache) {
  if (clientIds.length === 0) return []
  const toRead = bases ? basesToRead(bases, clientIds, users.id) : null
  const [states, circleDevices] = await Promise.all([
    db
      .select({
        clientId: users.id,
        ...storedStateColumns,
        ...(toRead ? { packed: toRead.packed } : {}),
        lastEventId: engineState.lastEventId,
        lastEvaluatedAt: engineState.lastEvaluatedAt,
        failingSince: engineState.failingSince,
        timeZone: users.timeZone,
        petsAtHome: users.petsAtHome,
      })
      .from(users)
      .leftJoin(engineState, eq(engineState.userId, users.id))
      .where(anyOf(users.id, clientIds)),
    db
      .select({ userId: devices.userId, ...engineDeviceColumns, hubKey: devices.hubKey })
      .from(devices)
      .where(anyOf(devices.userId, clientIds)),
  ])
  const hubKeys = [...new Set(circleDevices.flatMap((d) => (d.hubKey ? [d.hubKey] : [])))]
  // a hub posting over HTTP is known by its key (`http:<key id>`), which says whether it was revoked: the key's
  // id is taken from the hub's, so the keys are found by their primary key (matching 'http:' || id read them all)
  const keyOfHub = sql`case when ${hubs.key} like ${`${HTTP_HUB_PREFIX}%`} then substr(${hubs.key}, ${HTTP_HUB_PREFIX.length + 1})::uuid end`
  const knownHubs =
    hubKeys.length === 0
      ? []
      : await db
          .select({ key: hubs.key, name: hubs.name, lastSeenAt: hubs.lastSeenAt, checkedAt: hubs.checkedAt, revokedAt: ingestKeys.revokedAt })
          .from(hubs)
          .leftJoin(ingestKeys, eq(ingestKeys.id, keyOfHub))
          .where(inArray(hubs.key, hubKeys))
  const cursors = states.map((s) => ({ clientId: s.clientId, afterId: s.lastEventId ?? 0, steppedBack: s.lastEvaluatedAt !== null && s.lastEvaluatedAt > storedAhead(settledBefore) }))
  const events = await eventsAfterCursors(db, cursors, settledBefore, limits.perCircle, limits.perBatch)
  const batchFull = events.length >= limits.perBatch
  // circles the engine has not started yet whose first events are still settling (a hub uploading
  // its history): they wait for them rather than start learning from now
  const fresh = states.filter((s) => s.packed === null && s.legacy === null && toRead?.kept.get(s.clientId)?.id !== s.baseId).map((s) => s.clientId)
  const settling =
    fresh.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .selectDistinct({ userId: motionEvents.userId })
              .from(motionEvents)
              .where(and(inArray(motionEvents.userId, fresh), gte(motionEvents.createdAt, settledBefore), lte(motionEvents.createdAt, storedAhead(settledBefore))))
          ).map((r) => r.userId),
        )
  // each circle's devices and events in one pass (a catch-up batch holds up to 200,000 events)
  const devicesOf = byCircle(circleDevices)
  const eventsOf = byCircle(events)
  return states.map((s) => ({
    clientId: s.clientId,
    /** decoded by the caller, so that a damaged state fails only its own circle */
    stored: { packed: s.packed, patch: s.patch, baseId: s.baseId, legacy: s.legacy, kept: toRead?.kept.get(s.clientId) },
    lastEventId: s.lastEventId ?? 0,
    /** its evaluations had been failing (engine-failure.ts): a success ends that */
    wasFailing: s.failingSince !== null,
    timeZone: s.timeZone,
    /** a cat or dog lives there, which the motion sensors see too (EngineHome.pets) */
    petsAtHome: s.petsAtHome,
    devices: devicesOf.get(s.clientId) ?? [],
    events: eventsOf.get(s.clientId) ?? [],
    /** more of its events are stored than this batch holds: it is catching up (a rebuild, a long outage, a hub's history) */
    hasMore: batchFull || (eventsOf.get(s.clientId)?.length ?? 0) >= limits.perCircle,
    firstEventsSettling: settling.has(s.clientId),
    hubs: knownHubs,
  }))
}

function byCircle<T extends { userId: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>()
  for (const row of rows) {
    const list = grouped.get(row.userId)
    if (list) list.push(row)
    else grouped.set(row.userId, [row])
  }
  return grouped
}
