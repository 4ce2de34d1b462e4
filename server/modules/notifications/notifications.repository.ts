import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { NotifyLevel } from '../../../contracts/notifications'
import { alertNotifications, notificationSettings } from '../../db/platform-schema'
import { alerts, users } from '../../db/schema'
import type { Db } from '../../lib/db'
import { phoneSql } from '../users/phone-sql'
import type { NotificationKind, QueuedKind } from './notification-rules'

export interface Recipient {
  userId: string
  email: string | null
  role: 'admin' | 'support' | 'carer' | 'client'
  /** their role in this circle, when they are a member of it */
  memberRole: 'carer' | 'client' | null
  alertEmails: NotifyLevel | null
  alertPush: NotifyLevel | null
  hasPush: boolean
  /** the zone of the browser they last used, when one was seen: their night (decision 0038) */
  browserTimeZone: string | null
}

/**
 * Everyone who may see the circle's alerts and is still active: its client, its members, the staff.
 * With `onlyUserId`, that one person if they still are (asked again when a notification goes out).
 */
export async function circleRecipients(db: Db, clientId: string, onlyUserId?: string): Promise<Recipient[]> {
  const result = await db.execute(sql`
    select u.id as user_id, u.email, u.role, fm.role as member_role, s.alert_emails, s.alert_push, u.browser_time_zone,
           exists (select 1 from push_subscriptions p where p.user_id = u.id) as has_push
    from users u
    left join family_members fm on fm.member_user_id = u.id and fm.primary_user_id = ${clientId}
    left join notification_settings s on s.user_id = u.id
    where u.is_active and (u.id = ${clientId} or fm.id is not null or u.role in ('admin', 'support'))
      ${onlyUserId ? sql`and u.id = ${onlyUserId}` : sql``}`)
  type Row = {
    user_id: string
    email: string | null
    role: Recipient['role']
    member_role: Recipient['memberRole']
    alert_emails: NotifyLevel | null
    alert_push: NotifyLevel | null
    has_push: boolean
    browser_time_zone: string | null
  }
  // both drivers answer { rows }
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    userId: r.user_id,
    email: r.email,
    role: r.role,
    memberRole: r.member_role,
    alertEmails: r.alert_emails,
    alertPush: r.alert_push,
    hasPush: r.has_push,
    browserTimeZone: r.browser_time_zone,
  }))
}

export interface NotificationInsert {
  alertId: string
  userId: string
  channel: 'email' | 'push'
  kind: NotificationKind
  severity: 'low' | 'medium' | 'high' | 'critical'
  /** news that waits for the morning (night-hold.ts); otherwise due at once */
  nextAttemptAt?: Date
}

/** Queues notifications; one already queued for the same alert, person, channel, kind and severity stays one */
export async function enqueue(db: Db, rows: NotificationInsert[]) {
  if (rows.length === 0) return 0
  const inserted = await db.insert(alertNotifications).values(rows).onConflictDoNothing().returning({ id: alertNotifications.id })
  return inserted.length
}

/** Who was told of these alerts (sent or written to the log), per channel: they are told it is over */
/** the person a notification is for, beside the home (users) its alert is about */
const recipient = alias(users, 'recipient')

export async function toldOf(db: Db, alertIds: string[]) {
  if (alertIds.length === 0) return []
  return db
    .selectDistinct({
      alertId: alertNotifications.alertId,
      userId: alertNotifications.userId,
      channel: alertNotifications.channel,
      severity: alerts.severity,
      type: alerts.type,
      resolvedBy: alerts.resolvedBy,
      timeZone: users.timeZone,
      recipientZone: recipient.browserTimeZone,
    })
    .from(alertNotifications)
    .innerJoin(alerts, eq(alerts.id, alertNotifications.alertId))
    .innerJoin(users, eq(users.id, alerts.userId))
    .innerJoin(recipient, eq(recipient.id, alertNotifications.userId))
    .where(and(inArray(alertNotifications.alertId, alertIds), inArray(alertNotifications.status, ['sent', 'logged']), inArray(alertNotifications.kind, ['raised', 'escalated'])))
}

/**
 * Of these alerts, those raised by a person (the Emergency button: `metadata.raisedBy`) and resolved by
 * someone else, with who raised them: they were not told it was raised (they knew), but not that it is over
 */
export async function raisedByOthers(db: Db, alertIds: string[]) {
  if (alertIds.length === 0) return []
  const raisedBy = sql<string>`${alerts.metadata} ->> 'raisedBy'`
  return db
    .select({ alertId: alerts.id, clientId: alerts.userId, type: alerts.type, severity: alerts.severity, dedupeKey: alerts.dedupeKey, timeZone: users.timeZone, raisedBy })
    .from(alerts)
    .innerJoin(users, eq(users.id, alerts.userId))
    .where(and(inArray(alerts.id, alertIds), sql`${raisedBy} is not null`, sql`${alerts.resolvedBy} is distinct from (${raisedBy})::uuid`))
}

export interface DueNotification {
  id: number
  /** null for news of the home itself (kind 'ended'), which names its home in circleId */
  alertId: string | null
  circleId: string | null
  userId: string
  channel: 'email' | 'push'
  kind: QueuedKind
  severity: string
  attempts: number
}

/**
 * Claims up to `limit` due notifications for `leaseMs`: SKIP LOCKED keeps two processes off the same
 * rows, and the lease (next_attempt_at moved on) hands a row to another process if this one dies mid-send.
 */
