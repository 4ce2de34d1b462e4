import { useQuery } from '@tanstack/react-query'
import { alertsKey, type CircleAlert } from '@/features/alerts/api/get-alerts'
import { useCircle } from '@/lib/circle'
import { activeAlertsLabel, badgeCount } from '@/lib/format/badge-count'

/**
 * Active (unresolved) alerts of the circle on screen. The same query as the Alerts page and the
 * dashboard's card: one request shared by all three, refetched by the live stream's alert events and
 * after Resolve, and always the same number as the page's 'Active Alerts (n)'.
 */
function useActiveAlertCount() {
  const { clientId } = useCircle()
  const { data } = useQuery<CircleAlert[]>({ queryKey: alertsKey(clientId ?? ''), enabled: Boolean(clientId) })
  return data?.filter((a) => !a.isResolved).length ?? 0
}

/** The sidebar's Alerts badge: nothing at zero, '99+' past 99; a screen reader hears the real number */
export function ActiveAlertsBadge() {
  const count = useActiveAlertCount()
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
