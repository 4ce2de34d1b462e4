import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadSensors } from './get-devices'

/** Imports the Tuya account's sensors into the circle (the server keeps to the plan's limit) */
export async function syncTuyaDevices(clientId: string) {
  await apiRequest('POST', urlOf(['/api/tuya/sync-devices', { clientId }]))
}

export function useSyncTuya(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => syncTuyaDevices(clientId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/tuya/status'] }),
    onSuccess: () => reloadSensors(queryClient),
  })
}