export async function claimDue(db: Db, now: Date, limit: number, leaseMs: number, channel?: 'email' | 'push'): Promise<DueNotification[]> {
  // `now` stands for its whole millisecond: a row queued in it (by the database's clock, which keeps
  // microseconds) is due, or the sender woken by a new alert would leave it for the next poll
  const result = await db.execute(sql`
    update alert_notifications set attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + leaseMs)}
    where id in (
      select id from alert_notifications where status = 'pending' and next_attempt_at < ${new Date(now.getTime() + 1)}
        ${channel ? sql`and channel = ${channel}` : sql``}
      order by id limit ${limit} for update skip locked)
    returning id, alert_id, circle_id, user_id, channel, kind, severity, attempts`)
  type Row = { id: string | number; alert_id: string | null; circle_id: string | null; user_id: string; channel: 'email' | 'push'; kind: QueuedKind; severity: string; attempts: number }
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    id: Number(r.id),
    alertId: r.alert_id,
    circleId: r.circle_id,
    userId: r.user_id,
    channel: r.channel,
    kind: r.kind,
    severity: r.severity,
    attempts: r.attempts,
  }))
}

/** News held for a later morning (night-hold.ts), of a circle's alerts or to one person: waiting, never tried, due after `now`; with the home's zone and the recipient's own */
export async function heldNews(db: Db, of: { clientId: string } | { userId: string }, now: Date) {
  return db
    .select({ id: alertNotifications.id, type: alerts.type, severity: alertNotifications.severity, recipientZone: recipient.browserTimeZone, timeZone: users.timeZone })
    .from(alertNotifications)
    .innerJoin(alerts, eq(alerts.id, alertNotifications.alertId))
    .innerJoin(users, eq(users.id, alerts.userId))
    .innerJoin(recipient, eq(recipient.id, alertNotifications.userId))
    .where(
      and(
        'clientId' in of ? eq(alerts.userId, of.clientId) : eq(alertNotifications.userId, of.userId),
        eq(alertNotifications.status, 'pending'),
        eq(alertNotifications.attempts, 0),
        gt(alertNotifications.nextAttemptAt, now),
      ),
    )
}

/** Moves held news to `at`, unless a sender has claimed it since (a claim counts an attempt) */
export async function rescheduleHeld(db: Db, id: number, at: Date) {
  await db
    .update(alertNotifications)
    .set({ nextAttemptAt: at })
    .where(and(eq(alertNotifications.id, id), eq(alertNotifications.status, 'pending'), eq(alertNotifications.attempts, 0)))
}

/** Keeps a notification being sent from being claimed by another process while the send goes on */
export async function renewLease(db: Db, id: number, until: Date) {
  await db
    .update(alertNotifications)
    .set({ nextAttemptAt: until })
    .where(and(eq(alertNotifications.id, id), eq(alertNotifications.status, 'pending')))
}

type NewsOf = Pick<DueNotification, 'userId' | 'channel'> & { alertId: string }

/** Whether the person has news of the alert on this channel (raised or escalated) in one of `statuses`, and `also` */
async function hasNewsOf(db: Db, item: NewsOf, statuses: ('pending' | 'sent' | 'logged')[], also?: SQL) {
  const [row] = await db
    .select({ id: alertNotifications.id })
    .from(alertNotifications)
    .where(
      and(
        eq(alertNotifications.alertId, item.alertId),
        eq(alertNotifications.userId, item.userId),
        eq(alertNotifications.channel, item.channel),
        inArray(alertNotifications.kind, ['raised', 'escalated']),
        inArray(alertNotifications.status, statuses),
        also,
      ),
    )
    .limit(1)
  return row !== undefined
}

/** Whether this person was sent (or had written to the log) any news of the alert on this channel yet */
export const wasToldOf = (db: Db, item: NewsOf) => hasNewsOf(db, item, ['sent', 'logged'])

/** A later notification of the same alert to the same person on the same channel, waiting or gone out: it carries the news */
export const hasNewerNews = (db: Db, item: NewsOf & Pick<DueNotification, 'id'>) => hasNewsOf(db, item, ['pending', 'sent', 'logged'], gt(alertNotifications.id, item.id))

export async function markDone(db: Db, id: number, status: 'sent' | 'logged' | 'skipped' | 'failed', at: Date, error: string | null = null) {
  await db.update(alertNotifications).set({ status, sentAt: status === 'sent' || status === 'logged' ? at : null, lastError: error }).where(eq(alertNotifications.id, id))
}

export async function markRetry(db: Db, id: number, retryAt: Date, error: string) {
  await db.update(alertNotifications).set({ nextAttemptAt: retryAt, lastError: error.slice(0, 2000) }).where(eq(alertNotifications.id, id))
}

/**
 * The alert, the person it is about and the recipient, as they are now: no recipient when they were
 * deactivated, left the circle or stopped being staff since the notification was queued
 */
export async function notificationContext(db: Db, alertId: string, userId: string) {
  const [alert] = await db.select().from(alerts).where(eq(alerts.id, alertId))
  if (!alert) return null
  const [client] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timeZone: users.timeZone,
      monitoringEndedAt: users.monitoringEndedAt,
      // the number Quick Contact dials, for the message's 'try to reach them by phone'
      phone: phoneSql,
    })
    .from(users)
    .where(eq(users.id, alert.userId))
  if (!client) return null
  const [recipient] = await circleRecipients(db, alert.userId, userId)
  const [resolver] = alert.resolvedBy ? await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, alert.resolvedBy)) : []
  const resolvedByName = [resolver?.firstName, resolver?.lastName].filter(Boolean).join(' ') || null
  return { alert, client, recipient: recipient ?? null, resolvedByName }
}

export async function settingsOf(db: Db, userId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId))
  return row ?? null
}

export async function saveSettings(db: Db, userId: string, values: { alertEmails?: NotifyLevel; alertPush?: NotifyLevel }) {
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: new Date() } })
}
