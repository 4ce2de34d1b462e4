import type { HomeMonitoring } from '@contracts/home-settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { CIRCLES_KEY } from '@/lib/circle'

/** Staff end the watching of the home, or start it again (decision 0045) */
export function useSetHomeMonitoring(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (ended: boolean) =>
      (await apiRequest('PUT', urlOf(['/api/circle/monitoring', { clientId }]), { ended })).json() as Promise<HomeMonitoring>,
    // the home's state travels with the circle list; its alerts closed, its figures and engine view changed
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === CIRCLES_KEY || JSON.stringify(query.queryKey).includes(clientId) }),
  })
}
