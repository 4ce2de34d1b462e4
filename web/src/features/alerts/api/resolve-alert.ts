import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import type { ResolveAnswer } from '../lib/resolve-outcome'
import { reloadAlerts } from './get-alerts'

/** PUT /api/alerts/:id/resolve?clientId=… — the server records who resolved it, and answers with who did */
export async function resolveAlert(clientId: string, id: string) {
  return (await apiRequest('PUT', urlOf([`/api/alerts/${id}/resolve`, { clientId }]))).json() as Promise<ResolveAnswer>
}

export function useResolveAlert(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => resolveAlert(clientId, id),
    onSuccess: () => reloadAlerts(queryClient),
  })
}
