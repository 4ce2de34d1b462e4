import { z } from 'zod'
import { requiredText } from './text'
import { NOTE_CATEGORIES } from './enums'

export const NOTE_MAX = 1000

/** The note form and `POST/PUT /api/care-notes` (SPEC.md §5) */
export const CareNoteInput = z.object({
  category: z.enum(NOTE_CATEGORIES, { message: 'Choose a category' }).default('health_check'),
  content: requiredText('Note content is required', NOTE_MAX, 'Note content too long'),
  isPrivate: z.boolean().default(false),
})
export type CareNoteInput = z.input<typeof CareNoteInput>

export const CareNoteParams = z.object({ id: z.uuid({ message: 'id must be a care note id' }) })
