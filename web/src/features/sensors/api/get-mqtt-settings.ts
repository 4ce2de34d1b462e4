import { MqttSettings } from '@contracts/ingest'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** GET /api/ingest/mqtt: whether this server reads Zigbee2MQTT, and on which base topic */
export async function fetchMqttSettings(): Promise<MqttSettings> {
  const res = await apiRequest('GET', '/api/ingest/mqtt')
  return MqttSettings.parse(await res.json())
}

export function useMqttSettings() {
  return useQuery({ queryKey: ['/api/ingest/mqtt'], queryFn: fetchMqttSettings })
}
