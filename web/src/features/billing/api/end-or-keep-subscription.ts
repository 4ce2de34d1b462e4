import type { CurrentSubscription } from '@contracts/billing'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadAfterConflict, showSubscription } from './get-subscription'

/**
 * POST /api/subscription/cancel?clientId=… — the plan ends at the close of its period (at once when past due);
 * POST /api/subscription/reactivate?clientId=… — a plan set to end keeps going. Each answers with the plan as it now is.
 */
export async function changeSubscription(clientId: string, change: 'cancel' | 'reactivate') {
  const res = await apiRequest('POST', urlOf([`/api/subscription/${change}`, { clientId }]))
  return (await res.json()) as CurrentSubscription
}

function useSubscriptionChange(clientId: string, change: 'cancel' | 'reactivate') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => changeSubscription(clientId, change),
    onSuccess: (sub) => showSubscription(queryClient, clientId, sub),
    onError: (error) => reloadAfterConflict(queryClient, clientId, error),
  })
}

export const useCancelSubscription = (clientId: string) => useSubscriptionChange(clientId, 'cancel')
export const useReactivateSubscription = (clientId: string) => useSubscriptionChange(clientId, 'reactivate')
