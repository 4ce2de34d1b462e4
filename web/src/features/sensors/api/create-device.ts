import type { DeviceInput } from '@contracts/devices'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadSensors, type Sensor } from './get-devices'

export async function createDevice(clientId: string, input: DeviceInput): Promise<Sensor> {
  const res = await apiRequest('POST', urlOf(['/api/devices', { clientId }]), input)
  return (await res.json()) as Sensor
}

export function useCreateDevice(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DeviceInput) => createDevice(clientId, input),
    onSuccess: () => reloadSensors(queryClient),
  })
}
