import type { ALERT_SEVERITIES, ALERT_TYPES } from '@contracts/enums'
import type { ALERT_RESPONSES } from '@contracts/alerts'
import { useQuery, type QueryClient } from '@tanstack/react-query'

export type AlertType = (typeof ALERT_TYPES)[number]
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number]
export type AlertResponseAction = (typeof ALERT_RESPONSES)[number]

/** Someone who said they are on it: 'Check On Them' (dashboard) or 'Contact' (this page) */
export interface AlertResponder {
  userId: string
  firstName: string | null
  lastName: string | null
  action: AlertResponseAction
  createdAt: string
}

/** An alert as GET /api/alerts sends it (dates as ISO strings) */
export interface CircleAlert {
  id: string
  userId: string
  deviceId: string | null
  type: AlertType
  severity: AlertSeverity
  title: string
  description: string
  isResolved: boolean
  resolvedBy: string | null
  resolvedAt: string | null
  createdAt: string
  /** the cause, one open alert each: 'inactivity', 'offline:<sensor>', 'battery:<sensor>', 'hub:<hub>', … (null for older alerts) */
  dedupeKey?: string | null
  /** the engine's figures: for quiet and possible-fall alerts, lastMovementAt and quietMinutes */
  metadata: Record<string, unknown> | null
  device: { name: string; location: string } | null
  resolvedByUser: { firstName: string | null; lastName: string | null } | null
  responses: AlertResponder[]
}

export const alertsKey = (clientId: string) => ['/api/alerts', { clientId }] as const

/** GET /api/alerts?clientId=… through the default query function */
export function useAlerts(clientId: string) {
  return useQuery<CircleAlert[]>({ queryKey: alertsKey(clientId) })
}

/** After a change to an alert: the list and the dashboard's counts */
export function reloadAlerts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/alerts'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
  ])
}
