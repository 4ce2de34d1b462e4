// The Care Notes page's rules (SPEC.md §2): the category filter, search, the four counts. Pure: the
// clock is passed in so tests pin it.
import { NOTE_CATEGORIES } from '@contracts/enums'
import { NOTE_CATEGORY_LABELS } from '@/lib/format/note-category'
import type { CareNote, NoteCategory } from '../api/get-care-notes'

export const CATEGORY_FILTERS: { value: NoteCategory | 'all'; label: string }[] = [
  { value: 'all', label: 'All Categories' },
  ...NOTE_CATEGORIES.map((value) => ({ value, label: NOTE_CATEGORY_LABELS[value] })),
]

export interface NoteFilters {
  search: string
  category: NoteCategory | 'all'
}

export const isFiltered = ({ search, category }: NoteFilters) => search.trim() !== '' || category !== 'all'

type Author = CareNote['author'] | null | undefined

export const authorName = (author: Author) => [author?.firstName, author?.lastName].filter(Boolean).join(' ') || 'Unknown author'

export const initials = (author: Author) =>
  `${author?.firstName?.trim()[0] ?? ''}${author?.lastName?.trim()[0] ?? ''}`.toUpperCase() || '?'

/** Who changed the note after it was written, when someone did: 'Edited by Sky Support' ('Edited' when unknown) */
export function editedBy(note: Pick<CareNote, 'editedAt' | 'editor'>): string | null {
  if (!note.editedAt) return null
  return note.editor && (note.editor.firstName || note.editor.lastName) ? `Edited by ${authorName(note.editor)}` : 'Edited'
}

type Filterable = Pick<CareNote, 'content' | 'category' | 'author'>

/** Search (case-insensitive) in the content and the author's full name, then the category */
export function filterNotes<T extends Filterable>(notes: readonly T[], { search, category }: NoteFilters): T[] {
  const needle = search.trim().toLowerCase()
  return notes.filter((n) => {
    if (category !== 'all' && n.category !== category) return false
    if (!needle) return true
    return n.content.toLowerCase().includes(needle) || authorName(n.author).toLowerCase().includes(needle)
  })
}

export interface NoteCounts {
  total: number
  /** written in the last 7 days */
  thisWeek: number
  healthChecks: number
  emergencies: number
}

export const WEEK_MS = 7 * 86_400_000

export function countNotes(notes: readonly Pick<CareNote, 'category' | 'createdAt'>[], now: Date): NoteCounts {
  const weekAgo = now.getTime() - WEEK_MS
  return {
    total: notes.length,
    thisWeek: notes.filter((n) => new Date(n.createdAt).getTime() >= weekAgo).length,
    healthChecks: notes.filter((n) => n.category === 'health_check').length,
    emergencies: notes.filter((n) => n.category === 'emergency').length,
  }
}
