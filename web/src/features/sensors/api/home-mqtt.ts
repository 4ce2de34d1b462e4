import { HomeMqtt } from '@contracts/ingest'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'

export const homeMqttKey = (clientId: string) => ['/api/circle/mqtt', { clientId }] as const

/** GET /api/circle/mqtt: whether this server reads Zigbee2MQTT, the base topic this home's uses, and its bridge */
export function useHomeMqtt(clientId: string) {
  return useQuery({ queryKey: homeMqttKey(clientId), queryFn: async () => HomeMqtt.parse(await (await apiRequest('GET', urlOf(homeMqttKey(clientId)))).json()) })
}

/** PUT /api/circle/mqtt: the home's own base topic, or null for the shared one */
export function useSaveHomeMqtt(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (baseTopic: string | null) => HomeMqtt.parse(await (await apiRequest('PUT', urlOf(homeMqttKey(clientId)), { baseTopic })).json()),
    onSuccess: (saved) => queryClient.setQueryData(homeMqttKey(clientId), saved),
  })
}
