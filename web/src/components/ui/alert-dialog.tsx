import { AlertDialog as AlertDialogPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { useFocusOrigin } from '@/lib/focus-origin'
import { cn } from '@/lib/utils'
import { buttonVariants } from './button'
import { closesOnBack } from '@/lib/close-on-back'
import { CENTRED_MODAL, MODAL_OVERLAY, putAwayEarlierToasts } from './modal-parts'

export const AlertDialog = closesOnBack(AlertDialogPrimitive.Root)
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger

/** A confirmation that must be answered: no outside click closes it, Escape cancels, focus starts on Cancel */
export function AlertDialogContent({ className, onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  // opened without a Trigger, focus still returns to what opened it
  const focusOrigin = useFocusOrigin((event) => {
    putAwayEarlierToasts()
    onOpenAutoFocus?.(event)
  }, onCloseAutoFocus)
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={MODAL_OVERLAY} />
      <AlertDialogPrimitive.Content
        className={cn(CENTRED_MODAL, className)}
        {...props}
        {...focusOrigin}
      />
    </AlertDialogPrimitive.Portal>
  )
}

export const AlertDialogHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-2 text-left', className)} {...props} />
)
export const AlertDialogFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
)
export const AlertDialogTitle = ({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) => (
  <AlertDialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />
)
export const AlertDialogDescription = ({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Description>) => (
  <AlertDialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
)
export const AlertDialogAction = ({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Action>) => (
  <AlertDialogPrimitive.Action className={cn(buttonVariants(), className)} {...props} />
)
export const AlertDialogCancel = ({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Cancel>) => (
  <AlertDialogPrimitive.Cancel className={cn(buttonVariants({ variant: 'outline' }), className)} {...props} />
)
