import { z } from 'zod'
import { requiredText } from './text'
import { NOTE_CATEGORIES } from './enums'

export const NOTE_MAX = 1000

/** The note form and `POST /api/care-notes` (SPEC.md §5) */
export const CareNoteInput = z.object({
  category: z.enum(NOTE_CATEGORIES, { message: 'Choose a category' }).default('health_check'),
  content: requiredText('Note content is required', NOTE_MAX, 'Note content too long'),
  isPrivate: z.boolean().default(false),
})
export type CareNoteInput = z.input<typeof CareNoteInput>

/**
 * `PUT /api/care-notes/:id`: the form's fields, but a category or Private switch left out keeps what is
 * stored rather than taking a new note's default, so an API client that edits only the words of a private
 * note does not show it to the whole care circle, nor turn a medication note into a health check.
 */
export const CareNoteUpdate = CareNoteInput.extend({
  category: z.enum(NOTE_CATEGORIES, { message: 'Choose a category' }).optional(),
  isPrivate: z.boolean().optional(),
})
export type CareNoteUpdate = z.input<typeof CareNoteUpdate>

export const CareNoteParams = z.object({ id: z.uuid({ message: 'id must be a care note id' }) })
