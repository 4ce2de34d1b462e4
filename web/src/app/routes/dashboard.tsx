import { useAuth } from '@/features/auth/api/get-user'
import { Dashboard } from '@/features/dashboard/components/dashboard'
import { circleName, useCircle } from '@/lib/circle'
import { Spinner } from '../guards'

/** / and /dashboard: a spinner while the person and their circle load, then the circle's dashboard (the layout keeps the live stream open) */
export function DashboardPage() {
  const { user, isLoading: isUserLoading } = useAuth()
  const { clientId, current, isLoading: isCircleLoading } = useCircle()
  if (isUserLoading || isCircleLoading || !user) return <Spinner label="Loading dashboard" />
  if (!clientId) {
    return (
      <div className="mx-auto max-w-7xl space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Monitoring Your Loved One</h1>
        <p className="text-slate-600">You are not part of a care circle yet, so there is nothing to monitor.</p>
      </div>
    )
  }
  return <Dashboard key={clientId} clientId={clientId} name={circleName(current) || 'Your Loved One'} role={user.role} />
}
