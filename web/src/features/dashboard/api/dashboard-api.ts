// The dashboard's reads and actions. Query keys are ['/api/…', { clientId }] so the default query
// function builds the URL and the live stream (web/src/lib/live.ts) refreshes them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import type { LastMovement } from '@contracts/last-movement'
import type { BehavioralPattern, DashboardPetWatch, FallRiskAssessment as FallRisk, HealthScore } from '@contracts/insights'
import { serverMessage } from '@/lib/api-error'
import type { DoorEventType } from '../lib/dashboard-rules'
import type { StatsForStatus } from '../lib/dashboard-status'
import { CIRCLE_PEOPLE_KEY } from '@/lib/circle-people'
import { openAlertListKey } from '@/lib/open-alert-list'
import { sendOwnChange } from '@/lib/own-changes'

export interface EngineStatus {
  isLearning: boolean
  learningLabel: string | null
  learningDay: number
  learningDays: number
  /** while learning, only a quiet spell at home this long raises an alert, and falls are not judged */
  learningQuietLimitMinutes: number
  atHome: boolean
  /** when the person went out, while the engine takes them to be out (else null) */
  awaySince: string | null
  /** the front door opened at this time while they were out, and nothing inside has shown them in since: they may be in (absent from older servers) */
  cameInAt?: string | null
  /** since that door, in a home with a pet, only motion the pet could make (they may be taken as home meanwhile) */
  cameInPetMoved?: boolean
  /** that door came minutes after a visitor's likely leaving: they may have gone out after them (watched as long as their outings last) */
  cameInAfterCaller?: boolean
  asleep: boolean
  /** the quiet spell so far; null when the engine is not watching one */
  quietMinutes: number | null
  /** how long it may last now before the engine worries; null while learning or out */
  quietLimitMinutes: number | null
  /** learned, in, nothing about the quiet open: when the alert would come if nothing moves (absent from older servers) */
  quietAlertAt?: string | null
  /** the same, in a home with a pet, if nothing the pet cannot use is used */
  sureSignAlertAt?: string | null
  /** where and when they last moved inside (decision 0096): null while out or learning, or with a pet when it cannot tell (absent from older servers) */
  lastMovement?: LastMovement | null
}

/** What GET /api/dashboard/stats answers: what the status is worked from, and more */
export interface DashboardStats extends StatsForStatus {
  lastMotionAt: string | null
  engine: EngineStatus | null
  /** a home with a pet and a switch inside: when a door, the fridge or a cupboard was last used (decision 0050; absent from older servers) */
  petWatch?: DashboardPetWatch | null
  /** a new home's hub is still sending its history: none of it is judged yet (decision 0053; absent from older servers) */
  receivingHistory?: boolean
}

export interface DashboardSensor {
  id: string
  name: string
  /** motion, door, pressure or contact */
  kind?: string
  location: string
  deviceId: string
  isActive: boolean
  lastActivity: string | null
  /** since when the family has had it switched off; null while on (absent from older servers) */
  switchedOffAt?: string | null
  batteryLevel: number | null
  signalStrength: number | null
}

export interface DoorEvent {
  id: string
  timestamp: string
  eventType: DoorEventType
  confidence: number
  duration?: number | null
  details: string
}

export type { BehavioralPattern, FallRiskAssessment as FallRisk, HealthScore } from '@contracts/insights'

/** A 404 is an honest answer here ('no data yet'), shown as such */
export const isNotFound = (error: unknown) => error instanceof Error && error.message.startsWith('404')

// SPEC.md §7's refresh intervals. Motion and alerts arrive live, but a quiet spell sends nothing: the
// timed reads keep the quiet minutes, today's alerts (past midnight) and the insights moving during it
const MINUTE = 60_000
export const REFRESH_MS = { stats: MINUTE, healthScore: 5 * MINUTE, patterns: 10 * MINUTE, fallRisk: 2 * MINUTE } as const

export const useDashboardStats = (clientId: string) =>
  useQuery<DashboardStats>({ queryKey: ['/api/dashboard/stats', { clientId }], refetchInterval: REFRESH_MS.stats })
export const useDashboardSensors = (clientId: string) => useQuery<DashboardSensor[]>({ queryKey: ['/api/devices', { clientId }] })
export const useDoorEvents = (clientId: string) =>
  useQuery<DoorEvent[]>({ queryKey: ['/api/door-events', { clientId }] })
/**
 * The insights of a home whose sensors have not reported yet answer 404 ('No motion data yet'): an answer, kept as
 * one. Read once as the page opens, not again as each further card that shows it mounts (the score: the page,
 * then the insights card; two reads of it on every visit to such a home); the page's fresh reads on a page
 * change, the live stream and the timed reads still read it again.
 */
export const healthScoreQuery = (clientId: string) =>
  ({ queryKey: ['/api/ml/health-score', { clientId }], refetchInterval: REFRESH_MS.healthScore, retryOnMount: false }) as const
export const useHealthScore = (clientId: string) => useQuery<HealthScore>(healthScoreQuery(clientId))
export const useBehavioralPatterns = (clientId: string) =>
  useQuery<BehavioralPattern[]>({ queryKey: ['/api/ml/behavioral-patterns', { clientId }], refetchInterval: REFRESH_MS.patterns, retryOnMount: false })
