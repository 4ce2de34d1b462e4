import type { CurrentSubscription } from '@contracts/billing'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadAfterConflict, showSubscription } from './get-subscription'

/** POST /api/subscription/reactivate?clientId=… — a plan set to end keeps going */
export async function reactivateSubscription(clientId: string) {
  const res = await apiRequest('POST', urlOf(['/api/subscription/reactivate', { clientId }]))
  return (await res.json()) as CurrentSubscription
}

export function useReactivateSubscription(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => reactivateSubscription(clientId),
    onSuccess: (sub) => showSubscription(queryClient, clientId, sub),
    onError: (error) => reloadAfterConflict(queryClient, clientId, error),
  })
}
