// Alerts that reach a person, not only a table (ARCHITECTURE.md: notifications). Raising, escalating or
// resolving an alert queues one notification per person and channel in the same transaction
// (notifications-queue.service.ts); the dispatcher here sends them (SMTP through the mailer, web push
// through a PushSender), retrying with backoff.
import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import type { Logger } from '../../lib/logger'
import { deliverEndedNotice } from '../circles/monitoring-end-notice'
import type { Mailer } from '../mail/mail.service'
import { createPassLog } from '../../lib/pass-log'
import { composeAlertMessage, isUrgent, levelFor, MAX_ATTEMPTS, retryDelayMs, wants, type NotificationKind } from './notification-rules'
import {
  claimDue,
  hasNewerNews,
  markDone,
  markRetry,
  notificationContext,
  renewLease,
  wasToldOf,
  type DueNotification,
} from './notifications.repository'
import { personName } from '../users/person-name'

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

export interface DispatchDeps {
  db: Db
  mailer: Mailer
  push?: PushSender
  /** the app's address, for links */
  publicUrl: string
  log: Pick<Logger, 'info' | 'error' | 'warn'>
  now?: () => Date
  /** how long a claimed notification is kept from other processes; renewed while its send goes on */
  leaseMs?: number
}

const LEASE_MS = 2 * 60_000
/**
 * Sends at once per channel. Each channel has its own senders, so an SMTP server that hangs holds up
 * neither the pushes nor (beyond these few) the other e-mails.
 */
const SENDERS = { email: 3, push: 3 } as const

type Outcome = 'sent' | 'logged' | 'skipped' | 'retry' | 'failed'
type Decision = { outcome: Outcome; error?: string }

const CHANNELS = ['email', 'push'] as const

/** Sends what is due on these channels; answers counts by outcome */
export async function dispatchDue(deps: DispatchDeps, channels: readonly (typeof CHANNELS)[number][] = CHANNELS) {
  const now = deps.now ?? (() => new Date())
  const leaseMs = deps.leaseMs ?? LEASE_MS
  const counts = { sent: 0, logged: 0, skipped: 0, retry: 0, failed: 0 }
  const sender = async (channel: 'email' | 'push') => {
    // one at a time, claimed as its send starts: a claim never waits behind another slow send
    for (;;) {
      const [item] = await claimDue(deps.db, now(), 1, leaseMs, channel)
      if (!item) return
      counts[await deliverLeased(deps, item, now, leaseMs)]++
    }
  }
  await Promise.all(channels.flatMap((channel) => Array.from({ length: SENDERS[channel] }, () => sender(channel))))
  return counts
}

/** Delivers one claimed notification, renewing its lease while the send goes on, then records the outcome */
async function deliverLeased(deps: DispatchDeps, item: DueNotification, now: () => Date, leaseMs: number): Promise<Outcome> {
  const { db } = deps
  let renewing: Promise<void> = Promise.resolve()
  const timer = setInterval(() => {
    renewing = renewLease(db, item.id, new Date(now().getTime() + leaseMs)).catch((err: unknown) => deps.log.warn({ err, notification: item.id }, 'could not renew a lease'))
  }, leaseMs / 3)
  let decision: Decision
  try {
    decision = await deliver(deps, item)
  } finally {
    clearInterval(timer)
    // a renewal still on its way must not land after the outcome below
    await renewing
  }
  const { outcome, error } = decision
  if (outcome === 'retry') {
    if (item.attempts >= MAX_ATTEMPTS) {
      await markDone(db, item.id, 'failed', now(), error)
      deps.log.error({ notification: item.id, alert: item.alertId, channel: item.channel, error }, 'alert notification given up')
      return 'failed'
    }
    await markRetry(db, item.id, new Date(now().getTime() + retryDelayMs(item.attempts)), error ?? 'unknown error')
    deps.log.warn({ notification: item.id, alert: item.alertId, channel: item.channel, attempts: item.attempts, error }, 'alert notification will be retried')
    return 'retry'
  }
  await markDone(db, item.id, outcome, now(), error)
  return outcome
}

const skip = (reason?: string): Decision => ({ outcome: 'skipped', error: reason })

