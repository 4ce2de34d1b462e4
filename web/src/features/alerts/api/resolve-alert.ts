import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadAlerts } from './get-alerts'

/** PUT /api/alerts/:id/resolve?clientId=… — the server records who resolved it */
export async function resolveAlert(clientId: string, id: string) {
  await apiRequest('PUT', urlOf([`/api/alerts/${id}/resolve`, { clientId }]))
}

export function useResolveAlert(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => resolveAlert(clientId, id),
    onSuccess: () => reloadAlerts(queryClient),
  })
}
