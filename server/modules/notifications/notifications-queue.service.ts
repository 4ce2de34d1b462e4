// Who is told of an alert, queued in the transaction that raises, escalates or resolves it: one
// notification per person and channel, due at once or, for news that can wait, at 07:00 on each
// person's clock (night-hold.ts). The dispatcher (notifications.service.ts) sends them.
import type { Db } from '../../lib/db'
import { findCircle } from '../circles/circles.repository'
import { canWait, heldUntil, nightZone } from './night-hold'
import { levelFor, wants } from './notification-rules'
import { circleRecipients, enqueue, heldNews, raisedByOthers, rescheduleHeld, toldOf, type NotificationInsert } from './notifications.repository'

type Severity = NotificationInsert['severity']

/**
 * Queues the notifications of a raised or escalated alert for everyone who wants it; call inside the
 * raising transaction. News that can wait, at night, is due at 07:00 on each person's clock (night-hold.ts)
 */
export async function queueAlertNotifications(
  db: Db,
  alert: { id: string; userId: string; type: string; severity: Severity; metadata?: unknown; dedupeKey?: string | null },
  kind: 'raised' | 'escalated',
  now = new Date(),
) {
  const rows: NotificationInsert[] = []
  // whoever pressed the Emergency button knows already
  const raisedBy = (alert.metadata as { raisedBy?: unknown } | null | undefined)?.raisedBy
  // the home's zone is read only for news that may wait
  const homeZone = canWait(alert) ? ((await findCircle(db, alert.userId))?.timeZone ?? 'UTC') : null
  for (const person of await circleRecipients(db, alert.userId)) {
    if (person.userId === raisedBy) continue
    const morning = homeZone ? heldUntil(alert, now, nightZone(person.browserTimeZone, homeZone)) : null
    const base = { alertId: alert.id, userId: person.userId, kind, severity: alert.severity, nextAttemptAt: morning ?? undefined }
    if (person.email && wants(levelFor(person.alertEmails, person.role, person.memberRole), alert)) rows.push({ ...base, channel: 'email' })
    if (person.hasPush && wants(levelFor(person.alertPush, person.role, person.memberRole), alert)) rows.push({ ...base, channel: 'push' })
  }
  return enqueue(db, rows)
}

/**
 * Tells the people who were told of these alerts that they are over (not those who never heard of
 * them, nor whoever resolved it: they know), and whoever pressed the Emergency button, when someone else
 * resolved it: they were not told it was raised, and may be on their way round
 */
export async function queueResolvedNotifications(db: Db, alertIds: string[], now = new Date()) {
  // (each is of one of these alerts: alertId is never null here)
  const told = (await toldOf(db, alertIds)).filter((t): t is typeof t & { alertId: string } => t.userId !== t.resolvedBy && t.alertId !== null)
  const rows: NotificationInsert[] = told.map((t) => ({
    alertId: t.alertId,
    userId: t.userId,
    channel: t.channel as 'email' | 'push',
    kind: 'resolved' as const,
    severity: t.severity,
    // that a battery was seen to again can wait for the morning as its news did
    nextAttemptAt: heldUntil(t, now, nightZone(t.recipientZone, t.timeZone)) ?? undefined,
  }))
  for (const alert of await raisedByOthers(db, alertIds)) {
    const [person] = await circleRecipients(db, alert.clientId, alert.raisedBy)
    if (!person) continue
    const base = { alertId: alert.alertId, userId: person.userId, kind: 'resolved' as const, severity: alert.severity }
    const nextAttemptAt = heldUntil(alert, now, nightZone(person.browserTimeZone, alert.timeZone)) ?? undefined
    if (person.email && wants(levelFor(person.alertEmails, person.role, person.memberRole), alert)) rows.push({ ...base, channel: 'email', nextAttemptAt })
    if (person.hasPush && wants(levelFor(person.alertPush, person.role, person.memberRole), alert)) rows.push({ ...base, channel: 'push', nextAttemptAt })
  }
  return enqueue(db, rows)
}

/**
 * The home's time zone was corrected: news held for the morning of someone whose own clock is not known
 * goes at 07:00 on the new clock, or at once where it is day there now, instead of at 07:00 on the
 * clock that was wrong
 */
export async function followNewTimeZone(db: Db, clientId: string, timeZone: string, now = new Date()) {
  for (const held of await heldNews(db, { clientId }, now)) await rescheduleHeld(db, held.id, heldUntil(held, now, nightZone(held.recipientZone, timeZone)) ?? now)
}

/** A person's browser is on another clock now (moved, or travelling): what waits for their morning waits for it there */
export async function followPersonsClock(db: Db, userId: string, timeZone: string, now = new Date()) {
  for (const held of await heldNews(db, { userId }, now)) await rescheduleHeld(db, held.id, heldUntil(held, now, timeZone) ?? now)
}
