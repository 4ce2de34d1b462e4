// The Alerts page's rules (SPEC.md §2): filters, the four counts and who is responding. Pure: the
// clock is passed in so tests pin it.
import { startOfDay } from 'date-fns'
import { startOfLocalDay } from '@contracts/local-day'
import { deviceAlertKind, urgencyRank, type DeviceAlertKind } from '@/lib/alert-urgency'
import type { AlertSeverity, AlertType, CircleAlert } from '../api/get-alerts'

export const SEVERITY_LABELS: Record<AlertSeverity, string> = { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' }
export const TYPE_LABELS: Record<AlertType, string> = {
  inactivity: 'Inactivity',
  sensor_offline: 'Sensor Offline',
  pattern_change: 'Pattern Change',
  emergency: 'Emergency',
}

const DEVICE_ALERT_LABELS: Record<DeviceAlertKind, string> = {
  battery: 'Low battery',
  hub: 'Hub offline',
  keepsFiring: 'Sensor keeps firing',
  monitoringStopped: 'Monitoring stopped',
}

/** What the alert's icon says: the type's label, or what a sensor_offline alert is about (battery, hub, a sensor firing, the server) */
export const alertKindLabel = (a: Pick<CircleAlert, 'type' | 'dedupeKey' | 'metadata'>) => {
  const kind = deviceAlertKind(a)
  return kind ? DEVICE_ALERT_LABELS[kind] : TYPE_LABELS[a.type]
}

export const SEVERITY_FILTERS: { value: AlertSeverity | 'all'; label: string }[] = [
  { value: 'all', label: 'All Severities' },
  ...(['critical', 'high', 'medium', 'low'] as const).map((value) => ({ value, label: SEVERITY_LABELS[value] })),
]
export const TYPE_FILTERS: { value: AlertType | 'all'; label: string }[] = [
  { value: 'all', label: 'All Types' },
  ...(['inactivity', 'sensor_offline', 'pattern_change', 'emergency'] as const).map((value) => ({ value, label: TYPE_LABELS[value] })),
]

export interface AlertFilters {
  search: string
  severity: AlertSeverity | 'all'
  type: AlertType | 'all'
}

/** A search or either filter chosen: an empty tab then says that nothing matches, never that all is well */
export const isFiltered = ({ search, severity, type }: AlertFilters) => search.trim() !== '' || severity !== 'all' || type !== 'all'

/** Which empty state a tab shows (SPEC.md §2's two, 'nothing is watching' or 'nothing matches') */
export type EmptyAlertsState = 'active' | 'resolved' | 'unwatched' | 'filtered'

/**
 * With filters chosen, alerts may be hidden by them: 'No Active Alerts' or 'All systems are
 * functioning normally' could then be untrue, so 'nothing matches' wins, over 'nothing is watching' too
 */
export function emptyAlertsState(tab: 'active' | 'resolved', { isFiltered, hasNoSensors }: { isFiltered: boolean; hasNoSensors: boolean }): EmptyAlertsState {
  if (isFiltered) return 'filtered'
  return tab === 'active' && hasNoSensors ? 'unwatched' : tab
}

type Filterable = Pick<CircleAlert, 'title' | 'description' | 'severity' | 'type' | 'device'>

/** Search (case-insensitive, in title, description and the sensor's name or room), then both filters */
export function filterAlerts<T extends Filterable>(alerts: readonly T[], { search, severity, type }: AlertFilters): T[] {
  const needle = search.trim().toLowerCase()
  return alerts.filter((a) => {
    if (severity !== 'all' && a.severity !== severity) return false
    if (type !== 'all' && a.type !== type) return false
    if (!needle) return true
    return [a.title, a.description, a.device?.name, a.device?.location].some((text) => text?.toLowerCase().includes(needle))
  })
}

export interface AlertCounts {
  total: number
  active: number
  /** unresolved and critical */
  critical: number
  /** created since midnight in the circle's time zone (where the browser is, when it is not known) */
  today: number
}

type Countable = Pick<CircleAlert, 'isResolved' | 'severity' | 'createdAt'>

/** The instant the day of `now` began in `timeZone` (an IANA name), or in the browser's zone without one */
export function startOfDayIn(now: Date, timeZone?: string): number {
  if (!timeZone) return startOfDay(now).getTime()
  try {
    return startOfLocalDay(now, timeZone).getTime()
  } catch {
    // a zone this browser does not know
    return startOfDay(now).getTime()
  }
}

export function countAlerts(alerts: readonly Countable[], now: Date, timeZone?: string): AlertCounts {
  const midnight = startOfDayIn(now, timeZone)
  return {
    total: alerts.length,
    active: alerts.filter((a) => !a.isResolved).length,
    critical: alerts.filter((a) => !a.isResolved && a.severity === 'critical').length,
    today: alerts.filter((a) => new Date(a.createdAt).getTime() >= midnight).length,
  }
}

/**
 * Active first tab, most urgent first and newest first within (a possible fall seven hours old above
 * this morning's low battery, on a phone above the fold); resolved second, newest first, as the server sent
 */
export function splitByStatus<T extends Pick<CircleAlert, 'isResolved' | 'type' | 'severity'>>(alerts: readonly T[]) {
  const active = alerts.filter((a) => !a.isResolved).sort((a, b) => urgencyRank(b) - urgencyRank(a))
  return { active, resolved: alerts.filter((a) => a.isResolved) }
}

