import { SensorManagement } from '@/features/sensors/components/sensor-management'
import { CirclePage } from './circle-page'

/** /sensors: the circle's sensors */
export function SensorsPage() {
  return (
    <CirclePage title="Sensor Management" loading="Loading sensors" nothing="are no sensors to show">
      {({ user, clientId }) => <SensorManagement role={user.role} userId={user.id} clientId={clientId} />}
    </CirclePage>
  )
}
