import { Dashboard } from '@/features/dashboard/components/dashboard'
import { circleName } from '@/lib/circle'
import { CirclePage } from './circle-page'

/** / and /dashboard: the circle's dashboard, kept live */
export function DashboardPage() {
  return (
    <CirclePage title="Monitoring Your Loved One" loading="Loading dashboard" nothing="is nothing to monitor">
      {({ user, clientId, current }) => (
        <Dashboard
          clientId={clientId}
          name={circleName(current) || 'Your Loved One'}
          role={user.role}
          ownAddress={user.role === 'client' && user.id === clientId ? user.email : null}
        />
      )}
    </CirclePage>
  )
}
