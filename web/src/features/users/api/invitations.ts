import type { InvitationCreate, InvitationSent, PendingInvitation } from '@contracts/invitations'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { AUDIT_KEY } from './audit'

export const INVITATIONS_KEY = '/api/invitations'

export const usePendingInvitations = () => useQuery<PendingInvitation[]>({ queryKey: [INVITATIONS_KEY] })

/** One mutation per invitation action; each refreshes the pending list and the trail */
function useInvitationAction<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [INVITATIONS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [AUDIT_KEY] }),
      ])
    },
  })
}

export const useInviteUser = () =>
  useInvitationAction(async (input: InvitationCreate) => (await (await apiRequest('POST', INVITATIONS_KEY, input)).json()) as InvitationSent)

export const useResendInvitation = () =>
  useInvitationAction(async (id: string) => (await (await apiRequest('POST', `${INVITATIONS_KEY}/${id}/resend`)).json()) as InvitationSent)

export const useRevokeInvitation = () =>
  useInvitationAction(async (id: string) => {
    await apiRequest('DELETE', `${INVITATIONS_KEY}/${id}`)
  })
