// The care-note categories as people read them (SPEC.md §2): the note form, the note cards, the
// category filter and the dashboard's recent notes all say the same words, in the same colours.
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

type Category = (typeof NOTE_CATEGORIES)[number]

const CATEGORY_TONE: Record<Category, string> = {
  health_check: 'bg-green-100 text-green-800',
  medication: 'bg-blue-100 text-blue-800',
  emergency: 'bg-red-100 text-red-800',
  system_alert: 'bg-orange-100 text-orange-800',
  personal_note: 'bg-purple-100 text-purple-800',
  family_update: 'bg-pink-100 text-pink-800',
}

/** A category's badge colours; one this build does not know is grey */
export function noteCategoryTone(category: string) {
  return Object.hasOwn(CATEGORY_TONE, category) ? CATEGORY_TONE[category as Category] : 'bg-slate-100 text-slate-800'
}
