import type { CareNoteInput } from '@contracts/care-notes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'

/**
 * POST /api/care-notes?clientId=… { category, content, isPrivate }, then every list of care notes
 * reloads (the Care Notes page, the dashboard's recent notes). Shared because two features write
 * notes: the Care Notes page and a sensor's 'Add Care Note'.
 */
export function useCreateCareNote(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: CareNoteInput) => {
      await apiRequest('POST', urlOf(['/api/care-notes', { clientId }]), input)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/care-notes'] }),
  })
}
