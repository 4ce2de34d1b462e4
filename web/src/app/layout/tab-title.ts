import type { Role } from '@contracts/enums'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { openAlertsKey, type OpenAlertsOfEveryHome } from '@/features/alerts/api/get-open-alerts'
import { useAllHomesShown } from '@/features/alerts/hooks/use-all-homes-shown'
import { circleName, useCircle } from '@/lib/circle'
import { openAlertsInPicker } from '@/lib/other-homes'
import { navItemAt } from './nav-items'

// pages about people or the business, not about the home picked in the top bar
const ABOUT_NO_HOME = new Set(['/users', '/business'])

export const ALL_HOMES = 'All homes'

/**
 * What the tab's title says (alerts-badge.tsx useAlertsInTitle): the page, and for someone who sees several homes
 * (staff, a carer of two parents) whose home it shows: each tab keeps its own home, and a support agent with a few
 * tabs open read '(1) Alerts · Hearthwatch' on every one. On All homes, that, with every home's open alerts (the
 * list's own count once read, the picker's till then) rather than the picked home's.
 */
export function useTabTitle(role: Role, homeAlerts: number) {
  const [location] = useLocation()
  const { circles, current } = useCircle()
  const isAllHomes = useAllHomesShown(role)
  // the page's own read, not another: only what it already holds
  const everyHome = useQuery<OpenAlertsOfEveryHome>({ queryKey: openAlertsKey, enabled: false }).data
  const page = navItemAt(location)
  if (isAllHomes) return { count: everyHome?.total ?? openAlertsInPicker(circles), page: page?.label, place: ALL_HOMES }
  const place = circles.length > 1 && current && page && !ABOUT_NO_HOME.has(page.href) ? circleName(current) : undefined
  return { count: homeAlerts, page: page?.label, place }
}
