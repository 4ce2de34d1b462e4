import { CIRCLE_NOT_FOUND } from '@contracts/errors'
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { getQueryFn } from './api-client'
import { parseApiError } from './api-error'
import { handleUnauthorized, isUnauthorizedError, USER_QUERY_KEY } from './auth-errors'
import { CIRCLES_KEY } from './circle'
import { recordReadStarts } from './read-starts'

const onError = (error: unknown) => {
  if (isUnauthorizedError(error)) handleUnauthorized(() => queryClient.setQueryData(USER_QUERY_KEY, null))
}

const namesCircle = (queryKey: QueryKey) => {
  const params = queryKey.at(-1)
  return typeof params === 'object' && params !== null && 'clientId' in params
}

/**
 * A read about one home answered that the home is not on offer: it may be gone (its client deleted, or the
 * person taken out of its circle). Fetch the homes on offer again; the layout moves to another and says so
 * (app/layout/watched-circle.ts). A fetch already under way is not started twice. Another 404 is the
 * home's own answer ('No motion data yet' of a home being set up): taken for this, it read the homes
 * three times on each visit to such a home's dashboard.
 */
export function onCircleReadFailed(client: QueryClient, error: unknown, queryKey: QueryKey) {
  const { status, body } = parseApiError(error)
  if (status !== 404 || body?.message !== CIRCLE_NOT_FOUND || !namesCircle(queryKey)) return
  void client.invalidateQueries({ queryKey: [CIRCLES_KEY] }, { cancelRefetch: false })
}

// Reads never go stale, never refetch on focus and are never retried (SPEC.md §7); live updates
// arrive by invalidation instead. A stream that drops or goes silent is noticed, reopened and followed
// by a refetch of everything, and the alert list is read every minute regardless (lib/live.ts).
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      onError(error)
      onCircleReadFailed(queryClient, error, query.queryKey)
    },
  }),
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

// when each read left, for the live stream's first 'ready' (lib/live-ready.ts)
recordReadStarts(queryClient.getQueryCache())
