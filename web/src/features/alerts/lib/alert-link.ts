// An alert's e-mail and push link to /alerts?home=<clientId>&alert=<alertId>: the layout takes `?home=`
// first (app/layout/home-link.ts), then the Alerts page opens on that alert, its card at the top of the
// screen with focus on it. On a phone the card the person was woken for sat under the filters and four
// stat cards, its buttons below the fold; a screen reader started at the top of the page. The dashboard's
// Open in Alerts opens it on the most urgent alert the same way (lib/home-dashboard-link.ts alertPageHref).
import { ALERT_PARAM, HOME_PARAM } from '@/lib/home-dashboard-link'

/** `/alerts?home=<clientId>&alert=<alertId>`: the page of one home, opened on one of its alerts */
export const alertLinkPath = (clientId: string, alertId: string) => `/alerts?${new URLSearchParams({ [HOME_PARAM]: clientId, [ALERT_PARAM]: alertId })}`

/** What `?alert=` asks for, and the address without it; undefined while `?home=` is still to be read (it may change the home) */
export function readAlertLink(search: string): { alertId: string; search: string } | undefined {
  const params = new URLSearchParams(search)
  const alertId = params.get(ALERT_PARAM)
  if (alertId === null || params.has(HOME_PARAM)) return undefined
  params.delete(ALERT_PARAM)
  const rest = params.toString()
  return { alertId, search: rest ? `?${rest}` : '' }
}

/** The tab that shows the alert: Active while it is open, Resolved once someone saw to it; none when the home has no such alert */
export function tabOfAlert(alerts: readonly { id: string; isResolved: boolean }[], alertId: string): 'active' | 'resolved' | undefined {
  const alert = alerts.find((a) => a.id === alertId)
  if (!alert) return undefined
  return alert.isResolved ? 'resolved' : 'active'
}
