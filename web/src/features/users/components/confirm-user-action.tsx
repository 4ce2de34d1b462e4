import { useRef } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { returnFocus, useFocusWhenRemoved } from '@/lib/return-focus'

export interface PendingConfirmation {
  title: string
  description: string
  /** a second line under the question: what else goes with it */
  consequence?: string
  confirmLabel: string
  destructive?: boolean
  /** resolves true when the work was done, false when it failed (and said so) */
  run: () => Promise<boolean>
  /**
   * Given, the work removes the row that opened the dialog (Delete User, Revoke Invitation): where focus goes once it is
   * under way, taken while the row is still there (`focusNeighbourOf`)
   */
  focusWhenGone?: () => void
}

interface ConfirmUserActionProps {
  pending: PendingConfirmation | null
  /**
   * Cancel, Escape, the confirm button; and `finished`, once its work is over: that closes only `finished` itself, not
   * one she opened meanwhile (focus now goes straight on to the next row, whose Delete User she may confirm at once)
   */
  onClose: (finished?: PendingConfirmation) => void
  returnFocusTo: HTMLElement | null
}

/**
 * One confirmation dialog for Deactivate, Reactivate and Delete User, and Revoke Invitation; on close, focus goes back
 * to `returnFocusTo`, the button that opened it, while it is still there
 */
export function ConfirmUserAction({ pending, onClose, returnFocusTo }: ConfirmUserActionProps) {
  // The dialog closes as Delete User or Revoke is pressed, before the row has gone: focus went back to its button, still
  // there, which then left with the row and dropped focus to the top of the page. Work that removes its row sends focus
  // to the row's neighbour instead (kept here: `pending` is null again by the time the dialog has closed); work that
  // failed, back to the row's button, if focus is still where the close left it (not when she has gone on into the next
  // row's dialog meanwhile: `failed`)
  const whenGone = useRef<() => void>(() => undefined)
  const afterRemoval = useFocusWhenRemoved(() => whenGone.current())

  const confirm = async (current: PendingConfirmation) => {
    if (current.focusWhenGone) whenGone.current = current.focusWhenGone
    const work = current.focusWhenGone ? afterRemoval.removed() : null
    const done = await current.run().finally(() => onClose(current))
    if (!done) work?.failed(returnFocusTo)
  }

  const onCloseAutoFocus = (event: Event) => afterRemoval.takeFocus(event) || returnFocus(returnFocusTo)(event)

  return (
    <ConfirmDialog
      open={pending !== null}
      onClose={() => onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
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
      onConfirm={() => pending && confirm(pending)}
    />
  )
}
