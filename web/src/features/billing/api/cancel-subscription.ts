import type { CurrentSubscription } from '@contracts/billing'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadAfterConflict, showSubscription } from './get-subscription'

/** POST /api/subscription/cancel?clientId=… — the plan ends at the close of its period (at once when past due) */
export async function cancelSubscription(clientId: string) {
  const res = await apiRequest('POST', urlOf(['/api/subscription/cancel', { clientId }]))
  return (await res.json()) as CurrentSubscription
}

export function useCancelSubscription(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => cancelSubscription(clientId),
    onSuccess: (sub) => showSubscription(queryClient, clientId, sub),
    onError: (error) => reloadAfterConflict(queryClient, clientId, error),
  })
}
