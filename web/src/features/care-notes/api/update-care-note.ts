import type { CareNoteUpdate } from '@contracts/care-notes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { NOTE_READS } from '@/lib/create-care-note'
import { sendOwnChange } from '@/lib/own-changes'
import { reloadCareNotes } from './get-care-notes'

/** PUT /api/care-notes/:id?clientId=… — its author, or staff */
export async function updateCareNote(clientId: string, id: string, input: CareNoteUpdate, headers: Record<string, string> = {}) {
  await apiRequest('PUT', urlOf([`/api/care-notes/${id}`, { clientId }]), input, headers)
}

export function useUpdateCareNote(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CareNoteUpdate }) => sendOwnChange(queryClient, NOTE_READS, (headers) => updateCareNote(clientId, id, input, headers)),
    onSuccess: () => reloadCareNotes(queryClient),
  })
}
