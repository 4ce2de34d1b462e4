import type { CircleSummary } from '@contracts/circles'
import { ALERT_SEVERITIES } from '@contracts/enums'

/**
 * Homes other than the one on screen that have open alerts, and the worst severity among them: a carer
 * of two homes looking at one, or an agent at one of forty, is told at once that another needs them.
 */
export function otherHomesNeedingAttention(circles: readonly CircleSummary[], shownClientId: string | undefined) {
  const homes = circles.filter((c) => c.clientId !== shownClientId && c.openAlerts > 0)
  const isUrgent = homes.some((c) => c.topSeverity === 'critical' || c.topSeverity === 'high')
  const label = homes.length === 0 ? null : `${homes.length} other ${homes.length === 1 ? 'home has' : 'homes have'} open alerts`
  return { count: homes.length, isUrgent, label }
}

/** 'All homes (N open)' before the list is read: the picker's counts, which cover the same homes */
export const openAlertsInPicker = (circles: readonly Pick<CircleSummary, 'openAlerts'>[]) => circles.reduce((sum, c) => sum + c.openAlerts, 0)

const severityRank = (c: CircleSummary) => (c.topSeverity ? ALERT_SEVERITIES.indexOf(c.topSeverity) : -1)

/**
 * Where a browser with no home chosen yet opens: the home with the most urgent open alert (the most
 * severe, then the newest of those), so that an agent with forty homes lands on the one that needs
 * her; without any open alert, the first in the list's own order
 */
export function homeToOpen(circles: readonly CircleSummary[]): CircleSummary | undefined {
  let best = circles[0]
  for (const c of circles) {
    if (!best || c.openAlerts === 0) continue
    const bySeverity = severityRank(c) - severityRank(best)
    // ISO times in UTC compare as text
    if (bySeverity > 0 || (bySeverity === 0 && (c.topAlertAt ?? '') > (best.topAlertAt ?? ''))) best = c
  }
  return best
}
