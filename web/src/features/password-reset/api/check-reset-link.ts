import type { ResetLinkStatus } from '@contracts/password-reset'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export async function checkResetLink(token: string): Promise<ResetLinkStatus> {
  // the token comes from the address bar: encoded, so whatever is there stays one part of the path
  const res = await apiRequest('GET', `/api/password-resets/${encodeURIComponent(token)}`)
  return (await res.json()) as ResetLinkStatus
}

/**
 * Whether the e-mailed link still works, asked when its page opens: 404 for a link that never was,
 * 410 for one used or expired. Not kept once the page closes, so opening the link again asks again.
 */
export const useResetLink = (token: string) =>
  useQuery({ queryKey: ['/api/password-resets', token], queryFn: () => checkResetLink(token), gcTime: 0 })
