import type { TuyaAccountLink } from '@contracts/tuya'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { tuyaStatusKey } from './get-tuya-status'

/** Staff link the home to the Tuya app account its sensors are paired with (null unlinks it) */
export function useLinkTuyaAccount(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (tuyaUserId: TuyaAccountLink['tuyaUserId']) => {
      await apiRequest('PUT', urlOf(['/api/tuya/account', { clientId }]), { tuyaUserId })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tuyaStatusKey(clientId) }),
  })
}
