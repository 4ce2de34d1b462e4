// Alerts that reach a person, not only a table (ARCHITECTURE.md: notifications). Raising, escalating or
// resolving an alert queues one notification per person and channel in the same transaction; the
// dispatcher sends them (SMTP through the mailer, web push through a PushSender), retrying with backoff.
import { defaultNotifyLevel, type NotifyLevel } from '../../../contracts/notifications'
import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import type { Logger } from '../../lib/logger'
import type { Mailer } from '../mail/mail.service'
import { composeAlertMessage, isUrgent, MAX_ATTEMPTS, retryDelayMs, wants, type NotificationKind } from './notification-rules'
import { circleRecipients, claimDue, enqueue, markDone, markRetry, notificationContext, toldOf, type DueNotification, type NotificationInsert } from './notifications.repository'

type Severity = NotificationInsert['severity']

export interface PushMessage {
  title: string
  body: string
  /** the page a click opens, relative to the app */
  url: string
  /** one per alert: news of the same alert replaces the notification shown */
  tag: string
  /** inactivity, a possible fall, the Emergency button, anything critical: stays on screen until dismissed */
  urgent?: boolean
}

/**
 * Sends one web push message to every browser a person subscribed; answers how many took it, and why
 * not when one failed in a way worth retrying. No browser subscribed (or every one gone): 0, no error.
 */
export interface PushSender {
  send(userId: string, message: PushMessage): Promise<{ delivered: number; error?: string }>
}

const levelFor = (stored: NotifyLevel | null, role: Parameters<typeof defaultNotifyLevel>[0], memberRole: 'carer' | 'client' | null) =>
  stored ?? defaultNotifyLevel(role, memberRole)

/** Queues the notifications of a raised or escalated alert for everyone who wants it; call inside the raising transaction */
export async function queueAlertNotifications(
  db: Db,
  alert: { id: string; userId: string; type: string; severity: Severity; metadata?: unknown },
  kind: 'raised' | 'escalated',
) {
  const rows: NotificationInsert[] = []
  // whoever pressed the Emergency button knows already
  const raisedBy = (alert.metadata as { raisedBy?: unknown } | null | undefined)?.raisedBy
  for (const person of await circleRecipients(db, alert.userId)) {
    if (person.userId === raisedBy) continue
    const base = { alertId: alert.id, userId: person.userId, kind, severity: alert.severity }
    if (person.email && wants(levelFor(person.alertEmails, person.role, person.memberRole), alert)) rows.push({ ...base, channel: 'email' })
    if (person.hasPush && wants(levelFor(person.alertPush, person.role, person.memberRole), alert)) rows.push({ ...base, channel: 'push' })
  }
  return enqueue(db, rows)
}

/** Tells the people who were told of these alerts that they are over (not those who never heard of them) */
export async function queueResolvedNotifications(db: Db, alertIds: string[]) {
  const told = await toldOf(db, alertIds)
  return enqueue(
    db,
    told.map((t) => ({ alertId: t.alertId, userId: t.userId, channel: t.channel as 'email' | 'push', kind: 'resolved' as const, severity: t.severity })),
  )
}

export interface DispatchDeps {
  db: Db
  mailer: Mailer
  push?: PushSender
  /** the app's address, for links */
  publicUrl: string
  log: Pick<Logger, 'info' | 'error' | 'warn'>
  now?: () => Date
}

const LEASE_MS = 2 * 60_000
const BATCH = 25

/** Sends what is due; answers counts by outcome */
export async function dispatchDue(deps: DispatchDeps) {
  const now = deps.now ?? (() => new Date())
  const counts = { sent: 0, logged: 0, skipped: 0, retry: 0, failed: 0 }
  for (;;) {
    const due = await claimDue(deps.db, now(), BATCH, LEASE_MS)
    for (const item of due) counts[await deliver(deps, item, now)]++
    if (due.length < BATCH) return counts
  }
}

