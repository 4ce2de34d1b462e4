import type { IngestKeyCreated } from '@contracts/ingest'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'

/** The answer holds the key itself, this once: the server keeps only its hash */
export async function createIngestKey(clientId: string, name: string | undefined): Promise<IngestKeyCreated> {
  const res = await apiRequest('POST', urlOf(['/api/ingest-keys', { clientId }]), name ? { name } : {})
  return (await res.json()) as IngestKeyCreated
}

export function useCreateIngestKey(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string | undefined) => createIngestKey(clientId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/ingest-keys'] }),
  })
}
