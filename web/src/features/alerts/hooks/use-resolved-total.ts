import { RESOLVED_ALERTS_LISTED } from '@contracts/alert-history'
import { useQuery } from '@tanstack/react-query'
import type { ResolvedAlertCount } from '@contracts/alerts'
import type { CircleAlert } from '../api/get-alerts'

export interface ResolvedTotal {
  /** the resolved alerts the list holds: at most RESOLVED_ALERTS_LISTED, the newest */
  listed: number
  /** how many the home has had resolved in all: past the list's cap, the summary's count */
  total: number
  /** the list stops short of the home's history: its counts and its search do not cover the oldest */
  isCapped: boolean
}

/**
 * GET /api/alerts/resolved-count?clientId=…: keyed under '/api/alerts', so whatever reads the alerts again (a
 * Resolve, an alert event) reads it again too, while the Alerts page that asked for it is open
 */
export const resolvedCountKey = (clientId: string) => ['/api/alerts', 'resolved-count', { clientId }] as const

/**
 * How many resolved alerts a home has, for 'Resolved Alerts (n)' and 'Total Alerts'. GET /api/alerts carries
 * the newest 500 resolved only: a home watched for years showed 'Resolved Alerts (500)' whatever its history.
 * Only then is the count read (GET /api/alerts/resolved-count), and by this page alone: it was part of every
 * page's summary until decision 0121.
 */
export function useResolvedTotal(clientId: string, alerts: readonly Pick<CircleAlert, 'isResolved'>[] | undefined): ResolvedTotal {
  const listed = alerts?.filter((a) => a.isResolved).length ?? 0
  const isCapped = listed >= RESOLVED_ALERTS_LISTED
  const counted = useQuery<ResolvedAlertCount>({ queryKey: resolvedCountKey(clientId), enabled: isCapped })
  // the two reads may answer a resolve at different moments: never fewer than the list itself shows
  const total = isCapped ? Math.max(listed, counted.data?.resolvedCount ?? listed) : listed
  return { listed, total, isCapped }
}
