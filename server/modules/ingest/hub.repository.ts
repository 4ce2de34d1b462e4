import { and, eq, gte, inArray, like, max, notLike, sql } from 'drizzle-orm'
import { hubs, ingestKeys } from '../../db/platform-schema'
import { devices } from '../../db/schema'
import { CLOCK_SKEW_MS } from '../../engine/clock-step'
import type { Db } from '../../lib/db'

/** The hub answered (or said it is up) at `now` */
export async function recordHubSeen(db: Db, key: string, name: string, now: Date) {
  await db
    .insert(hubs)
    .values({ key, name, lastSeenAt: now, checkedAt: now })
    .onConflictDoUpdate({ target: hubs.key, set: { name, lastSeenAt: now, checkedAt: now } })
}

/**
 * Times stored before this server's clock was put back, later than `now` by more than another server's
 * clock may be ahead, cannot be real: a last-seen time 'in the future' kept a hub heard, its sensors'
 * silence and the home's quiet judged as heard, until real time passed it. They become `now`: the
 * hub's silence counts from the first check after the step
 */
const ahead = (now: Date) => new Date(now.getTime() + CLOCK_SKEW_MS)
const lastSeenBack = (now: Date) => sql`case when ${hubs.lastSeenAt} > ${ahead(now)} then ${now} else ${hubs.lastSeenAt} end`

/**
 * A running listener vouches at `now` that the hub is not heard (it said it is offline, or the broker
 * cannot be reached): its last-seen time stays, so its silence grows. A hub never heard is added. The
 * later check of another process is kept, not one from before a step back
 */
export async function recordHubNotHeard(db: Db, key: string, name: string, now: Date) {
  await db
    .insert(hubs)
    .values({ key, name, lastSeenAt: null, checkedAt: now })
    .onConflictDoUpdate({
      target: hubs.key,
      set: {
        checkedAt: sql`case when ${hubs.checkedAt} > ${ahead(now)} then excluded.checked_at else greatest(${hubs.checkedAt}, excluded.checked_at) end`,
        lastSeenAt: lastSeenBack(now),
      },
    })
}

/** Vouches only for a hub already known: a listener that never heard of it has nothing to say */
export async function recordKnownHubNotHeard(db: Db, key: string, now: Date) {
  await db.update(hubs).set({ checkedAt: now, lastSeenAt: lastSeenBack(now) }).where(sql`${hubs.key} = ${key}`)
}

/**
 * When a reader of the broker last vouched for its bridges (it does every heartbeat while it reads), so
 * since when nobody read; null when no bridge was ever heard
 */
export async function lastBridgeCheckAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: max(hubs.checkedAt) }).from(hubs).where(notLike(hubs.key, 'http:%'))
  return row?.at ?? null
}

export async function findHub(db: Db, key: string) {
  const [row] = await db.select().from(hubs).where(eq(hubs.key, key))
  return row
}

/**
 * Every HTTP hub is vouched for at `now` by the API that would hear it (http-hub.ts); with
 * `vouchedSince`, only those someone vouched for since then
 */
export async function markHttpHubsChecked(db: Db, now: Date, vouchedSince?: Date) {
  const http = like(hubs.key, 'http:%')
  await db
    .update(hubs)
    .set({ checkedAt: now, lastSeenAt: lastSeenBack(now) })
    .where(vouchedSince ? and(http, gte(hubs.checkedAt, vouchedSince)) : http)
}

export async function findHubs(db: Db, keys: string[]) {
  return keys.length === 0 ? [] : db.select().from(hubs).where(inArray(hubs.key, keys))
}

/**
 * Rows of hubs posting over HTTP that serve nobody: their key is gone (the home was deleted) or revoked,
 * and no sensor of any home reports through them any more. A live key's row stays (a hub heard before
 * its first event is still watched), and so does a revoked key's while a sensor still names it (decision 0061)
 */
export async function deleteHttpHubsNobodyNeeds(db: Db) {
  await db.execute(sql`
    delete from ${hubs} h
    where h.key like 'http:%'
      and not exists (select 1 from ${devices} d where d.hub_key = h.key)
      and not exists (select 1 from ${ingestKeys} k where 'http:' || k.id::text = h.key and k.revoked_at is null)`)
}

/**
 * More messages than the limit came on the hub's base topic (decision 0130): when, and what was dropped.
 * Only a hub already known (its bridge said its state): a row made here would be a hub never heard, and
 * its sensors' silence judged as the hub's
 */
export async function recordHubLimited(db: Db, key: string, at: Date, what: string) {
  await db.update(hubs).set({ lastLimitedAt: at, lastLimit: what }).where(eq(hubs.key, key))
}
