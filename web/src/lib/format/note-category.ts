// The care-note categories as people read them (SPEC.md §2): the note form, the note cards, the
// category filter and the dashboard's recent notes all say the same words.
import type { NOTE_CATEGORIES } from '@contracts/enums'

export const NOTE_CATEGORY_LABELS: Record<(typeof NOTE_CATEGORIES)[number], string> = {
  health_check: 'Health Check',
  medication: 'Medication',
  emergency: 'Emergency',
  system_alert: 'System Alert',
  personal_note: 'Personal Note',
  family_update: 'Family Update',
}

/** For a category as the server sent it: one this build does not know is shown as it came */
export function noteCategoryLabel(category: string) {
  return Object.hasOwn(NOTE_CATEGORY_LABELS, category) ? NOTE_CATEGORY_LABELS[category as keyof typeof NOTE_CATEGORY_LABELS] : category
}
