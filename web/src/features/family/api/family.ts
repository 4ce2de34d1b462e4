import type { FamilyInvitation, FamilyInvite, FamilyMember } from '@contracts/family'
import type { InvitationSent } from '@contracts/invitations'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { CIRCLE_PEOPLE_KEY } from '@/lib/circle-people'

const MEMBERS = '/api/family/members'
const INVITATIONS = '/api/family/invitations'

/** GET /api/family/members?clientId=… — the people who joined the circle */
export const useFamilyMembers = (clientId: string) => useQuery<FamilyMember[]>({ queryKey: [MEMBERS, { clientId }] })

/** GET /api/family/invitations?clientId=… — invitations into the circle nobody has accepted yet */
export const useFamilyInvitations = (clientId: string) => useQuery<FamilyInvitation[]>({ queryKey: [INVITATIONS, { clientId }] })

function useFamilyAction<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([MEMBERS, INVITATIONS, CIRCLE_PEOPLE_KEY].map((root) => queryClient.invalidateQueries({ queryKey: [root] })))
    },
  })
}

/** POST /api/family/invite?clientId=… */
export const useInviteFamilyMember = (clientId: string) =>
  useFamilyAction(async (input: FamilyInvite) => (await (await apiRequest('POST', urlOf(['/api/family/invite', { clientId }]), input)).json()) as InvitationSent)

/** DELETE /api/family/members/:id?clientId=… */
export const useRemoveFamilyMember = (clientId: string) =>
  useFamilyAction(async (id: string) => {
    await apiRequest('DELETE', urlOf([`${MEMBERS}/${id}`, { clientId }]))
  })

/** DELETE /api/family/invitations/:id?clientId=… — the link stops working */
export const useRevokeFamilyInvitation = (clientId: string) =>
  useFamilyAction(async (id: string) => {
    await apiRequest('DELETE', urlOf([`${INVITATIONS}/${id}`, { clientId }]))
  })

/** POST /api/family/invitations/:id/resend?clientId=… — a new link for another week; the old one stops working */
export const useResendFamilyInvitation = (clientId: string) =>
  useFamilyAction(async (id: string) => (await (await apiRequest('POST', urlOf([`${INVITATIONS}/${id}/resend`, { clientId }]))).json()) as InvitationSent)
