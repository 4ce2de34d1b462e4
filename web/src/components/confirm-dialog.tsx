import type { MouseEvent, ReactNode } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { busyProps, buttonVariants } from '@/components/ui/button'

interface ConfirmDialogProps {
  /** given, the caller opens and closes it; else `trigger` opens it and it closes on its own */
  open?: boolean
  /** Cancel, Escape, or the confirm button when the dialog does not wait */
  onClose?: () => void
  /** the button that opens it; focus goes back to it on close */
  trigger?: ReactNode
  title: ReactNode
  description: ReactNode
  /** shown between the question and the buttons, e.g. what is about to go */
  children?: ReactNode
  confirmLabel: ReactNode
  /** the button that answers no; 'Cancel' unless that would read like the action (Cancel Subscription) */
  cancelLabel?: ReactNode
  /** a red confirm button, for what cannot be undone */
  destructive?: boolean
  onConfirm: () => unknown
  /**
   * Given, the dialog waits for the work: it stays open, both buttons unavailable (focus kept: busyProps) and the confirm button
   * reading `label`, while `isPending`; the caller closes it when the work succeeds, so a failure
   * leaves the question on screen (so it needs `open`). Without it the dialog closes at once and the work runs behind it.
   */
  waitFor?: { isPending: boolean; label: ReactNode }
  /** where focus goes on close; Radix's own rule without it */
  onCloseAutoFocus?: (event: Event) => void
  /** where focus starts (preventDefault and focus it); Cancel without it */
  onOpenAutoFocus?: (event: Event) => void
}

/** A yes/no question that must be answered (Radix AlertDialog: focus starts on Cancel, Escape cancels) */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onClose, trigger, title, description, children, confirmLabel, cancelLabel = 'Cancel', destructive = false, onConfirm, waitFor, onCloseAutoFocus, onOpenAutoFocus } = props
  const isPending = waitFor?.isPending ?? false

  const confirm = (event: MouseEvent) => {
    if (waitFor) event.preventDefault()
    void onConfirm()
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !isPending && onClose?.()}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent onOpenAutoFocus={onOpenAutoFocus} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel {...busyProps(isPending)}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction className={destructive ? buttonVariants({ variant: 'destructive' }) : undefined} onClick={confirm} {...busyProps(isPending)}>
            {isPending ? waitFor?.label : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
