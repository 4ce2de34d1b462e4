import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadCareNotes } from './get-care-notes'

/** DELETE /api/care-notes/:id?clientId=… — admin and support only */
export async function deleteCareNote(clientId: string, id: string) {
  await apiRequest('DELETE', urlOf([`/api/care-notes/${id}`, { clientId }]))
}

export function useDeleteCareNote(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteCareNote(clientId, id),
    onSuccess: () => reloadCareNotes(queryClient),
  })
}
