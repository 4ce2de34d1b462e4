import { useEffect, useState } from 'react'
import type { ToastItem } from '@/lib/use-toast'
import { createToastAnnouncer, TOAST_LABEL, type Announcement } from './toast-announcer'

/**
 * The toaster's own live regions (toast-announcer.ts). Like the new alerts' (new-alert-announcer.tsx) they are
 * always on the page, as live regions must be to be heard; a modal dialog's hiding of the rest of the page
 * leaves an aria-live element out (aria-hidden's hideOthers), so a toast over a dialog is heard too.
 */
export function ToastLiveRegions({ toasts }: { toasts: readonly ToastItem[] }) {
  const [said, setSaid] = useState<Announcement | null>(null)
  const [announcer] = useState(() => createToastAnnouncer(setSaid))
  useEffect(() => announcer.hear(toasts), [announcer, toasts])
  useEffect(() => () => announcer.stop(), [announcer])
  return <LiveRegions said={said} />
}

export function LiveRegions({ said }: { said: Announcement | null }) {
  const words = said && (
    <>
      {TOAST_LABEL} {said.title}
      {said.title && said.description && ' '}
      {said.description}
    </>
  )
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="toast-polite" className="sr-only">
        {said && !said.isUrgent && words}
      </div>
      <div aria-live="assertive" aria-atomic="true" data-testid="toast-assertive" className="sr-only">
        {said?.isUrgent && words}
      </div>
    </>
  )
}
