import type { PushKey, PushSubscriptionInput } from '@contracts/notifications'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** GET /api/notifications/push-key — what this browser subscribes with; fixed for the server's life */
export const usePushKey = () => useQuery<PushKey>({ queryKey: ['/api/notifications/push-key'], staleTime: Infinity })

/** POST /api/notifications/push-subscriptions — this browser takes the person's web push from now on */
export async function savePushSubscription(subscription: PushSubscriptionInput) {
  await apiRequest('POST', '/api/notifications/push-subscriptions', subscription)
}

/** DELETE /api/notifications/push-subscriptions — this browser stops taking it */
export async function deletePushSubscription(endpoint: string) {
  await apiRequest('DELETE', '/api/notifications/push-subscriptions', { endpoint })
}
