import { useQuery } from '@tanstack/react-query'

/** GET /api/devices/:id/stats: the sensor's events in the last 24 hours and its newest event */
export interface SensorStats {
  eventsLast24h: number
  lastEventAt: string | null
}

/** Keyed under '/api/devices' so a live 'motion' event refreshes it with the sensor list */
export function useSensorStats(clientId: string, deviceId: string | null) {
  return useQuery<SensorStats>({
    queryKey: ['/api/devices', deviceId, 'stats', { clientId }],
    enabled: deviceId !== null,
  })
}
