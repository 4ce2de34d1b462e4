import type { SignInOfferCreate, SignInOfferSent, SignInOfferState } from '@contracts/sign-in-offers'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { AUDIT_KEY } from './audit'
import { USERS_KEY } from './users'

/** `GET /api/users/:id/sign-in-offer`: the sign-in link waiting for this person, if any (decision 0025) */
const offerKey = (id: string) => [USERS_KEY, id, 'sign-in-offer'] as const

export const useSignInOffer = (id: string) => useQuery<SignInOfferState>({ queryKey: offerKey(id) })

/** One mutation per action on the link; each reads the waiting link and the trail again */
function useOfferAction<T, R>(id: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: offerKey(id) }), queryClient.invalidateQueries({ queryKey: [AUDIT_KEY] })])
    },
  })
}

const url = (id: string) => `${USERS_KEY}/${id}/sign-in-offer`

export const useOfferSignIn = (id: string) =>
  useOfferAction(id, async (input: SignInOfferCreate) => (await (await apiRequest('POST', url(id), input)).json()) as SignInOfferSent)

export const useResendSignInOffer = (id: string) =>
  useOfferAction(id, async (_: void) => (await (await apiRequest('POST', `${url(id)}/resend`)).json()) as SignInOfferSent)

export const useWithdrawSignInOffer = (id: string) =>
  useOfferAction(id, async (_: void) => {
    await apiRequest('DELETE', url(id))
  })
