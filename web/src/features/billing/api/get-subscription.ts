import type { CurrentSubscription } from '@contracts/billing'
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { parseApiError } from '@/lib/api-error'

const CURRENT = '/api/subscription/current'
const keyOf = (clientId: string) => [CURRENT, { clientId }] as const

/** GET /api/subscription/current?clientId=… — the home's subscription (status inactive, plan free when none) */
export const useCurrentSubscription = (clientId: string) => useQuery<CurrentSubscription>({ queryKey: keyOf(clientId) })

/** Every billing action answers with the subscription as it now is: show that, no second read */
export const showSubscription = (queryClient: QueryClient, clientId: string, sub: CurrentSubscription) =>
  queryClient.setQueryData(keyOf(clientId), sub)

/** Refused as not allowed now (409: another tab or person changed the plan first): read what is true now */
export async function reloadAfterConflict(queryClient: QueryClient, clientId: string, error: unknown) {
  if (parseApiError(error).status === 409) await queryClient.invalidateQueries({ queryKey: keyOf(clientId) })
}
