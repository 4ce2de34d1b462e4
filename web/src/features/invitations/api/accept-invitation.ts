import type { CurrentUser } from '@contracts/auth'
import type { AcceptInvitation } from '@contracts/invitations'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export async function acceptInvitation(token: string, input: AcceptInvitation): Promise<CurrentUser> {
  const res = await apiRequest('POST', `/api/invitations/${encodeURIComponent(token)}/accept`, input)
  return (await res.json()) as CurrentUser
}

/**
 * Accepting signs the new person in. The app then starts afresh at the dashboard, as sign-in and
 * registration do: whatever this browser held belonged to someone else, or to nobody.
 */
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (input: AcceptInvitation) => acceptInvitation(token, input),
    onSuccess: () => window.location.assign('/'),
  })
}
