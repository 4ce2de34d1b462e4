import type { CareNoteInput } from '@contracts/care-notes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'
import { sendOwnChange } from '@/lib/own-changes'

/**
 * POST /api/care-notes?clientId=… { category, content, isPrivate }, then every list of care notes
 * reloads (the Care Notes page, the dashboard's recent notes). Shared because two features write
 * notes: the Care Notes page and a sensor's 'Add Care Note'. The live stream's word of the note reads them no
 * second time (own-changes.ts).
 */
/** What a change to a note reads again itself once the server answers: every list of notes */
export const NOTE_READS = ['/api/care-notes'] as const

export function useCreateCareNote(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: CareNoteInput) => {
      await sendOwnChange(queryClient, NOTE_READS, (headers) => apiRequest('POST', urlOf(['/api/care-notes', { clientId }]), input, headers))
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [NOTE_READS[0]] }),
  })
}
