import { Dashboard } from '@/features/dashboard/components/dashboard'
import { useAlertsIntro } from '@/features/notifications/components/alerts-intro-card'
import type { CurrentUser } from '@contracts/auth'
import { circleName } from '@/lib/circle'
import { CirclePage } from './circle-page'

/** / and /dashboard: the circle's dashboard, kept live */
export function DashboardPage() {
  return (
    <CirclePage title="Monitoring Your Loved One" loading="Loading dashboard" nothing="is nothing to monitor">
      {({ user, clientId, current }) => <CircleDashboard user={user} clientId={clientId} name={circleName(current) || 'Your Loved One'} />}
    </CirclePage>
  )
}

function CircleDashboard({ user, clientId, name }: { user: CurrentUser; clientId: string; name: string }) {
  // a carer who joined by invitation is told once how alerts about this home reach her
  const intro = useAlertsIntro({ home: name, email: user.email, isOffered: user.role === 'carer' })
  return (
    <Dashboard clientId={clientId} name={name} role={user.role} ownAddress={user.role === 'client' && user.id === clientId ? user.email : null} intro={intro} />
  )
}
