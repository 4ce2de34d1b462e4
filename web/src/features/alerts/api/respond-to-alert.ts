import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { sendOwnChange } from '@/lib/own-changes'
import { reloadAlerts, type AlertResponseAction } from './get-alerts'

/** POST /api/alerts/:id/responses?clientId=… { action }: tells the circle who is responding */
export async function respondToAlert(clientId: string, id: string, action: AlertResponseAction, headers: Record<string, string> = {}) {
  await apiRequest('POST', urlOf([`/api/alerts/${id}/responses`, { clientId }]), { action }, headers)
}

/** What a response reads again itself once the server answers (reloadAlerts): the stream's word of it leaves these to it */
export const RESPOND_READS = ['/api/alerts', '/api/dashboard/stats'] as const

export function useRespondToAlert(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AlertResponseAction }) =>
      sendOwnChange(queryClient, RESPOND_READS, (headers) => respondToAlert(clientId, id, action, headers)),
    // not awaited: Contact's toast and call come once the response is stored, not after the lists are read again
    onSuccess: () => void reloadAlerts(queryClient),
  })
}
