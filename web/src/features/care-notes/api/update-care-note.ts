import type { CareNoteUpdate } from '@contracts/care-notes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadCareNotes } from './get-care-notes'

/** PUT /api/care-notes/:id?clientId=… — its author, or staff */
export async function updateCareNote(clientId: string, id: string, input: CareNoteUpdate) {
  await apiRequest('PUT', urlOf([`/api/care-notes/${id}`, { clientId }]), input)
}

export function useUpdateCareNote(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CareNoteUpdate }) => updateCareNote(clientId, id, input),
    onSuccess: () => reloadCareNotes(queryClient),
  })
}
