// The dashboard's status, in SPEC.md §4's words: the overall status, the header badge and the Alerts
// card's heading. What is known to need attention wins: open alerts (the most severe first) over
// today's count, nothing is called good while a read it rests on is loading or has failed, and a home
// with no sensors is not called good at all: nothing watches it (decision 0016).
import { highestSeverity, isUrgentAlert } from '@/lib/alert-urgency'
import { NOT_STARTED, NOTHING_WATCHING } from '@/lib/no-sensors'
import type { Tone } from './dashboard-rules'

/** Activity score at or above this is normal (§9) */
export const NORMAL_ACTIVITY_SCORE = 60
export const MAX_CARD_ALERTS = 4

export interface StatsForStatus {
  alertsToday: number
  activityScore: number
  totalDevices: number
  activeDevices: number
}

export interface CardAlert {
  type: string
  severity: string
  isResolved: boolean
}

/** A read as TanStack Query holds it: the last answer (kept after a failed refetch), and whether the latest try failed */
export interface Read<T> {
  data: T | undefined
  isError: boolean
}

type Concern = { kind: 'urgent' } | { kind: 'open'; count: number; tone: Tone } | { kind: 'today' } | { kind: 'none' }

/** An urgent alert open; other alerts open (toned by the most severe); only today's, all resolved; or none */
function alertConcern(alertsToday: number, alerts: readonly CardAlert[]): Concern {
  const open = alerts.filter((a) => !a.isResolved)
  if (open.some(isUrgentAlert)) return { kind: 'urgent' }
  if (open.length > 0) return { kind: 'open', count: open.length, tone: highestSeverity(open) === 'high' ? 'orange' : 'yellow' }
  if (alertsToday > 0) return { kind: 'today' }
  return { kind: 'none' }
}

const concernTone = (c: Concern): Tone => (c.kind === 'urgent' ? 'red' : c.kind === 'open' ? c.tone : 'yellow')
const allActive = (s: StatsForStatus) => s.activeDevices === s.totalDevices
const isPending = (read: Read<unknown>) => read.data === undefined && !read.isError

export type OverallStatus = 'Attention Needed' | 'Everything Looks Good' | 'Activity Change' | 'Sensors Offline' | 'Status Unknown' | typeof NOT_STARTED

export interface StatusView {
  label: OverallStatus
  tone: Tone
  text: string
}

const UNKNOWN_BECAUSE = {
  alerts: 'Alerts could not be loaded, so whether all is well is not known.',
  stats: 'The latest figures could not be loaded, so whether all is well is not known.',
}

/** The status summary; null while its reads are still loading */
export function overallStatus(stats: Read<StatsForStatus>, alerts: Read<readonly CardAlert[]>): StatusView | null {
  if (isPending(stats) || isPending(alerts)) return null
  const concern = alertConcern(stats.data?.alertsToday ?? 0, alerts.data ?? [])
  if (concern.kind === 'urgent') return { label: 'Attention Needed', tone: 'red', text: 'An urgent alert is open.' }
  if (concern.kind === 'open') {
    return { label: 'Attention Needed', tone: concern.tone, text: concern.count === 1 ? '1 alert is still open.' : `${concern.count} alerts are still open.` }
  }
  // today's count stays after they are resolved: the alerts card says which still need a look
  if (concern.kind === 'today') return { label: 'Attention Needed', tone: 'yellow', text: 'There have been alerts today.' }
  if (!stats.data) return { label: 'Status Unknown', tone: 'grey', text: UNKNOWN_BECAUSE.stats }
  const s = stats.data
  // with none, 'all devices are active' holds and the score is the engine's neutral one: neither means anything
  if (s.totalDevices === 0) {
    if (stats.isError) return { label: 'Status Unknown', tone: 'grey', text: UNKNOWN_BECAUSE.stats }
    return { label: NOT_STARTED, tone: 'yellow', text: NOTHING_WATCHING }
  }
  if (allActive(s) && s.activityScore >= NORMAL_ACTIVITY_SCORE) {
    if (alerts.isError) return { label: 'Status Unknown', tone: 'grey', text: UNKNOWN_BECAUSE.alerts }
    if (stats.isError) return { label: 'Status Unknown', tone: 'grey', text: UNKNOWN_BECAUSE.stats }
    return { label: 'Everything Looks Good', tone: 'green', text: 'All sensors are active and activity is normal.' }
  }
  if (allActive(s)) return { label: 'Activity Change', tone: 'yellow', text: 'Activity is lower than usual.' }
  return { label: 'Sensors Offline', tone: 'red', text: 'One or more sensors are offline.' }
}

export type HeaderBadge = { label: 'Attention Needed' | 'All Good' | 'Monitoring' | typeof NOT_STARTED; tone: Tone }

/** The header badge; null until both reads have answered */
export function headerBadge(stats: Read<StatsForStatus>, alerts: Read<readonly CardAlert[]>): HeaderBadge | null {
  if (isPending(stats) || isPending(alerts)) return null
  const concern = alertConcern(stats.data?.alertsToday ?? 0, alerts.data ?? [])
  if (concern.kind !== 'none') return { label: 'Attention Needed', tone: concernTone(concern) }
  const s = stats.data
  if (!s) return { label: 'Monitoring', tone: 'grey' }
  if (s.totalDevices === 0 && !stats.isError) return { label: NOT_STARTED, tone: 'yellow' }
  if (allActive(s) && s.activityScore >= NORMAL_ACTIVITY_SCORE && !stats.isError && !alerts.isError) return { label: 'All Good', tone: 'green' }
  return { label: 'Monitoring', tone: 'grey' }
}

export type AlertsCardView<T extends CardAlert> =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** 'unwatched': nothing open, and no sensor that could raise anything */
  | { kind: 'clear' | 'unwatched' | 'urgent' | 'notifications'; open: T[]; shown: T[]; more: number; isStale: boolean }

/**
 * The Alerts card: 'All Clear' only over a list that loaded, in a home with sensors; a failed read
 * says so, and shows the open alerts it last knew of (with a note) rather than hiding them
 */
export function alertsCardView<T extends CardAlert>(alerts: Read<readonly T[]>, stats: Read<Pick<StatsForStatus, 'totalDevices'>>): AlertsCardView<T> {
  if (isPending(alerts)) return { kind: 'loading' }
  const open = (alerts.data ?? []).filter((a) => !a.isResolved)
  if (alerts.isError && open.length === 0) return { kind: 'failed' }
  // nothing open: whether that is all clear depends on whether anything is watching
  if (open.length === 0 && isPending(stats)) return { kind: 'loading' }
  // figures that failed to refresh still say whether there were sensors: no green on the strength of the failure
  const isUnwatched = stats.data?.totalDevices === 0
  const kind = open.length === 0 ? (isUnwatched ? 'unwatched' : 'clear') : open.some(isUrgentAlert) ? 'urgent' : 'notifications'
  return { kind, open, shown: open.slice(0, MAX_CARD_ALERTS), more: Math.max(0, open.length - MAX_CARD_ALERTS), isStale: alerts.isError }
}
