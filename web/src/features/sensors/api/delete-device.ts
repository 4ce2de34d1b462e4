import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadSensors } from './get-devices'

/** Removes the sensor and its whole history; the server answers 204 */
export async function deleteDevice(clientId: string, id: string) {
  await apiRequest('DELETE', urlOf(['/api/devices', id, { clientId }]))
}

export function useDeleteDevice(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteDevice(clientId, id),
    onSuccess: () => reloadSensors(queryClient),
  })
}
