import type { NOTE_CATEGORIES } from '@contracts/enums'
import { useQuery, type QueryClient } from '@tanstack/react-query'

export type NoteCategory = (typeof NOTE_CATEGORIES)[number]

/** A note as GET /api/care-notes sends it: newest first, with its author (dates as ISO strings) */
export interface CareNote {
  id: string
  userId: string
  /** null once the account of who wrote it was deleted: the note stays the home's */
  authorId: string | null
  category: NoteCategory
  content: string
  isPrivate: boolean
  createdAt: string
  updatedAt: string
  /** set when someone changed the note after it was written: when, and who (as they are called now) */
  editedAt: string | null
  editedBy: string | null
  editor: { firstName: string | null; lastName: string | null } | null
  author: { firstName: string | null; lastName: string | null } | null
}

export const careNotesKey = (clientId: string) => ['/api/care-notes', { clientId }] as const

/** GET /api/care-notes?clientId=… — private notes only for their author and staff (the server decides) */
export function useCareNotes(clientId: string) {
  return useQuery<CareNote[]>({ queryKey: careNotesKey(clientId) })
}

export const reloadCareNotes = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['/api/care-notes'] })
