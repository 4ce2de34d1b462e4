import { ConfirmDialog } from '@/components/confirm-dialog'
import { returnFocus } from '@/lib/return-focus'

export interface PendingConfirmation {
  title: string
  description: string
  /** a second line under the question: what else goes with it */
  consequence?: string
  confirmLabel: string
  destructive?: boolean
  run: () => Promise<void>
}

/**
 * One confirmation dialog for Deactivate, Reactivate and Delete User, and Revoke Invitation; on close, focus goes back
 * to `returnFocusTo`, the button that opened it, while it is still there
 */
export function ConfirmUserAction({ pending, onClose, returnFocusTo }: { pending: PendingConfirmation | null; onClose: () => void; returnFocusTo: HTMLElement | null }) {
  return (
    <ConfirmDialog
      open={pending !== null}
      onClose={onClose}
      onCloseAutoFocus={returnFocus(returnFocusTo)}
      title={pending?.title}
      // one description, so the second line is read out with the question
      description={
        <>
          {pending?.description}
          {pending?.consequence && <span className="mt-2 block">{pending.consequence}</span>}
        </>
      }
      confirmLabel={pending?.confirmLabel}
      destructive={pending?.destructive}
      onConfirm={() => pending?.run().finally(onClose)}
    />
  )
}
