import { useQuery } from '@tanstack/react-query'
import type { AuthOptions } from '@contracts/auth'
import { getQueryFn } from '@/lib/api-client'

/**
 * What this server offers, read before anyone signs in (GET /api/auth/options): whether it makes
 * accounts for anyone or by invitation only, and whether the dashboard may simulate motion. Until it
 * answers, or if it cannot, the register page offers the form as the spec has it (the server refuses an
 * account it would not make and the page then says why), and the dashboard offers no simulation.
 */
export function useAuthOptions() {
  return useQuery<AuthOptions | null>({ queryKey: ['/api/auth/options'], queryFn: getQueryFn<AuthOptions>({ on401: 'throw' }), staleTime: 5 * 60_000, retry: 1 })
}
