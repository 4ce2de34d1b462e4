import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { getQueryFn } from './api-client'
import { handleUnauthorized, isUnauthorizedError, USER_QUERY_KEY } from './auth-errors'

const onError = (error: unknown) => {
  if (isUnauthorizedError(error)) handleUnauthorized(() => queryClient.setQueryData(USER_QUERY_KEY, null))
}

// Reads never go stale, never refetch on focus and are never retried (SPEC.md §7); live updates
// arrive by invalidation instead.
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
})
