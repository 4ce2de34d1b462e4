import type { SensorCapacity } from '@contracts/devices'
import { useQuery } from '@tanstack/react-query'

/** GET /api/devices/capacity?clientId=…: under '/api/devices', so every change to sensors reads it again */
export function useSensorCapacity(clientId: string) {
  return useQuery<SensorCapacity>({ queryKey: ['/api/devices', 'capacity', { clientId }] })
}
