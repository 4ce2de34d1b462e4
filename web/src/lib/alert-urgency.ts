// Which alerts are about someone who may need help now, and what the alert cards offer for them.
// Shared by the dashboard's Alerts card and the Alerts page, so the two never disagree.
import { isUrgentNews } from '@contracts/urgent-news'

export interface AlertKind {
  type: string
  severity: string
  /** the engine's cause: 'offline:<sensor>', 'battery:<sensor>', … */
  dedupeKey?: string | null
  metadata?: Record<string, unknown> | null
}

/**
 * SPEC.md §4's critical alert, and also a possible fall (type emergency) at any severity: the engine
 * raises a fall at high and only makes it critical half an hour later, and that half hour matters.
 */
export const isUrgentAlert = (a: AlertKind) => a.severity === 'critical' || a.type === 'emergency'

/**
 * Call Now on an alert's card of the Alerts page: every alert whose e-mail and push say 'Urgent' and tell
 * her to ring the person (contracts/urgent-news.ts), unusual inactivity at any severity among them. An
 * e-mail saying 'Urgent: Unusual inactivity … try to reach Margaret by phone on …' opened a card with no number
 * to ring, only Contact (decision 0120).
 */
export const offersCallNow = (a: AlertKind) => isUrgentNews(a)

/** How severe, as a number to sort by: the picker's homes, a home's active alerts */
export const SEVERITY_RANK: Readonly<Record<string, number>> = { low: 0, medium: 1, high: 2, critical: 3 }

/** As staff's All homes orders every home's alerts (decision 0037): by severity, a possible fall or the Emergency button as critical */
export const urgencyRank = (a: AlertKind) => (isUrgentAlert(a) ? SEVERITY_RANK.critical! : (SEVERITY_RANK[a.severity] ?? -1))

/** Inactivity or urgent: 'Check On Them' on the dashboard, 'Contact' on the Alerts page */
export const canContactAbout = (a: AlertKind) => a.type === 'inactivity' || isUrgentAlert(a)

/** Filed as sensor_offline (SPEC.md §3's fixed types) and told apart by the engine's cause, which starts so */
const hasCause = (a: Pick<AlertKind, 'type' | 'dedupeKey'>, prefix: string) => a.type === 'sensor_offline' && !!a.dedupeKey?.startsWith(prefix)

/**
 * A sensor that stopped reporting or never did (not a low battery or a hub, which share the type): while
 * it is open the sensor is still silent, since the engine closes it by itself when the sensor reports
 */
export const isSilentSensorAlert = (a: AlertKind) => hasCause(a, 'offline:')

/** The hub the sensors report through is not heard: while it is open the hub is still down */
export const isSilentHubAlert = (a: Pick<AlertKind, 'type' | 'dedupeKey'>) => hasCause(a, 'hub:')

/**
 * A sensor that keeps firing without a pause for hours (engine/chatter.ts): while it is open it still
 * does, since the engine closes it by itself once the sensor pauses
 */
export const isKeepsFiringAlert = (a: Pick<AlertKind, 'type' | 'dedupeKey'>) => hasCause(a, 'chatter:')

/** The server could not evaluate the home for a while (server/modules/monitoring/engine-failure.ts): it closes by itself once it can */
export const isMonitoringStoppedAlert = (a: Pick<AlertKind, 'type' | 'dedupeKey'>) => hasCause(a, 'engine:stopped')

/**
 * A sensor's low battery, filed as sensor_offline (the type list is fixed by SPEC.md §3), told apart by the engine's cause, or
 * for older rows by the level it carries: while it is open the battery has not been replaced, since the
 * engine closes it by itself once it is
 */
export const isBatteryAlert = (a: Pick<AlertKind, 'type' | 'dedupeKey' | 'metadata'>) =>
  a.type === 'sensor_offline' && (a.dedupeKey ? a.dedupeKey.startsWith('battery:') : typeof a.metadata?.batteryLevel === 'number')

/** What a sensor_offline alert is about when it is not a silent sensor: its card's icon and label go by this */
export type DeviceAlertKind = 'battery' | 'hub' | 'keepsFiring' | 'monitoringStopped'

export function deviceAlertKind(a: Pick<AlertKind, 'type' | 'dedupeKey' | 'metadata'>): DeviceAlertKind | null {
  if (isBatteryAlert(a)) return 'battery'
  if (isSilentHubAlert(a)) return 'hub'
  if (isKeepsFiringAlert(a)) return 'keepsFiring'
  if (isMonitoringStoppedAlert(a)) return 'monitoringStopped'
  return null
}

/** About someone who may be lying still, or a sensor or hub still silent, a sensor still firing or a battery still low, that will be raised again: resolving asks first */
export const asksBeforeResolve = (a: AlertKind) =>
  a.type === 'inactivity' || a.type === 'emergency' || isSilentSensorAlert(a) || isSilentHubAlert(a) || isBatteryAlert(a) || isKeepsFiringAlert(a)

const RANK: Record<string, number> = { low: 1, medium: 2, high: 3, critical: 4 }

/** The highest severity among the alerts, or null for none */
export function highestSeverity(alerts: readonly AlertKind[]): string | null {
  let best: string | null = null
  for (const a of alerts) if (best === null || (RANK[a.severity] ?? 0) > (RANK[best] ?? 0)) best = a.severity
  return best
}
