import type { CurrentUser } from '@contracts/auth'
import type { AcceptSignInOffer } from '@contracts/sign-in-offers'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export async function acceptSignInOffer(token: string, input: AcceptSignInOffer): Promise<CurrentUser> {
  const res = await apiRequest('POST', `/api/sign-in-offers/${encodeURIComponent(token)}/accept`, input)
  return (await res.json()) as CurrentUser
}

/**
 * Choosing the password signs the person in. The app then starts afresh at their dashboard, as an
 * accepted invitation does: whatever this browser held belonged to someone else, or to nobody.
 */
export function useAcceptSignInOffer(token: string) {
  return useMutation({
    mutationFn: (input: AcceptSignInOffer) => acceptSignInOffer(token, input),
    onSuccess: () => window.location.assign('/'),
  })
}
