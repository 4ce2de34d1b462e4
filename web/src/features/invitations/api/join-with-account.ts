import type { CurrentUser } from '@contracts/auth'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { circleChoice } from '@/lib/circle-choice'

/** Accepts into the signed-in account (decision 0014): nothing to fill in, no new account */
export async function joinWithAccount(token: string): Promise<CurrentUser> {
  const res = await apiRequest('POST', `/api/invitations/${encodeURIComponent(token)}/accept`, {})
  return (await res.json()) as CurrentUser
}

/**
 * Once accepted, the app starts afresh on the home just joined: it is the one this tab looks at, and
 * where a new tab starts. The other homes stay in the top bar's picker.
 */
export function useJoinWithAccount(token: string, circleId: string | null) {
  return useMutation({
    mutationFn: () => joinWithAccount(token),
    onSuccess: () => {
      if (circleId) circleChoice.choose(circleId)
      window.location.assign('/')
    },
  })
}
