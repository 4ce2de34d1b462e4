import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadAlerts, type AlertResponseAction } from './get-alerts'

/** POST /api/alerts/:id/responses?clientId=… { action }: tells the circle who is responding */
export async function respondToAlert(clientId: string, id: string, action: AlertResponseAction) {
  await apiRequest('POST', urlOf([`/api/alerts/${id}/responses`, { clientId }]), { action })
}

export function useRespondToAlert(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AlertResponseAction }) => respondToAlert(clientId, id, action),
    // not awaited: Contact's toast and call come once the response is stored, not after the lists are read again
    onSuccess: () => void reloadAlerts(queryClient),
  })
}
