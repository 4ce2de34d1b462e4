import type { HomeTimeZone } from '@contracts/home-settings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'

export const homeTimeZoneKey = (clientId: string) => ['/api/circle/time-zone', { clientId }] as const

/** The zone the home's hours, days and nights are counted in */
export function useHomeTimeZone(clientId: string) {
  return useQuery<HomeTimeZone>({ queryKey: homeTimeZoneKey(clientId) })
}

export function useSaveHomeTimeZone(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (timeZone: string) =>
      (await apiRequest('PUT', urlOf(['/api/circle/time-zone', { clientId }]), { timeZone })).json() as Promise<HomeTimeZone>,
    onSuccess: (saved) => {
      queryClient.setQueryData(homeTimeZoneKey(clientId), saved)
      // the circle list carries the zone too (today's counts, times on alerts)
      void queryClient.invalidateQueries({ queryKey: ['/api/circles'] })
    },
  })
}
