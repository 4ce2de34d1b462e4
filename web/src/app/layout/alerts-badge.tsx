import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { alertsKey, type CircleAlert } from '@/features/alerts/api/get-alerts'
import { useCircle } from '@/lib/circle'
import { activeAlertsLabel, APP_TITLE, badgeCount, titleWithAlerts } from '@/lib/format/badge-count'

/**
 * Active (unresolved) alerts of the circle on screen. The same query as the Alerts page and the
 * dashboard's card: one request shared by all three, refetched by the live stream's alert events and
 * after Resolve, and always the same number as the page's 'Active Alerts (n)'.
 */
export function useActiveAlertCount() {
  return useCircleAlerts()?.filter((a) => !a.isResolved).length ?? 0
}

/** The circle on screen's alerts, the same read as the count's (undefined until it answers) */
export function useCircleAlerts() {
  const { clientId } = useCircle()
  return useQuery<CircleAlert[]>({ queryKey: alertsKey(clientId ?? ''), enabled: Boolean(clientId) }).data
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

/** The tab's title carries the count too ('(2) Alerts · Hearthwatch'), for a tab in the background or a phone's tab list */
export function useAlertsInTitle(count: number, page?: string) {
  useEffect(() => {
    document.title = titleWithAlerts(count, page)
  }, [count, page])
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
