import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { useFocusOrigin } from '@/lib/focus-origin'
import { cn } from '@/lib/utils'
import { closesOnBack } from '@/lib/close-on-back'
import { CENTRED_MODAL, CloseCorner, MODAL_OVERLAY, putAwayEarlierToasts } from './modal-parts'

/** Back closes it, as a phone's person expects (lib/close-on-back.tsx) */
export const Dialog = closesOnBack(DialogPrimitive.Root)
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

export const DialogOverlay = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) => (
  <DialogPrimitive.Overlay className={cn(MODAL_OVERLAY, className)} {...props} />
)

/**
 * A modal centred on the screen: focus stays inside while open and returns to the trigger on close;
 * Escape and the close button dismiss it. Scrolls inside itself on short screens. Opened without a
 * Trigger, focus still returns to what opened it (lib/focus-origin.ts).
 */
export function DialogContent({ className, children, onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const focusOrigin = useFocusOrigin((event) => {
    putAwayEarlierToasts()
    onOpenAutoFocus?.(event)
  }, onCloseAutoFocus)
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(CENTRED_MODAL, className)}
        {...props}
        {...focusOrigin}
      >
        {children}
        <CloseCorner label="Close" coarseClassName="pointer-coarse:right-0.5 pointer-coarse:top-0.5" iconClassName="size-4" />
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
