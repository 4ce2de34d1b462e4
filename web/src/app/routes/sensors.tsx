import { useAuth } from '@/features/auth/api/get-user'
import { SensorManagement } from '@/features/sensors/components/sensor-management'
import { useCircle } from '@/lib/circle'
import { Spinner } from '../guards'

/** /sensors: a spinner while the person and their circle load, then the circle's sensors */
export function SensorsPage() {
  const { user, isLoading: isUserLoading } = useAuth()
  const { clientId, isLoading: isCircleLoading } = useCircle()
  if (isUserLoading || isCircleLoading || !user) return <Spinner label="Loading sensors" />
  if (!clientId) {
    return (
      <div className="mx-auto max-w-7xl space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Sensor Management</h1>
        <p className="text-slate-600">You are not part of a care circle yet, so there are no sensors to show.</p>
      </div>
    )
  }
  // keyed by circle: switching homes starts the page afresh (search, open dialogs)
  return <SensorManagement key={clientId} role={user.role} clientId={clientId} />
}
