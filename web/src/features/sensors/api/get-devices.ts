import type { Device } from '@contracts/devices'
import { useQuery, type QueryClient } from '@tanstack/react-query'

/** A sensor as the API sends it: dates arrive as ISO strings */
export type Sensor = Omit<Device, 'lastActivity' | 'switchedOffAt' | 'createdAt' | 'updatedAt'> & {
  lastActivity: string | null
  /** since when the family has had it switched off; null while on (absent from older servers) */
  switchedOffAt?: string | null
  /** since when the engine has had an open offline alert about it; null when it has none */
  offlineSince: string | null
  createdAt: string
  updatedAt: string
}

export const devicesKey = (clientId: string) => ['/api/devices', { clientId }] as const

/** GET /api/devices?clientId=… through the default query function */
export function useDevices(clientId: string) {
  return useQuery<Sensor[]>({ queryKey: devicesKey(clientId) })
}

/** After any change to sensors: the list and the dashboard's counts (SPEC.md §7) */
export function reloadSensors(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/devices'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
  ])
}