export const useFallRisk = (clientId: string, deviceId: string | null) =>
  useQuery<FallRisk>({
    queryKey: ['/api/ml/fall-risk-assessment', { clientId, deviceId: deviceId ?? undefined }],
    enabled: deviceId !== null,
    refetchInterval: REFRESH_MS.fallRisk,
  })

const reloadAfterMotion = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all(
    ['/api/devices', '/api/dashboard/stats', '/api/alerts', '/api/ml/health-score', '/api/ml/behavioral-patterns', '/api/ml/fall-risk-assessment'].map((root) =>
      queryClient.invalidateQueries({ queryKey: [root] }),
    ),
  )

/** POST /api/ml/simulate-motion (admin/support/carer) */
export function useSimulateMotion(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => (await apiRequest('POST', urlOf(['/api/ml/simulate-motion', { clientId }]))).json() as Promise<{ events: number; rooms: string[] }>,
    // not awaited: the person is told once the server has it (see useRaiseEmergency)
    onSuccess: () => void reloadAfterMotion(queryClient),
  })
}

/** What Emergency reads again itself once the server answers: the alerts (the summary, the open ones) and the figures */
const EMERGENCY_READS = ['/api/alerts', '/api/dashboard/stats'] as const

/** POST /api/alerts/emergency (any member): one critical emergency alert for the circle */
export function useRaiseEmergency(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    // the stream's word of the alert leaves what this reads again to it (own-changes.ts)
    mutationFn: () => sendOwnChange(queryClient, EMERGENCY_READS, (headers) => apiRequest('POST', urlOf(['/api/alerts/emergency', { clientId }]), undefined, headers)),
    // not awaited: 'Emergency Alert Sent' is said once the server has the alert. Awaited, it waited for the
    // dashboard's figures to be read again (seconds on a slow server) and then covered whatever came since
    onSuccess: () => void Promise.all(EMERGENCY_READS.map((root) => queryClient.invalidateQueries({ queryKey: [root] }))),
  })
}

/** The server's message from an apiRequest error ('409: {"message":"…"}' → '…') */
export const errorMessage = (error: unknown) => serverMessage(error, 'Please try again.')

/** An alert as GET /api/alerts sends it (the fields the card uses); the dashboard reads the open ones only */
export interface CardAlertItem {
  id: string
  type: 'inactivity' | 'sensor_offline' | 'pattern_change' | 'emergency'
  severity: 'low' | 'medium' | 'high' | 'critical'
  title: string
  description: string
  isResolved: boolean
  createdAt: string
  /** the engine's figures: for quiet and possible-fall alerts, lastMovementAt and quietMinutes */
  metadata?: Record<string, unknown> | null
  responses?: { userId: string; firstName: string | null; lastName: string | null; action: string }[]
}

export interface DashboardNote {
  id: string
  category: string
  content: string
  isPrivate: boolean
  createdAt: string
  author: { firstName: string | null; lastName: string | null } | null
}

/** The card, the header's badge and the status read only the open alerts: not the Alerts page's history (decision 0091) */
export const useDashboardAlerts = (clientId: string) => useQuery<CardAlertItem[]>({ queryKey: openAlertListKey(clientId) })
/** The card shows the newest three: it asks for those, not the home's whole history of notes */
export const DASHBOARD_NOTES = 3
export const useDashboardNotes = (clientId: string) => useQuery<DashboardNote[]>({ queryKey: ['/api/care-notes', { clientId, limit: DASHBOARD_NOTES }] })

/** POST /api/alerts/:id/responses { action: 'check_on' }: tells the circle who is checking on them */
export const useCheckOn = (clientId: string) => useRespond(clientId, 'check_on')

/** Call Now or Send Message rang the home about its most urgent alert: 'Sarah Ellis is contacting them' (decision 0094) */
export const useCalling = (clientId: string) => useRespond(clientId, 'contact')

function useRespond(clientId: string, action: 'check_on' | 'contact') {
  const queryClient = useQueryClient()
  return useMutation({
    // the stream's word of the response leaves the alerts to this (own-changes.ts)
    mutationFn: (id: string) => sendOwnChange(queryClient, ['/api/alerts'], (headers) => apiRequest('POST', urlOf([`/api/alerts/${id}/responses`, { clientId }]), { action }, headers)),
    // not awaited: the toast and the call come once the response is stored, not after the list is read again
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/alerts'] }),
  })
}

export interface HourlyActivity {
  deviceId: string
  hourStart: string
  count: number
}

/** Motion per sensor per clock hour over the last 24 or 48 hours */
export const useActivity = (clientId: string, hours: 24 | 48) =>
  useQuery<HourlyActivity[]>({ queryKey: ['/api/activity', { clientId, hours }] })

/** PATCH /api/me/contact { phone }: your own number, for every circle you are in ('' removes it) */
/** Your own number (PATCH /api/me/contact), or, with `clientId`, that of the person watched there who does not sign in (PUT /api/circle/client-phone) */
export function useSavePhone(clientId?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (phone: string) =>
      (await (clientId ? apiRequest('PUT', `/api/circle/client-phone?clientId=${encodeURIComponent(clientId)}`, { phone }) : apiRequest('PATCH', '/api/me/contact', { phone }))).json() as Promise<{
        phone: string | null
      }>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CIRCLE_PEOPLE_KEY] }),
  })
}
