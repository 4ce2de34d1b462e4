import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { cn } from '@/lib/utils'
import { dismissShownBefore } from '@/lib/use-toast'

/** The dimmed page behind a dialog, an alert dialog or a sheet */
export const MODAL_OVERLAY = 'fixed inset-0 z-50 bg-black/50'

/** A modal centred on the screen (a dialog, an alert dialog), scrolling inside itself on short screens */
export const CENTRED_MODAL =
  'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-1rem)] grid-cols-[minmax(0,1fr)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-4 shadow-lg wrap-anywhere sm:w-[calc(100vw-2rem)] sm:p-6'

interface CloseCornerProps {
  label: string
  /** where it sits on a touch screen, where it is 44 px (pointer-coarse:right-… pointer-coarse:top-…) */
  coarseClassName: string
  iconClassName: string
}

/** The X at a dialog's or a sheet's top right: 44 px on a touch screen, the X where it was */
export const CloseCorner = ({ label, coarseClassName, iconClassName }: CloseCornerProps) => (
  <DialogPrimitive.Close
    aria-label={label}
    className={cn(
      'absolute right-3 top-3 inline-flex items-center justify-center rounded-md p-1 opacity-70 hover:opacity-100 focus:outline-hidden focus:ring-2 focus:ring-ring pointer-coarse:size-11',
      coarseClassName,
    )}
  >
    <X className={iconClassName} />
  </DialogPrimitive.Close>
)

// When she last pressed, tapped or typed: the tap (or key) that opens a modal comes before the modal, and a toast
// raised by it (Troubleshoot's) comes after
let lastInputAt = 0
if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, () => (lastInputAt = Date.now()), true)
}

/**
 * As a modal opens on a phone: a toast raised before the tap that opened it is put away; one that tap raised stays.
 * Over a modal on a phone a toast goes to the screen's top edge (toast.tsx), where at large text the modal's title and
 * Close are: 'Contact Initiated' lay over 'Resolve this alert?' and its Close for the rest of its five seconds. Wider
 * screens keep it in the top bar, clear of the modal.
 */
export function putAwayEarlierToasts() {
  if (typeof window === 'undefined' || !window.matchMedia('(width < 40rem)').matches) return
  dismissShownBefore(lastInputAt)
}