async function deliver(deps: DispatchDeps, item: DueNotification, now: () => Date): Promise<'sent' | 'logged' | 'skipped' | 'retry' | 'failed'> {
  const { db } = deps
  const context = await notificationContext(db, item.alertId, item.userId)
  // the person left or was deactivated, or (for news of an alert) it was already resolved before we got to it
  const stale = !context || !context.recipient.isActive || (item.kind !== 'resolved' && context.alert.isResolved)
  if (stale) {
    await markDone(db, item.id, 'skipped', now())
    return 'skipped'
  }
  const { alert, client, recipient } = context
  const circleName = [client.firstName, client.lastName].filter(Boolean).join(' ') || client.email || 'your loved one'
  const base = deps.publicUrl.replace(/\/$/, '')
  const message = composeAlertMessage({
    kind: item.kind as NotificationKind,
    alert: { ...alert, autoResolved: (alert.metadata as { autoResolved?: boolean } | null)?.autoResolved === true },
    circleName,
    timeZone: client.timeZone,
    alertsUrl: `${base}/alerts?home=${alert.userId}`,
    settingsUrl: `${base}/dashboard?notifications=1`,
    isSelf: recipient.id === alert.userId,
    isStaff: recipient.role === 'admin' || recipient.role === 'support',
  })
  let error: string | undefined
  let logged = false
  if (item.channel === 'email') {
    if (!recipient.email) {
      await markDone(db, item.id, 'skipped', now())
      return 'skipped'
    }
    const result = await deps.mailer.send({ to: recipient.email, subject: message.subject, text: message.text })
    error = result.error
    logged = !result.delivered && !result.error
  } else {
    if (!deps.push) {
      await markDone(db, item.id, 'skipped', now(), 'web push is not configured')
      return 'skipped'
    }
    const result = await deps.push.send(item.userId, {
      title: message.pushTitle,
      body: message.pushBody,
      url: `/alerts?home=${alert.userId}`,
      tag: alert.id,
      urgent: item.kind !== 'resolved' && isUrgent(alert),
    })
    if (result.delivered === 0 && !result.error) {
      // unsubscribed since it was queued, or the push service said the browser is gone
      await markDone(db, item.id, 'skipped', now(), 'no browser is subscribed')
      return 'skipped'
    }
    if (result.delivered === 0) error = result.error
  }
  if (!error) {
    await markDone(db, item.id, logged ? 'logged' : 'sent', now())
    return logged ? 'logged' : 'sent'
  }
  if (item.attempts >= MAX_ATTEMPTS) {
    await markDone(db, item.id, 'failed', now(), error)
    deps.log.error({ notification: item.id, alert: item.alertId, channel: item.channel, error }, 'alert notification given up')
    return 'failed'
  }
  await markRetry(db, item.id, new Date(now().getTime() + retryDelayMs(item.attempts)), error)
  deps.log.warn({ notification: item.id, alert: item.alertId, channel: item.channel, attempts: item.attempts, error }, 'alert notification will be retried')
  return 'retry'
}

/** Runs the dispatcher every `intervalMs` (never two runs at once in a process); `kick()` runs it soon */
export function startNotificationDispatcher(deps: DispatchDeps & { intervalMs: number; live?: LiveBus }) {
  let running: Promise<unknown> | null = null
  let again = false
  let isStopped = false
  const run = () => {
    if (isStopped) return
    if (running) {
      again = true
      return
    }
    running = dispatchDue(deps)
      .then((c) => (c.sent || c.logged || c.failed) && deps.log.info({ notifications: c }, 'alert notifications sent'))
      .catch((err: unknown) => deps.log.error({ err }, 'alert notifications failed'))
      .finally(() => {
        running = null
        if (again) {
          again = false
          run()
        }
      })
  }
  const timer = setInterval(run, deps.intervalMs)
  setTimeout(run, 1000).unref()
  // an alert raised, escalated or resolved by any process is news to send now, not at the next poll
  const unsubscribe = deps.live?.subscribeAll((event) => event.type.startsWith('alert.') && run())
  return {
    kick: run,
    async stop() {
      isStopped = true
      unsubscribe?.()
      clearInterval(timer)
      await running
    },
  }
}
