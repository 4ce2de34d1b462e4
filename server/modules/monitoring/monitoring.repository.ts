import { and, asc, eq, gt, lt, sql } from 'drizzle-orm'
import { activityPatterns, devices, engineState, motionEvents, users } from '../../db/schema'
import type { Db } from '../../lib/db'

/** Gives every circle a row to be claimed by; new clients appear here on the next tick */
export async function ensureEngineRows(db: Db) {
  await db.execute(sql`
    insert into ${engineState} (user_id)
    select u.id from ${users} u
    where u.role = 'client' and not exists (select 1 from family_members m where m.member_user_id = u.id)
    on conflict do nothing`)
}

/**
 * Claims up to `limit` circles due for evaluation for `leaseMs`. `FOR UPDATE SKIP LOCKED` lets many
 * instances claim at once without waiting on or taking each other's circles.
 */
export async function claimDueCircles(db: Db, { instanceId, now, intervalMs, leaseMs, limit }: ClaimOptions) {
  const result = await db.execute(sql`
    with due as (
      select user_id from ${engineState}
      where (claimed_until is null or claimed_until < ${now})
        and (last_evaluated_at is null or last_evaluated_at <= ${new Date(now.getTime() - intervalMs + 1000)})
      order by last_evaluated_at nulls first
      limit ${limit}
      for update skip locked
    )
    update ${engineState} s set claimed_until = ${new Date(now.getTime() + leaseMs)}, claimed_by = ${instanceId}
    from due where s.user_id = due.user_id
    returning s.user_id`)
  // both drivers answer { rows }
  return (result as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id)
}

export interface ClaimOptions {
  instanceId: string
  now: Date
  intervalMs: number
  leaseMs: number
  limit: number
}

export async function loadCircle(db: Db, clientId: string) {
  // a circle the scheduler has not reached yet has no engine row: it starts from nothing
  const [found] = await db
    .select({ state: engineState.state, lastEventId: engineState.lastEventId, timeZone: users.timeZone })
    .from(users)
    .leftJoin(engineState, eq(engineState.userId, users.id))
    .where(eq(users.id, clientId))
  const row = found && { ...found, lastEventId: found.lastEventId ?? 0 }
  const circleDevices = await db
    .select({ id: devices.id, kind: devices.kind, location: devices.location, batteryLevel: devices.batteryLevel, isActive: devices.isActive })
    .from(devices)
    .where(eq(devices.userId, clientId))
  return row ? { ...row, devices: circleDevices } : undefined
}

/**
 * Events stored since the cursor, in storage order. Rows younger than a couple of seconds wait for
 * the next tick: a transaction still open could commit an earlier id after them.
 */
export function eventsSince(db: Db, clientId: string, afterId: number, settledBefore: Date, limit = 50_000) {
  return db
    .select({ id: motionEvents.id, deviceId: motionEvents.deviceId, timestamp: motionEvents.timestamp, motionDetected: motionEvents.motionDetected })
    .from(motionEvents)
    .where(and(eq(motionEvents.userId, clientId), gt(motionEvents.id, afterId), lt(motionEvents.createdAt, settledBefore)))
    .orderBy(asc(motionEvents.id))
    .limit(limit)
}

export async function saveCircle(db: Db, clientId: string, values: { state: unknown; lastEventId: number; evaluatedAt: Date }) {
  await db
    .update(engineState)
    .set({ state: values.state, lastEventId: values.lastEventId, lastEvaluatedAt: values.evaluatedAt, claimedUntil: null, claimedBy: null })
    .where(eq(engineState.userId, clientId))
}

export async function releaseClaim(db: Db, clientId: string, evaluatedAt: Date) {
  await db.update(engineState).set({ claimedUntil: null, claimedBy: null, lastEvaluatedAt: evaluatedAt }).where(eq(engineState.userId, clientId))
}

export async function savePatterns(db: Db, clientId: string, rows: (typeof activityPatterns.$inferInsert)[]) {
  if (rows.length === 0) return
  await db
    .insert(activityPatterns)
    .values(rows.map((r) => ({ ...r, userId: clientId })))
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
