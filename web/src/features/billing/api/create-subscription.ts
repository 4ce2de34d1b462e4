import type { SubscriptionCreate, SubscriptionCreated } from '@contracts/billing'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadAfterConflict, showSubscription } from './get-subscription'

/** POST /api/subscription/create?clientId=… — Start Free Trial; its clientSecret opens the payment dialog */
export async function createSubscription(clientId: string, input: SubscriptionCreate) {
  const res = await apiRequest('POST', urlOf(['/api/subscription/create', { clientId }]), input)
  return (await res.json()) as SubscriptionCreated
}

export function useCreateSubscription(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SubscriptionCreate) => createSubscription(clientId, input),
    onSuccess: (created) => showSubscription(queryClient, clientId, created.subscription),
    onError: (error) => reloadAfterConflict(queryClient, clientId, error),
  })
}
