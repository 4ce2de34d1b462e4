import type { Role } from '@contracts/enums'
import { useQuery, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { alertsKey, type CircleAlert } from '@/features/alerts/api/get-alerts'
import { useAllHomesShown } from '@/features/alerts/hooks/use-all-homes-shown'
import { alertSummaryKey, type CircleAlertSummary } from '@/lib/alert-summary'
import { useCircle } from '@/lib/circle'
import { activeAlertsLabel, APP_TITLE, badgeCount, titleWithAlerts } from '@/lib/format/badge-count'
import { isCircleQuery } from '@/lib/live'
import type { ArrivingAlert } from '@/lib/new-alerts'
import { pageAt } from './nav-items'

/** What the top bar uses of the home's alerts: how many are open, and for a screen reader's news, the alerts */
export interface TopBarAlerts {
  openCount: number
  alerts: readonly ArrivingAlert[]
}

/** Either read, as the top bar uses it (module-level: a stable `select` is worked out once per answer) */
const inBrief = (data: CircleAlert[] | CircleAlertSummary): TopBarAlerts =>
  Array.isArray(data) ? { openCount: data.filter((a) => !a.isResolved).length, alerts: data } : data

/**
 * One home's Alerts page reads the home's whole alert list itself. The dashboard's Alerts card reads only
 * the open alerts (decision 0091): a closed one leaves that read without saying who closed it, which the
 * screen reader's 'Alert closed' needs, so there the top bar reads the summary as on every other page
 */
function usePageReadsAlertList(role: Role) {
  const [location] = useLocation()
  const isAllHomes = useAllHomesShown(role)
  return pageAt(location) === '/alerts' && !isAllHomes
}

/**
 * The alerts of the circle on screen, for the sidebar's badge, the menu button's, the tab's title and
 * the screen reader's news. On one home's Alerts page, from the page's own read of the whole list (so always
 * its 'Active Alerts (n)'); on every other page, the dashboard included, from the home's summary
 * (GET /api/alerts/summary), not a list of up to 500 resolved alerts (decisions 0088, 0091). Both are read
 * again on every alert event, as is the dashboard's list of the open ones.
 */
export function useTopBarAlerts(role: Role): TopBarAlerts | undefined {
  const { clientId } = useCircle()
  const fromList = usePageReadsAlertList(role)
  return useQuery<CircleAlert[] | CircleAlertSummary, Error, TopBarAlerts, QueryKey>({
    queryKey: fromList ? alertsKey(clientId ?? '') : alertSummaryKey(clientId ?? ''),
    enabled: Boolean(clientId),
    select: inBrief,
    // from one read to the other on a new page: the count stays until the other answers; never another home's
    placeholderData: (previous, previousQuery) => (clientId && previousQuery && isCircleQuery(previousQuery.queryKey, clientId) ? previous : undefined),
  }).data
}

/** Active (unresolved) alerts of the circle on screen */
export const useActiveAlertCount = (role: Role) => useTopBarAlerts(role)?.openCount ?? 0

/** The sidebar's Alerts badge: nothing at zero, '99+' past 99; a screen reader hears the real number */
export function ActiveAlertsBadge({ role }: { role: Role }) {
  const count = useActiveAlertCount(role)
  const shown = badgeCount(count)
  if (!shown) return null
  return (
    <>
      <span data-testid="alerts-badge" aria-hidden="true" className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
        {shown}
      </span>
      <span className="sr-only">{activeAlertsLabel(count)}</span>
    </>
  )
}

/** The tab's title carries the count too ('(2) Alerts · Hearthwatch'), for a tab in the background or a phone's tab list; `place`, whose home (tab-title.ts) */
export function useAlertsInTitle(count: number, page?: string, place?: string) {
  useEffect(() => {
    document.title = titleWithAlerts(count, page, place)
  }, [count, page, place])
  useEffect(() => () => void (document.title = APP_TITLE), [])
}

/** A small count on the phone's menu button; the button's name says it (menuButtonLabel) */
export function MenuAlertsDot({ count }: { count: number }) {
  const shown = badgeCount(count)
  if (!shown) return null
  return (
    <span
      data-testid="menu-alerts-badge"
      aria-hidden="true"
      className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[0.6875rem] font-semibold leading-5 text-white"
    >
      {shown}
    </span>
  )
}
