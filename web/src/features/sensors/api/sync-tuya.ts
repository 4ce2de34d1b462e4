import type { TuyaSyncResult } from '@contracts/tuya'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadSensors } from './get-devices'

/** Imports the Tuya account's sensors into the circle (the server keeps to the plan's limit) */
export async function syncTuyaDevices(clientId: string): Promise<TuyaSyncResult> {
  const res = await apiRequest('POST', urlOf(['/api/tuya/sync-devices', { clientId }]))
  return (await res.json()) as TuyaSyncResult
}

export function useSyncTuya(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => syncTuyaDevices(clientId),
    // the card shows the state the server kept, success or failure
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/tuya/status'] }),
    onSuccess: () => reloadSensors(queryClient),
  })
}
