import type { CircleSummary } from '@contracts/circles'

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
