import type { Role } from '@contracts/enums'
import { useLocation, useSearch } from 'wouter'
import { alertsViewOf } from '../lib/alerts-view-of'

/**
 * Whether staff's All homes list is on screen: the layout's one live stream then carries every home's
 * alert changes besides the picked home's (decision 0076), so that someone starting to respond, an
 * alert raised or resolved in any home reads the list again at once, not at its next half minute
 */
export function useAllHomesShown(role: Role) {
  const [location] = useLocation()
  const search = useSearch()
  return location === '/alerts' && alertsViewOf(search, role) === 'all'
}
