import type { CareNoteInput } from '@contracts/care-notes'
import type { NOTE_CATEGORIES } from '@contracts/enums'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, urlOf } from '@/lib/api-client'

export const NOTE_CATEGORY_LABELS: Record<(typeof NOTE_CATEGORIES)[number], string> = {
  health_check: 'Health Check',
  medication: 'Medication',
  emergency: 'Emergency',
  system_alert: 'System Alert',
  personal_note: 'Personal Note',
  family_update: 'Family Update',
}

export async function createCareNote(clientId: string, input: CareNoteInput) {
  await apiRequest('POST', urlOf(['/api/care-notes', { clientId }]), input)
}

export function useCreateCareNote(clientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CareNoteInput) => createCareNote(clientId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/care-notes'] }),
  })
}