async function deliver(deps: DispatchDeps, item: DueNotification): Promise<Decision> {
  const { db } = deps
  // news of the home itself, not of an alert: that its watching ended (decision 0045)
  if (item.kind === 'ended') return item.circleId && item.channel === 'email' ? deliverEndedNotice(deps, { circleId: item.circleId, userId: item.userId }) : skip()
  if (!item.alertId) return skip()
  const context = await notificationContext(db, item.alertId, item.userId)
  // the person left the circle, stopped being staff or was deactivated, or (for news of an alert) it was already resolved before we got to it
  if (!context || !context.recipient || (item.kind !== 'resolved' && context.alert.isResolved)) return skip()
  const { alert, client, recipient } = context
  // the home's watching was ended since this was queued (decision 0045): no news of it goes out, not even that it is over
  if (client.monitoringEndedAt) return skip('monitoring of this home ended')
  // they chose fewer alerts on this channel since it was queued
  if (!wants(levelFor(item.channel === 'email' ? recipient.alertEmails : recipient.alertPush, recipient.role, recipient.memberRole), alert)) {
    return skip('no longer wanted on this channel')
  }
  // an escalation queued while the first news still waited (SMTP down, a retry): one message, the newest
  if (item.kind !== 'resolved' && (await hasNewerNews(db, { ...item, alertId: item.alertId }))) return skip('a newer notification of this alert replaces it')
  const circleName = personName(client, 'your loved one')
  const base = deps.publicUrl.replace(/\/$/, '')
  // the home's Alerts page, opened on this alert (web/src/features/alerts/lib/alert-link.ts)
  const alertPath = `/alerts?home=${alert.userId}&alert=${alert.id}`
  // an escalation is 'still unresolved' only to someone who heard of the alert (its first news may have
  // waited for the morning, or for the mail server, and been replaced by this one)
  const kind = item.kind === 'escalated' && !(await wasToldOf(db, { ...item, alertId: item.alertId })) ? 'raised' : (item.kind as NotificationKind)
  const message = composeAlertMessage({
    kind,
    alert: { ...alert, ...resolvedNote(alert.metadata) },
    circleName,
    timeZone: client.timeZone,
    alertsUrl: `${base}${alertPath}`,
    settingsUrl: `${base}/dashboard?notifications=1`,
    isSelf: recipient.userId === alert.userId,
    isStaff: recipient.role === 'admin' || recipient.role === 'support',
    resolvedByName: context.resolvedByName,
    phone: client.phone,
  })
  if (item.channel === 'email') {
    if (!recipient.email) return skip()
    const result = await deps.mailer.send({ to: recipient.email, subject: message.subject, text: message.text, html: message.html })
    if (result.error) return { outcome: 'retry', error: result.error }
    return { outcome: result.delivered ? 'sent' : 'logged' }
  }
  if (!deps.push) return skip('web push is not configured')
  const result = await deps.push.send(item.userId, {
    title: message.pushTitle,
    body: message.pushBody,
    url: alertPath,
    tag: alert.id,
    urgent: item.kind !== 'resolved' && isUrgent(alert),
  })
  if (result.delivered > 0) return { outcome: 'sent' }
  // unsubscribed since it was queued, or the push service said the browser is gone
  return result.error ? { outcome: 'retry', error: result.error } : skip('no browser is subscribed')
}

/**
 * Runs the dispatcher every `intervalMs`, each channel on its own (never two runs of one channel at once
 * in a process, and a mail server that hangs holds up no push); `kick()` runs it soon
 */
export function startNotificationDispatcher(deps: DispatchDeps & { intervalMs: number; live?: LiveBus }) {
  let isStopped = false
  const loops = CHANNELS.map((channel) => {
    const passes = createPassLog(deps.log, `alert notifications (${channel})`)
    let running: Promise<unknown> | null = null
    let again = false
    const run = () => {
      if (isStopped) return
      if (running) {
        again = true
        return
      }
      running = dispatchDue(deps, [channel])
        .then((c) => {
          passes.succeeded()
          if (c.sent || c.logged || c.failed) deps.log.info({ notifications: c, channel }, 'alert notifications sent')
        })
        .catch((err: unknown) => passes.failed(err, { channel }))
        .finally(() => {
          running = null
          if (again) {
            again = false
            run()
          }
        })
    }
    return { run, settled: () => running }
  })
  const run = () => loops.forEach((loop) => loop.run())
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
      await Promise.all(loops.map((loop) => loop.settled()))
    },
  }
}

/**
 * Whether the engine closed the alert, and what it saw that closed it (alerts.repository closeOpen), or
 * what the person who resolved it wrote (markResolved)
 */
function resolvedNote(metadata: unknown): { autoResolved: boolean; resolvedHow?: string; resolutionNote?: string } {
  const note = (metadata ?? {}) as { autoResolved?: unknown; resolvedHow?: unknown; resolutionNote?: unknown }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
  const [resolvedHow, resolutionNote] = [text(note.resolvedHow), text(note.resolutionNote)]
  return { autoResolved: note.autoResolved === true, ...(resolvedHow ? { resolvedHow } : {}), ...(resolutionNote ? { resolutionNote } : {}) }
}
