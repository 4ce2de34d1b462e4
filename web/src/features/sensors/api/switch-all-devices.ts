import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadSensors } from './get-devices'

/** Every sensor of the home on or off at once; answers how many it changed */
export async function switchAllDevices(clientId: string, isActive: boolean): Promise<{ switched: number }> {
  const res = await apiRequest('PUT', urlOf(['/api/devices/switch', { clientId }]), { isActive })
  return (await res.json()) as { switched: number }
}

export function useSwitchAllDevices(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (isActive: boolean) => switchAllDevices(clientId, isActive),
    onSuccess: () => reloadSensors(queryClient),
  })
}
