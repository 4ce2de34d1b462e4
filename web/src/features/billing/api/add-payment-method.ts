import type { CurrentSubscription, PaymentMethodInput } from '@contracts/billing'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { showSubscription } from './get-subscription'

/**
 * POST /api/subscription/payment-method?clientId=… — the card the browser checked, as brand, last 4
 * digits, expiry and name (the whole number and the code never leave the browser)
 */
export async function addPaymentMethod(clientId: string, input: PaymentMethodInput) {
  const res = await apiRequest('POST', urlOf(['/api/subscription/payment-method', { clientId }]), input)
  return (await res.json()) as CurrentSubscription
}

export function useAddPaymentMethod(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PaymentMethodInput) => addPaymentMethod(clientId, input),
    onSuccess: (sub) => showSubscription(queryClient, clientId, sub),
  })
}
