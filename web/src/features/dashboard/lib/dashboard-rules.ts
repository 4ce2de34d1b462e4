// The dashboard's pure rules (SPEC.md §4 and §9): overall status, header badge, last-activity
// indicator, door status and the colour thresholds. `now` is passed in so tests pin the clock.
import { minutesSince } from '@/lib/format/sensor-status'

export type Tone = 'green' | 'yellow' | 'orange' | 'red' | 'grey'

/** Activity score at or above this is normal (§9) */
export const NORMAL_ACTIVITY_SCORE = 60
export const MAX_DOOR_EVENTS = 4
export const MAX_CARD_ALERTS = 4

export interface StatsForStatus {
  alertsToday: number
  activityScore: number
  totalDevices: number
  activeDevices: number
}

const allActive = (s: StatsForStatus) => s.activeDevices === s.totalDevices

export type OverallStatus = 'Attention Needed' | 'Everything Looks Good' | 'Activity Change' | 'Sensors Offline'

/** The status summary's four states, in the spec's order of precedence */
export function overallStatus(s: StatsForStatus): { label: OverallStatus; tone: Tone } {
  if (s.alertsToday > 0) return { label: 'Attention Needed', tone: 'red' }
  if (allActive(s) && s.activityScore >= NORMAL_ACTIVITY_SCORE) return { label: 'Everything Looks Good', tone: 'green' }
  if (allActive(s)) return { label: 'Activity Change', tone: 'yellow' }
  return { label: 'Sensors Offline', tone: 'red' }
}

/** The header badge: 'Attention Needed', 'All Good' or 'Monitoring' */
export function headerBadge(s: StatsForStatus): { label: 'Attention Needed' | 'All Good' | 'Monitoring'; tone: Tone } {
  if (s.alertsToday > 0) return { label: 'Attention Needed', tone: 'red' }
  if (allActive(s) && s.activityScore >= NORMAL_ACTIVITY_SCORE) return { label: 'All Good', tone: 'green' }
  return { label: 'Monitoring', tone: 'grey' }
}

/** Under 30 min 'Active recently' (green); under 120 'Quiet period' (yellow); else 'Extended quiet' (red, in hours) */
export function lastActivityIndicator(lastMotionAt: string | Date | null | undefined, now: Date): { label: string; detail: string; tone: Tone } {
  if (!lastMotionAt || Number.isNaN(new Date(lastMotionAt).getTime())) return { label: 'No activity yet', detail: 'No motion recorded', tone: 'grey' }
  const minutes = minutesSince(lastMotionAt, now)
  if (minutes < 30) return { label: 'Active recently', detail: minutes < 1 ? 'Just now' : `${minutes}m ago`, tone: 'green' }
  if (minutes < 120) return { label: 'Quiet period', detail: `${minutes}m ago`, tone: 'yellow' }
  return { label: 'Extended quiet', detail: `${Math.floor(minutes / 60)}h ago`, tone: 'red' }
}

export type DoorEventType = 'entered' | 'left' | 'visitor_arrived' | 'visitor_left'

/** Latest event 'entered' = Currently Home; 'left' = Currently Away; otherwise Status Unknown */
export function doorStatus(events: readonly { eventType: DoorEventType; timestamp: string }[] | null | undefined) {
  const latest = [...(events ?? [])].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))[0]
  if (latest?.eventType === 'entered') return 'Currently Home'
  if (latest?.eventType === 'left') return 'Currently Away'
  return 'Status Unknown'
}

/** The four most recent door events, newest first */
export const recentDoorEvents = <T extends { timestamp: string }>(events: readonly T[]) =>
  [...events].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp)).slice(0, MAX_DOOR_EVENTS)

/** Door confidence (percent): 90+ green, 75+ yellow, else red */
export const doorConfidenceTone = (percent: number): Tone => (percent >= 90 ? 'green' : percent >= 75 ? 'yellow' : 'red')

/** Health score: 80+ green, 60+ yellow, 40+ orange, else red */
export const healthScoreTone = (score: number): Tone => (score >= 80 ? 'green' : score >= 60 ? 'yellow' : score >= 40 ? 'orange' : 'red')

/** 'unusual_night_activity' → 'unusual night activity' */
export const anomalyLabel = (anomalyType: string) => anomalyType.replace(/_/g, ' ')

export interface CardAlert {
  type: string
  severity: string
  isResolved: boolean
}

/** The alerts card's heading: 'All Clear', 'Urgent Attention Needed' or 'Notifications' */
export function alertsCardState<T extends CardAlert>(alerts: readonly T[]) {
  const open = alerts.filter((a) => !a.isResolved)
  const kind = open.length === 0 ? 'clear' : open.some((a) => a.severity === 'critical') ? 'urgent' : 'notifications'
  return { kind, open, shown: open.slice(0, MAX_CARD_ALERTS), more: Math.max(0, open.length - MAX_CARD_ALERTS) } as const
}

/** 'View 1 More Alert' / 'View 3 More Alerts' */
export const moreAlertsLabel = (n: number) => `View ${n} More Alert${n === 1 ? '' : 's'}`

/** 'Check On Them' for inactivity or critical alerts */
export const canCheckOn = (a: CardAlert) => a.type === 'inactivity' || a.severity === 'critical'

export const TONE_TEXT: Record<Tone, string> = {
  green: 'text-green-800',
  yellow: 'text-yellow-800',
  orange: 'text-orange-800',
  red: 'text-red-800',
  grey: 'text-slate-700',
}
export const TONE_BADGE: Record<Tone, string> = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  orange: 'bg-orange-100 text-orange-800',
  red: 'bg-red-100 text-red-800',
  grey: 'bg-slate-100 text-slate-800',
}

/** A tel: link wants the digits and a leading + only ('+44 7700-900123' → 'tel:+447700900123') */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`

/** '1 motion event', '3 door openings': what a sensor's count counts, by its kind */
export function countLabel(total: number, kind: string | undefined) {
  const noun = kind === 'door' ? 'door opening' : kind === 'pressure' ? 'press' : kind === 'contact' ? 'event' : 'motion event'
  const plural = noun === 'press' ? 'presses' : `${noun}s`
  return `${total} ${total === 1 ? noun : plural}`
}
