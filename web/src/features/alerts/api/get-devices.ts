import { useQuery } from '@tanstack/react-query'

/** The fields of a sensor that Troubleshoot shows (GET /api/devices sends more) */
export interface SensorHealth {
  id: string
  name: string
  location: string
  isActive: boolean
  /** since when the engine has had an open offline alert about it; null when it has none */
  offlineSince: string | null
  lastActivity: string | null
  batteryLevel: number | null
  signalStrength: number | null
}

/** GET /api/devices?clientId=… — the same key as the sensors page, so they share one cache entry */
export function useSensors(clientId: string, enabled: boolean) {
  return useQuery<SensorHealth[]>({ queryKey: ['/api/devices', { clientId }], enabled })
}
