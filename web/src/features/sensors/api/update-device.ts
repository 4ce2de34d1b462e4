import type { DeviceUpdate } from '@contracts/devices'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadSensors, type Sensor } from './get-devices'

export async function updateDevice(clientId: string, id: string, input: DeviceUpdate): Promise<Sensor> {
  const res = await apiRequest('PUT', urlOf(['/api/devices', id, { clientId }]), input)
  return (await res.json()) as Sensor
}

export function useUpdateDevice(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeviceUpdate }) => updateDevice(clientId, id, input),
    onSuccess: () => reloadSensors(queryClient),
  })
}
