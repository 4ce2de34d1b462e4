import { isStaff } from '@contracts/access'
import { useEffect, useRef } from 'react'
import { useSearch } from 'wouter'
import { useAuth } from '@/features/auth/api/get-user'
import { AlertManagement } from '@/features/alerts/components/alert-management'
import { AlertsViewSwitch } from '@/features/alerts/components/alerts-view-switch'
import { EveryHomeAlerts } from '@/features/alerts/components/every-home-alerts'
import { alertsViewOf, type AlertsView } from '@/features/alerts/lib/alerts-view-of'
import { CirclePage } from './circle-page'

/** /alerts: the circle's alerts, kept live; for staff, on `?view=all`, every home's open alerts (decision 0030) */
export function AlertsPage() {
  const { user } = useAuth()
  const search = useSearch()
  const view = user ? alertsViewOf(search, user.role) : 'home'
  useStartOfNewView(view)
  // outside CirclePage: All homes is about no one home, so picking one in the top bar does not reset it
  if (view === 'all') return <EveryHomeAlerts />
  return (
    <CirclePage title="Alert Management" loading="Loading alerts" nothing="are no alerts to show">
      {({ user, clientId }) => (
        <AlertManagement clientId={clientId} role={user.role} email={user.email} viewSwitch={isStaff(user.role) ? <AlertsViewSwitch view="home" /> : undefined} />
      )}
    </CirclePage>
  )
}

/**
 * All homes and one home's list are different pages at one address: moving between them (Open home on
 * the ninth card, the view switch) starts at the top, as a page change does; a phone otherwise kept the
 * scroll of the long list it left, and opened the home halfway down its page
 */
function useStartOfNewView(view: AlertsView) {
  const shown = useRef(view)
  useEffect(() => {
    if (shown.current === view) return
    shown.current = view
    window.scrollTo(0, 0)
  }, [view])
}
