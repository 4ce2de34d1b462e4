import type { ReactNode } from 'react'
import type { ToastItem } from '@/lib/use-toast'

/*
 * What a screen reader hears of a toast (decision 0131). Radix's own announcement is a region it adds with the
 * toast and takes away a second later (its timer starts before the words go in, two frames on): on a slow
 * phone the words can be gone before the screen reader reads them. The app's two regions are on the page
 * from the start and keep a toast's words until the next toast: an error in the assertive one, the rest in
 * the polite one, as new alerts are told (new-alert-announcer.tsx). For the next toast both are emptied
 * first and the words put in a moment later, so the same words again are a change, and are heard again.
 */

/** The words the regions hold, with Radix's 'Notification' before them as before */
export interface Announcement {
  title?: ReactNode
  description?: ReactNode
  isUrgent: boolean
}

export const TOAST_LABEL = 'Notification'

/** How long the emptied regions stay empty: a change of its own, seen apart from the words that follow */
export const REFILL_AFTER_MS = 100

/** Hears the toaster's list (newest first) and says each toast once, through `say` (null: empty the regions) */
export function createToastAnnouncer(say: (announcement: Announcement | null) => void) {
  let heardId: string | undefined
  let refill: ReturnType<typeof setTimeout> | undefined
  return {
    hear(toasts: readonly ToastItem[]) {
      const newest = toasts[0]
      // a toast put away, or shown again by a render, is not new
      if (!newest || newest.id === heardId) return
      heardId = newest.id
      clearTimeout(refill)
      say(null)
      const { title, description, variant } = newest
      refill = setTimeout(() => say({ title, description, isUrgent: variant === 'destructive' }), REFILL_AFTER_MS)
    },
    /** unmounted: nothing more is said, and mounted again (React's strict mode does) the newest toast is said again */
    stop() {
      clearTimeout(refill)
      heardId = undefined
    },
  }
}
