import { AlertManagement } from '@/features/alerts/components/alert-management'
import { CirclePage } from './circle-page'

/** /alerts: the circle's alerts, kept live */
export function AlertsPage() {
  return (
    <CirclePage title="Alert Management" loading="Loading alerts" nothing="are no alerts to show">
      {({ user, clientId }) => <AlertManagement clientId={clientId} role={user.role} />}
    </CirclePage>
  )
}
