import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'

/** Revokes at once: the hub's next call with this key gets 401 */
export async function revokeIngestKey(clientId: string, id: string) {
  await apiRequest('DELETE', urlOf(['/api/ingest-keys', id, { clientId }]))
}

export function useRevokeIngestKey(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => revokeIngestKey(clientId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/ingest-keys'] }),
  })
}
