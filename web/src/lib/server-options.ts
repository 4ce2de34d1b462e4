import { useQuery } from '@tanstack/react-query'
import type { AuthOptions } from '@contracts/auth'
import { getQueryFn } from '@/lib/api-client'

const AUTH_OPTIONS_KEY = ['/api/auth/options'] as const

/**
 * Set when the server starts, so read once a page load: kept while no page shows them (the Dashboard left for an hour
 * and come back to), never stale. They were read again on every Dashboard visit and the stream's every 'ready' (the
 * page change and the stream read again whatever is the home's, and these were taken for the home's: lib/live-events.ts)
 */
const READ_ONCE = { staleTime: Infinity, gcTime: Infinity } as const

/**
 * What this server offers, read before anyone signs in (GET /api/auth/options): whether it makes
 * accounts for anyone or by invitation only, and whether the dashboard may simulate motion. Until it
 * answers, or if it cannot, the register page offers the form as the spec has it (the server refuses an
 * account it would not make and the page then says why), and the dashboard offers no simulation.
 */
export function useAuthOptions() {
  return useQuery<AuthOptions | null>({ queryKey: AUTH_OPTIONS_KEY, queryFn: getQueryFn<AuthOptions>({ on401: 'throw' }), ...READ_ONCE, retry: 1 })
}
