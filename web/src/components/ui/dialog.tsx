import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { useFocusOrigin } from '@/lib/focus-origin'
import { cn } from '@/lib/utils'
import { closesOnBack } from '@/lib/close-on-back'

/** Back closes it, as a phone's person expects (lib/close-on-back.tsx) */
export const Dialog = closesOnBack(DialogPrimitive.Root)
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

export const DialogOverlay = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) => (
  <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-black/50', className)} {...props} />
)

/**
 * A modal centred on the screen: focus stays inside while open and returns to the trigger on close;
 * Escape and the close button dismiss it. Scrolls inside itself on short screens. Opened without a
 * Trigger, focus still returns to what opened it (lib/focus-origin.ts).
 */
export function DialogContent({ className, children, onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const focusOrigin = useFocusOrigin(onOpenAutoFocus, onCloseAutoFocus)
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-1rem)] grid-cols-[minmax(0,1fr)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-4 shadow-lg wrap-anywhere sm:w-[calc(100vw-2rem)] sm:p-6',
          className,
        )}
        {...props}
        {...focusOrigin}
      >
        {children}
        {/* 44 px on a touch screen, the X where it was */}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute right-3 top-3 inline-flex items-center justify-center rounded-md p-1 opacity-70 hover:opacity-100 focus:outline-hidden focus:ring-2 focus:ring-ring pointer-coarse:right-0.5 pointer-coarse:top-0.5 pointer-coarse:size-11"
        >
          <X className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export const DialogHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-1.5 pr-6 text-left', className)} {...props} />
)
export const DialogFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
)
export const DialogTitle = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) => (
  <DialogPrimitive.Title className={cn('text-lg font-semibold leading-none tracking-tight', className)} {...props} />
)
export const DialogDescription = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) => (
  <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
)
