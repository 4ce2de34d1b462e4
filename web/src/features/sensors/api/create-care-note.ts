import { NOTE_CATEGORIES } from '@contracts/enums'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest, urlOf } from '@/lib/api-client'

export const NOTE_CONTENT_MAX = 1000

// SPEC.md §5. It belongs in contracts/ once the care-notes API is built, so both sides share it.
export const CareNoteInput = z.object({
  category: z.enum(NOTE_CATEGORIES),
  content: z.string().trim().min(1, 'Note content is required').max(NOTE_CONTENT_MAX, 'Note content too long'),
  isPrivate: z.boolean(),
})
export type CareNoteInput = z.infer<typeof CareNoteInput>

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
