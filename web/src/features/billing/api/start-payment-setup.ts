import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadAfterConflict } from './get-subscription'

/** POST /api/subscription/payment-setup?clientId=… — a clientSecret to add or replace the card of a running plan */
export async function startPaymentSetup(clientId: string) {
  const res = await apiRequest('POST', urlOf(['/api/subscription/payment-setup', { clientId }]))
  return (await res.json()) as { clientSecret: string }
}

export function useStartPaymentSetup(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => startPaymentSetup(clientId),
    onError: (error) => reloadAfterConflict(queryClient, clientId, error),
  })
}
