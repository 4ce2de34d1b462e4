import { isStaff } from '@contracts/access'
import { useSearch } from 'wouter'
import { useAuth } from '@/features/auth/api/get-user'
import { AlertManagement } from '@/features/alerts/components/alert-management'
import { AlertsViewSwitch } from '@/features/alerts/components/alerts-view-switch'
import { EveryHomeAlerts } from '@/features/alerts/components/every-home-alerts'
import { alertsViewOf } from '@/features/alerts/lib/alerts-view'
import { CirclePage } from './circle-page'

/** /alerts: the circle's alerts, kept live; for staff, on `?view=all`, every home's open alerts (decision 0030) */
export function AlertsPage() {
  const { user } = useAuth()
  const search = useSearch()
  // outside CirclePage: All homes is about no one home, so picking one in the top bar does not reset it
  if (user && alertsViewOf(search, user.role) === 'all') return <EveryHomeAlerts />
  return (
    <CirclePage title="Alert Management" loading="Loading alerts" nothing="are no alerts to show">
      {({ user, clientId }) => (
        <AlertManagement clientId={clientId} role={user.role} viewSwitch={isStaff(user.role) ? <AlertsViewSwitch view="home" /> : undefined} />
      )}
    </CirclePage>
  )
}
