import { ConfirmDialog } from '@/components/confirm-dialog'
import { returnFocus } from '@/lib/return-focus'
import type { CircleAlert } from '../api/get-alerts'
import { resolveQuestion } from '../lib/resolve-outcome'

/** What the question needs of an alert: one home's list and All homes both have it */
type Resolvable = Parameters<typeof resolveQuestion>[0] & { title: string }

export interface ResolveQuestion<A extends Resolvable = CircleAlert> {
  alert: A
  open: boolean
}

interface ResolveConfirmDialogProps<A extends Resolvable> {
  /** kept after closing, so the words stay while the dialog fades */
  asking: ResolveQuestion<A> | null
  onResolve: (alert: A) => void
  onClose: () => void
  /** the Resolve button; when its card has gone, `fallback` */
  returnFocusTo: HTMLElement | null
  fallback: () => void
  /** the person watched, on her own home: asked whether she is all right, not whether 'they' are */
  isOwnHome?: boolean
  /** whose home, where the list holds many (All homes): the dialog covers the card that said it */
  homeOf?: (alert: A) => string
}

/**
 * 'Resolve this alert?' before an inactivity, possible-fall or silent-sensor alert is closed. It lives on the page,
 * not in the card, so that it stays put if the card goes (someone else resolved it meanwhile).
 */
export function ResolveConfirmDialog<A extends Resolvable>({ asking, onResolve, onClose, returnFocusTo, fallback, isOwnHome = false, homeOf }: ResolveConfirmDialogProps<A>) {
  return (
    <ConfirmDialog
      open={asking?.open ?? false}
      onClose={onClose}
      title="Resolve this alert?"
      description={
        asking && (
          <>
            <span className="block font-medium text-slate-900">{asking.alert.title}</span>
            {homeOf && (
              <span className="block font-medium text-slate-900" data-testid="resolve-home">
                {homeOf(asking.alert)}
              </span>
            )}
            {resolveQuestion(asking.alert, { isOwnHome })}
          </>
        )
      }
      confirmLabel="Resolve Alert"
      onConfirm={() => asking && onResolve(asking.alert)}
      onCloseAutoFocus={returnFocus(returnFocusTo, fallback)}
    />
  )
}
