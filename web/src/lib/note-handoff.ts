// A new care note's start, given elsewhere: the category that matches the alert she resolved, and what she wrote in
// Resolve's question, carried to the Care Notes page that the resolved alert's Add Care Note opens
// (features/alerts/components/resolved-note-offer.tsx), so that at 2 a.m. she does not type it twice nor pick the
// category. Kept in this tab's memory only, for one home, and taken once: the page opened by the new-note link takes
// it (features/care-notes), a reload or another tab starts empty, as a Health Check (SPEC.md's default).
import type { NOTE_CATEGORIES } from '@contracts/enums'

type NoteCategory = (typeof NOTE_CATEGORIES)[number]

export interface HandedOverNote {
  category: NoteCategory
  /** what she wrote (empty: nothing) */
  content: string
}

let handedOver: { clientId: string | undefined; note: HandedOverNote } | null = null

/**
 * The category of a note on an alert: an emergency (the button, a possible fall) is an Emergency; a sensor offline
 * or its battery low, a System Alert; anything else (a quiet spell, a change in her day) a Health Check
 */
export function noteCategoryOf(alert: { type: string }): NoteCategory {
  if (alert.type === 'emergency') return 'emergency'
  if (alert.type === 'sensor_offline') return 'system_alert'
  return 'health_check'
}

/** The next new note opened on `clientId` (the home on screen when undefined) starts as `note` */
export function handOverNote(clientId: string | undefined, note: HandedOverNote) {
  handedOver = { clientId, note }
}

/**
 * What was handed over for a new note on `clientId`, once; undefined when nothing was, or for another home. Let go
 * after the task that takes it, not at once: React's development mode runs the effect that takes it twice in a row
 */
export function takeHandedOverNote(clientId: string): HandedOverNote | undefined {
  const taken = handedOver
  if (taken) queueMicrotask(() => handedOver === taken && (handedOver = null))
  if (!taken || (taken.clientId !== undefined && taken.clientId !== clientId)) return undefined
  return taken.note
}
