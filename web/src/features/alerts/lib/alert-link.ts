// An alert's e-mail and push link to /alerts?home=<clientId>&alert=<alertId>: the page is of the home the
// address names (lib/circle.ts, decision 0122; the layout refuses one not on offer), and opens on that alert, its card at the top of the
// screen with focus on it. On a phone the card the person was woken for sat under the filters and four
// stat cards, its buttons below the fold; a screen reader started at the top of the page. The dashboard's
// Open in Alerts opens it on the most urgent alert the same way (lib/home-dashboard-link.ts alertPageHref).
import { ALERT_PARAM, HOME_PARAM } from '@/lib/home-dashboard-link'

/** `/alerts?home=<clientId>&alert=<alertId>`: the page of one home, opened on one of its alerts */
export const alertLinkPath = (clientId: string, alertId: string) => `/alerts?${new URLSearchParams({ [HOME_PARAM]: clientId, [ALERT_PARAM]: alertId })}`

/** What `?alert=` asks for; undefined when the address names no alert */
export const readAlertLink = (search: string): string | undefined => new URLSearchParams(search).get(ALERT_PARAM) ?? undefined

/** The address's search without `?alert=`: the link is spent once the page opened on it; `?home=` and the rest stay */
export function searchWithoutAlert(search: string) {
  const params = new URLSearchParams(search)
  params.delete(ALERT_PARAM)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/** The tab that shows the alert: Active while it is open, Resolved once someone saw to it; none when the home has no such alert */
export function tabOfAlert(alerts: readonly { id: string; isResolved: boolean }[], alertId: string): 'active' | 'resolved' | undefined {
  const alert = alerts.find((a) => a.id === alertId)
  if (!alert) return undefined
  return alert.isResolved ? 'resolved' : 'active'
}
