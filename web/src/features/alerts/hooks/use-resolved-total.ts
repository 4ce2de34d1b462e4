import { RESOLVED_ALERTS_LISTED } from '@contracts/alert-history'
import { useQuery } from '@tanstack/react-query'
import { alertSummaryKey, type CircleAlertSummary } from '@/lib/alert-summary'
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
 * How many resolved alerts a home has, for 'Resolved Alerts (n)' and 'Total Alerts'. GET /api/alerts carries
 * the newest 500 resolved only: a home watched for years showed 'Resolved Alerts (500)' whatever its history.
 * Only then is the summary read (GET /api/alerts/summary, its `resolvedCount`); read again with the list on
 * every alert event, as it is keyed under '/api/alerts'.
 */
export function useResolvedTotal(clientId: string, alerts: readonly Pick<CircleAlert, 'isResolved'>[] | undefined): ResolvedTotal {
  const listed = alerts?.filter((a) => a.isResolved).length ?? 0
  const isCapped = listed >= RESOLVED_ALERTS_LISTED
  const summary = useQuery<CircleAlertSummary>({ queryKey: alertSummaryKey(clientId), enabled: isCapped })
  // the two reads may answer a resolve at different moments: never fewer than the list itself shows
  const total = isCapped ? Math.max(listed, summary.data?.resolvedCount ?? listed) : listed
  return { listed, total, isCapped }
}
