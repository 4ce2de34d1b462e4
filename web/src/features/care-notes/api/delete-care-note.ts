import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { NOTE_READS } from '@/lib/create-care-note'
import { sendOwnChange } from '@/lib/own-changes'
import { reloadCareNotes } from './get-care-notes'

/** DELETE /api/care-notes/:id?clientId=… — admin and support only */
export async function deleteCareNote(clientId: string, id: string, headers: Record<string, string> = {}) {
  await apiRequest('DELETE', urlOf([`/api/care-notes/${id}`, { clientId }]), undefined, headers)
}

export function useDeleteCareNote(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => sendOwnChange(queryClient, NOTE_READS, (headers) => deleteCareNote(clientId, id, headers)),
    onSuccess: () => reloadCareNotes(queryClient),
  })
}
