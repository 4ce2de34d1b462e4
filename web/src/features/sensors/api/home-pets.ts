import type { HomePets } from '@contracts/home-settings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'

export const homePetsKey = (clientId: string) => ['/api/circle/pets', { clientId }] as const

/** Whether a cat or dog lives in the home, which the motion sensors see as well as the person */
export function useHomePets(clientId: string) {
  return useQuery<HomePets>({ queryKey: homePetsKey(clientId) })
}

export function useSaveHomePets(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (petsAtHome: boolean) => (await apiRequest('PUT', urlOf(['/api/circle/pets', { clientId }]), { petsAtHome })).json() as Promise<HomePets>,
    onSuccess: (saved) => queryClient.setQueryData(homePetsKey(clientId), saved),
  })
}
