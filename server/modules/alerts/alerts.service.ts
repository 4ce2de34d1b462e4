import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import type { LiveBus } from '../../lib/live-bus'
import { recordAudit } from '../audit/audit.service'
import { queueAlertNotifications, queueResolvedNotifications } from '../notifications/notifications-queue.service'
import type { UserRow } from '../users/users.repository'
import { findMonitoringEnd, lockMonitoringEnd } from '../circles/monitoring-end.repository'
import { findAlert, findAlertWithResolver, insertResponse, listAlerts, markResolved, upsertOpenAlert, type AlertInsert, type ListOptions } from './alerts.repository'
import { personName } from '../users/person-name'
import type { LastMovement } from '../../../contracts/last-movement'
import { asSeenBy, pressedEmergency } from './as-seen-by'
import { lastMovementSentence } from './emergency-last-movement'

type Req = Parameters<typeof recordAudit>[1]

export interface AlertDeps {
  db: Db
  live: LiveBus
  now?: () => Date
}

/** A home's alerts as `viewer` reads them (as-seen-by.ts); `openOnly`, without the resolved */
export const listCircleAlerts = async (db: Db, viewer: UserRow, clientId: string, options: ListOptions = {}) =>
  (await listAlerts(db, clientId, options)).map((alert) => asSeenBy(alert, viewer.id))

async function getAlert(db: Db, clientId: string, id: string) {
  const alert = await findAlert(db, clientId, id)
  if (!alert) throw new AppError('NOT_FOUND', 'Alert not found')
  return alert
}

/** The alert as it stands, with who resolved it (or null: it closed by itself when its cause cleared) */
async function resolvedAnswer(db: Db, clientId: string, id: string) {
  const alert = await findAlertWithResolver(db, clientId, id)
  if (!alert) throw new AppError('NOT_FOUND', 'Alert not found')
  return alert
}

/**
 * Resolves an alert once. Someone who resolves it after another (two carers at once) gets the alert
 * as it already was, naming who resolved it, so they can be told rather than thanked; their `note` is
 * not added to another's resolve. `change`: the token of the tab that resolves (OWN_CHANGE_HEADER), carried in the live word
 */
export async function resolveAlert({ db, live, now = () => new Date() }: AlertDeps, actor: UserRow, clientId: string, id: string, req: Req, note?: string, change?: string) {
  const alert = await getAlert(db, clientId, id)
  if (alert.isResolved) return asSeenBy(await resolvedAnswer(db, clientId, id), actor.id)
  const marked = await markResolved(db, id, actor.id, now(), note)
  if (marked) await queueResolvedNotifications(db, [id], now())
  const resolved = marked ? { ...marked, resolvedByUser: { firstName: actor.firstName, lastName: actor.lastName } } : await resolvedAnswer(db, clientId, id)
  await recordAudit(db, req, { action: 'alert.resolved', actor, target: { type: 'alert', id }, circleId: clientId })
  await live.publish({ type: 'alert.resolved', circleId: clientId, id, change })
  return asSeenBy(resolved, actor.id)
}

export const OWN_ALERT_RESPONSE = 'The person watched does not check on or contact themself: their circle responds to their alerts.'

/**
 * Who in the circle is checking on the person or contacting them; never the person themself (their page offers neither).
 * `change`: the token of the tab that responds (OWN_CHANGE_HEADER), carried in the live word
 */
export async function respondToAlert({ db, live }: AlertDeps, actor: UserRow, clientId: string, id: string, action: 'check_on' | 'contact', change?: string) {
  await getAlert(db, clientId, id)
  if (actor.id === clientId) throw new AppError('FORBIDDEN', OWN_ALERT_RESPONSE)
  await insertResponse(db, { alertId: id, userId: actor.id, action })
  await live.publish({ type: 'alert.updated', circleId: clientId, id, change })
}

/**
 * Raises (or escalates) an alert for a circle, queues its e-mails and pushes in the same transaction
 * (so none is lost to a crash in between), and tells every open dashboard of it
 */
export async function raiseAlert({ db, live, now = () => new Date() }: AlertDeps, values: AlertInsert & { dedupeKey: string }, change?: string) {
  const result = await db.transaction(async (tx) => {
    // a home whose watching was ended raises nothing: not the engine's last evaluation, nor a hub's
    // silence (decision 0045); the row stays locked until this alert is stored, so an end waits for it
    const home = await lockMonitoringEnd(tx, values.userId, 'share')
    if (home?.endedAt) return { alert: undefined, change: 'unchanged' as const }
    const upserted = await upsertOpenAlert(tx, values)
    if (upserted.alert) await queueAlertNotifications(tx, upserted.alert, upserted.change === 'created' ? 'raised' : 'escalated', now())
    return upserted
  })
  if (result.alert) {
    await live.publish({ type: result.change === 'created' ? 'alert.created' : 'alert.updated', circleId: values.userId, id: result.alert.id, change })
  }
  return result
}

/**
 * The dashboard's Emergency button, after its confirmation: a critical alert for everyone watching. `lastMovement`:
 * where and when the person last moved inside, as the engine takes it (decision 0096), kept with the alert and said in it;
 * `change`: the token of the tab that pressed it (OWN_CHANGE_HEADER), carried in the live word
 */
export async function raiseEmergency(deps: AlertDeps, actor: UserRow, clientId: string, lastMovement: LastMovement | null = null, change?: string) {
  if (await findMonitoringEnd(deps.db, clientId)) {
    throw new AppError('CONFLICT', 'Monitoring of this home has ended, so nobody is alerted from here. In an emergency, call the emergency services.')
  }
  const name = personName(actor, 'Someone')
  const seen = lastMovementSentence(lastMovement, (deps.now ?? (() => new Date()))())
  const { alert } = await raiseAlert(deps, {
    userId: clientId,
    type: 'emergency',
    severity: 'critical',
    title: 'Emergency button pressed',
    description: seen ? `${pressedEmergency(name)} ${seen}` : pressedEmergency(name),
    dedupeKey: 'emergency:manual',
    metadata: { raisedBy: actor.id, source: 'button', ...(seen && lastMovement ? { lastMovement } : {}) },
  }, change)
  // already open: the same emergency, not a second one
  const pressed = alert ?? (await listAlerts(deps.db, clientId, { openOnly: true })).find((a) => a.dedupeKey === 'emergency:manual')
  return pressed && asSeenBy(pressed, actor.id)
}
