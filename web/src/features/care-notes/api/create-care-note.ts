import type { CareNoteInput } from '@contracts/care-notes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { reloadCareNotes } from './get-care-notes'

/** POST /api/care-notes?clientId=… { category, content, isPrivate } */
export async function createCareNote(clientId: string, input: CareNoteInput) {
  await apiRequest('POST', urlOf(['/api/care-notes', { clientId }]), input)
}

export function useCreateCareNote(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CareNoteInput) => createCareNote(clientId, input),
    onSuccess: () => reloadCareNotes(queryClient),
  })
}
