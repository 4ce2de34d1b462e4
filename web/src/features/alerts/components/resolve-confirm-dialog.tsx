import { ConfirmDialog } from '@/components/confirm-dialog'
import { returnFocus } from '@/lib/return-focus'
import type { CircleAlert } from '../api/get-alerts'
import { resolveQuestion } from '../lib/resolve-outcome'

export interface ResolveQuestion {
  alert: CircleAlert
  open: boolean
}

interface ResolveConfirmDialogProps {
  /** kept after closing, so the words stay while the dialog fades */
  asking: ResolveQuestion | null
  onResolve: (alert: CircleAlert) => void
  onClose: () => void
  /** the Resolve button; when its card has gone, `fallback` */
  returnFocusTo: HTMLElement | null
  fallback: () => void
}

/**
 * 'Resolve this alert?' before an inactivity, possible-fall or silent-sensor alert is closed. It lives on the page,
 * not in the card, so that it stays put if the card goes (someone else resolved it meanwhile).
 */
export function ResolveConfirmDialog({ asking, onResolve, onClose, returnFocusTo, fallback }: ResolveConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={asking?.open ?? false}
      onClose={onClose}
      title="Resolve this alert?"
      description={
        asking && (
          <>
            <span className="block font-medium text-slate-900">{asking.alert.title}</span>
            {resolveQuestion(asking.alert)}
          </>
        )
      }
      confirmLabel="Resolve Alert"
      onConfirm={() => asking && onResolve(asking.alert)}
      onCloseAutoFocus={returnFocus(returnFocusTo, fallback)}
    />
  )
}
