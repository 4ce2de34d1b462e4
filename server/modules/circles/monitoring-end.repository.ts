// Whether a home is still watched (decision 0045), and what ending its watching changes in the tables
import { and, eq, inArray, max } from 'drizzle-orm'
import { alerts, motionEvents, users } from '../../db/schema'
import { alertNotifications, engineState } from '../../db/platform-schema'
import { MONITORING_ENDED_NOTHING_NEW } from '../../../contracts/home-settings'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'

/** When the watching of the home ended; null while it is watched (or when there is no such home) */
export async function findMonitoringEnd(db: Db, clientId: string): Promise<Date | null> {
  const [row] = await db.select({ endedAt: users.monitoringEndedAt }).from(users).where(eq(users.id, clientId))
  return row?.endedAt ?? null
}

/** Nothing new is connected to a home no longer watched: a 409 saying so (decision 0045) */
export async function refuseAddingIfEnded(db: Db, clientId: string) {
  if (await findMonitoringEnd(db, clientId)) throw new AppError('CONFLICT', MONITORING_ENDED_NOTHING_NEW)
}

/**
 * The same, holding the home's row until the transaction ends: an alert raised while the home is
 * being ended waits for the end and sees it, and an end waits for an alert being raised and closes it
 */
export async function lockMonitoringEnd(db: Db, clientId: string, mode: 'share' | 'update'): Promise<{ endedAt: Date | null; timeZone: string } | undefined> {
  const query = db.select({ endedAt: users.monitoringEndedAt, timeZone: users.timeZone }).from(users).where(eq(users.id, clientId))
  const [row] = await (mode === 'share' ? query.for('share') : query.for('update'))
  return row
}

export async function setMonitoringEnd(db: Db, clientId: string, endedAt: Date | null) {
  await db.update(users).set({ monitoringEndedAt: endedAt }).where(eq(users.id, clientId))
}

/** News of the home's alerts not yet gone out (held for the morning, or waiting for a retry) will not go: answers how many */
export async function dropWaitingNews(db: Db, clientId: string) {
  const dropped = await db
    .update(alertNotifications)
    .set({ status: 'skipped', lastError: 'monitoring of this home ended' })
    .where(
      and(
        eq(alertNotifications.status, 'pending'),
        inArray(alertNotifications.alertId, db.select({ id: alerts.id }).from(alerts).where(eq(alerts.userId, clientId))),
      ),
    )
    .returning({ id: alertNotifications.id })
  return dropped.length
}

/**
 * The engine starts the home afresh, from what is stored now: what it had learned was of the person
 * before the end, and the quiet since the end was not theirs (decision 0045). Its cursor moves past the
 * stored history, so the history is not learned again; learning counts from the next event.
 */
export async function startEngineAfresh(db: Db, clientId: string) {
  const [newest] = await db.select({ id: max(motionEvents.id) }).from(motionEvents).where(eq(motionEvents.userId, clientId))
  const fresh = { packedState: null, state: null, lastEventId: Number(newest?.id ?? 0), lastEvaluatedAt: null, claimedUntil: null, claimedBy: null, failingSince: null, glance: null }
  await db.insert(engineState).values({ userId: clientId, ...fresh }).onConflictDoUpdate({ target: engineState.userId, set: fresh })
}

/** Queues the e-mails that tell the family the watching ended, each due at its own time (monitoring-end-notice.ts) */
export async function insertEndedNotices(db: Db, clientId: string, rows: { userId: string; dueAt: Date }[]) {
  if (rows.length === 0) return 0
  const values = rows.map((r) => ({ circleId: clientId, userId: r.userId, channel: 'email', kind: 'ended', severity: 'low' as const, nextAttemptAt: r.dueAt }))
  return (await db.insert(alertNotifications).values(values).returning({ id: alertNotifications.id })).length
}

/** The home is watched again: the e-mails saying it ended that have not gone yet will not go; answers how many */
export async function cancelEndedNotices(db: Db, clientId: string) {
  const cancelled = await db
    .update(alertNotifications)
    .set({ status: 'skipped', lastError: 'monitoring of this home started again' })
    .where(and(eq(alertNotifications.circleId, clientId), eq(alertNotifications.kind, 'ended'), eq(alertNotifications.status, 'pending')))
    .returning({ id: alertNotifications.id })
  return cancelled.length
}

/** The home and the person to be told, as they are now */
export async function endedNoticeFacts(db: Db, clientId: string, userId: string) {
  const [home] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, timeZone: users.timeZone, endedAt: users.monitoringEndedAt })
    .from(users)
    .where(eq(users.id, clientId))
  const [reader] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId))
  return home && reader ? { home, readerFirstName: reader.firstName } : null
}
