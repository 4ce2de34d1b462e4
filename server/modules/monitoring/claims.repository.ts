// The scheduler's claims on circles (decision 0005): which circles are due, who holds them, and their
// release. Many instances on one database claim at once without taking each other's circles.
import { eq, inArray, sql, type SQL } from 'drizzle-orm'
import { motionEvents, users } from '../../db/schema'
import { engineState } from '../../db/platform-schema'
import { CLOCK_SKEW_MS } from '../../engine/clock-step'
import type { Db } from '../../lib/db'

/** The person `u` (an alias of users) is a circle's client: the engine has a row for each (ensureEngineRows) */
const isCircle = (u: SQL) => sql`${u}.role = 'client' and not exists (select 1 from family_members m where m.member_user_id = ${u}.id)`

/**
 * The scheduler leaves this circle alone (claimDueCircles): the demo's home once the demo is turned off
 * (its client marked `demoOff`), or a home whose monitoring was ended (decision 0045). Never null, so
 * `not` it holds for every other home.
 */
const isUnwatched = (u: SQL) => sql`(coalesce(${u}.profile_data->>'demoOff', '') = 'true' or ${u}.monitoring_ended_at is not null)`

/** Gives every circle a row to be claimed by; new clients appear here on the next tick */
export async function ensureEngineRows(db: Db) {
  await db.execute(sql`
    insert into ${engineState} (user_id)
    select u.id from ${users} u
    where ${isCircle(sql`u`)}
    on conflict do nothing`)
}

/**
 * Claims up to `limit` circles due for evaluation for `leaseMs`. `FOR UPDATE SKIP LOCKED` lets many
 * instances claim at once without waiting on or taking each other's circles. The demo's home, once
 * the demo is turned off (its client marked `demoOff`), is not watched: nothing feeds its sensors any
 * more, and its made-up person would go on raising 'No movement' for the server's real staff. Nor is a
 * home whose monitoring was ended (decision 0045: the person moved into care, or died).
 * After the server's clock was put back, a last evaluation later than now or a claim lasting past a lease
 * from now cannot be real: the home is due at once (waiting for real time to pass them, no home was
 * evaluated for as long as the step, and a fall in that time raised nothing).
 */
export async function claimDueCircles(db: Db, { instanceId, now, intervalMs, leaseMs, limit }: ClaimOptions) {
  const ahead = new Date(now.getTime() + CLOCK_SKEW_MS)
  const result = await db.execute(sql`
    with due as (
      select user_id from ${engineState}
      where (claimed_until is null or claimed_until < ${now} or claimed_until > ${new Date(ahead.getTime() + leaseMs)})
        and (last_evaluated_at is null or last_evaluated_at <= ${new Date(now.getTime() - intervalMs + 1000)} or last_evaluated_at > ${ahead})
        and not exists (select 1 from ${users} u where u.id = ${engineState}.user_id and ${isUnwatched(sql`u`)})
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

/** Who holds claims that have not lapsed, among the instance ids starting with `prefix`, with the earliest lapse of each */
export async function claimHolders(db: Db, prefix: string, now: Date) {
  const result = await db.execute(sql`
    select claimed_by, min(claimed_until) as claimed_until from ${engineState}
    where claimed_until >= ${now} and left(claimed_by, ${prefix.length}) = ${prefix}
    group by claimed_by`)
  return (result as unknown as { rows: { claimed_by: string; claimed_until: string | Date }[] }).rows.map((r) => ({
    claimedBy: r.claimed_by,
    claimedUntil: new Date(r.claimed_until),
  }))
}

/** Drops these instances' claims: their circles are due again at once (their last evaluation is kept) */
export async function releaseClaimsOf(db: Db, instanceIds: string[]) {
  if (instanceIds.length === 0) return 0
  const released = await db
    .update(engineState)
    .set({ claimedUntil: null, claimedBy: null })
    .where(inArray(engineState.claimedBy, instanceIds))
    .returning({ userId: engineState.userId })
  return released.length
}

export async function releaseClaim(db: Db, clientId: string, evaluatedAt: Date) {
  await db.update(engineState).set({ claimedUntil: null, claimedBy: null, lastEvaluatedAt: evaluatedAt }).where(eq(engineState.userId, clientId))
}

/**
 * The circles whose engine has not yet read every event stored before `settledBefore` (events stored
 * later wait a tick: their transaction may still be open), with where each one's cursor is and its
 * newest such event. Only the circles the scheduler watches: a home it leaves alone is never caught up.
 */
export async function circlesBehind(db: Db, settledBefore: Date) {
  const result = await db.execute(sql`
    select u.id as user_id, coalesce(s.last_event_id, 0) as last_event_id,
      (select max(e.id) from ${motionEvents} e where e.user_id = u.id and e.created_at < ${settledBefore}) as newest
    from ${users} u left join ${engineState} s on s.user_id = u.id
    where ${isCircle(sql`u`)} and not ${isUnwatched(sql`u`)}
      and exists (select 1 from ${motionEvents} e where e.user_id = u.id and e.id > coalesce(s.last_event_id, 0) and e.created_at < ${settledBefore})
    order by u.id`)
  return (result as unknown as { rows: { user_id: string; last_event_id: string | number; newest: string | number }[] }).rows.map((r) => ({
    clientId: r.user_id,
    lastEventId: Number(r.last_event_id),
    newestEventId: Number(r.newest),
  }))
}
