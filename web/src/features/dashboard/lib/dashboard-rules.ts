// The dashboard's pure rules (SPEC.md §4 and §9): last-activity indicator, door status and the
// colour thresholds; the status and the Alerts card's heading are in dashboard-status.ts. `now` is
// passed in so tests pin the clock.
import { clockTime } from '@/lib/format/last-movement'
import { minutesSince } from '@/lib/format/sensor-status'

export type Tone = 'green' | 'yellow' | 'orange' | 'red' | 'grey'

export const MAX_DOOR_EVENTS = 4

/** Where the engine takes the person to be (GET /api/dashboard/stats' engine); absent before any sensor reported */
export interface Presence {
  atHome: boolean
  awaySince: string | null
}

/** The engine takes the person to be out: a quiet home is expected then, and no quiet alert is raised (decision 0018) */
export const isAway = (engine: Presence | null | undefined) => engine != null && !engine.atHome

/** 'Out since 09:12' in the home's time ('Mon 17:40' on an earlier day), or 'Out' when the engine does not say since when */
export function outSince(engine: Presence, now: Date, timeZone?: string) {
  const at = engine.awaySince ? new Date(engine.awaySince) : null
  return at && !Number.isNaN(at.getTime()) ? `Out since ${clockTime(at, now, timeZone)}` : 'Out'
}

/**
 * Out (the engine's word): 'Out since 09:12' (grey), not a quiet warning. At home: under 30 min
 * 'Active recently' (green); under 120 'Quiet period' (yellow); else 'Extended quiet' (red, in hours)
 */
export function lastActivityIndicator(
  lastMotionAt: string | Date | null | undefined,
  now: Date,
  engine?: Presence | null,
  timeZone?: string,
): { label: string; detail: string | null; tone: Tone } {
  if (engine && isAway(engine)) return { label: outSince(engine, now, timeZone), detail: null, tone: 'grey' }
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

/** 'View 1 More Alert' / 'View 3 More Alerts' */
export const moreAlertsLabel = (n: number) => `View ${n} More Alert${n === 1 ? '' : 's'}`

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

/** '1 motion event', '3 door openings': what a sensor's count counts, by its kind */
export function countLabel(total: number, kind: string | undefined) {
  const noun = kind === 'door' ? 'door opening' : kind === 'pressure' ? 'press' : kind === 'contact' ? 'event' : 'motion event'
  const plural = noun === 'press' ? 'presses' : `${noun}s`
  return `${total} ${total === 1 ? noun : plural}`
}

/**
 * A sensor's §4 badge on the dashboard. While the person is out a silent sensor is expected, so its
 * age is shown grey rather than as a warning; Offline (switched off) and No Data keep their colours.
 */
export function sensorBadgeWhileAway(badge: { label: string; tone: Tone }, away: boolean): { label: string; tone: Tone } {
  return away && badge.label !== 'Offline' && badge.label !== 'No Data' ? { ...badge, tone: 'grey' } : badge
}
