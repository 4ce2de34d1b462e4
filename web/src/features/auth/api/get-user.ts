import { useQuery } from '@tanstack/react-query'
import type { CurrentUser } from '@contracts/auth'
import { getQueryFn } from '@/lib/api-client'
import { USER_QUERY_KEY } from '@/lib/auth-errors'

/** The signed-in person, `null` when signed out (a 401 here is an answer, not an error). */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
  })
  const user = data ?? null
  return { user, isLoading, isAuthenticated: Boolean(user) }
}
