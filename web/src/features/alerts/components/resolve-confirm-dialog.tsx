import { RESOLUTION_NOTE_MAX } from '@contracts/alert-note'
import { useId, useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { returnFocus } from '@/lib/return-focus'
import type { CircleAlert } from '../api/get-alerts'
import { notePlaceholder, resolveQuestion } from '../lib/resolve-outcome'

/** What the question needs of an alert: one home's list and All homes both have it */
export type Resolvable = Parameters<typeof resolveQuestion>[0] & { id: string; title: string }

export interface ResolveQuestion<A extends Resolvable = CircleAlert> {
  alert: A
  open: boolean
  /** asked for by 'Resolve with a note' (an alert that otherwise resolves in one tap): the box takes focus */
  withNote?: boolean
}

interface ResolveConfirmDialogProps<A extends Resolvable> {
  /** kept after closing, so the words stay while the dialog fades */
  asking: ResolveQuestion<A> | null
  /** `note`: what happened, when `offersNote` and something was written */
  onResolve: (alert: A, note?: string) => void
  /** a box to say what happened, for the rest of the circle ('Rang her — she was in the garden, fine') */
  offersNote?: boolean
  onClose: () => void
  /** the Resolve button; when its card has gone, `fallback` */
  returnFocusTo: HTMLElement | null
  fallback: () => void
  /** the person watched, on her own home: asked whether she is all right, not whether 'they' are */
  isOwnHome?: boolean
  /** whose home, where the list holds many (All homes): the dialog covers the card that said it */
  homeOf?: (alert: A) => string
}

/** From here on the box says how many characters are left */
const NOTE_COUNT_FROM = RESOLUTION_NOTE_MAX - 100

/**
 * 'Resolve this alert?' before an inactivity, possible-fall or silent-sensor alert is closed, or any
 * alert whose card's 'Resolve with a note' was chosen. It lives on the page,
 * not in the card, so that it stays put if the card goes (someone else resolved it meanwhile).
 */
export function ResolveConfirmDialog<A extends Resolvable>(props: ResolveConfirmDialogProps<A>) {
  const { asking, onResolve, onClose, returnFocusTo, fallback, isOwnHome = false, homeOf, offersNote = false } = props
  const noteId = useId()
  const box = useRef<HTMLTextAreaElement>(null)
  // the words belong to one alert: kept when the dialog closes (a resolve that failed is asked again with them), none for another alert
  const [draft, setDraft] = useState({ alertId: '', text: '' })
  const note = asking && draft.alertId === asking.alert.id ? draft.text : ''
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
      onConfirm={() => asking && onResolve(asking.alert, offersNote ? note.trim() || undefined : undefined)}
      onCloseAutoFocus={returnFocus(returnFocusTo, fallback)}
      onOpenAutoFocus={(event) => {
        if (!asking?.withNote || !box.current) return
        event.preventDefault()
        box.current.focus({ preventScroll: true })
      }}
    >
      {/* focus starts on Cancel: on a phone a box that took it would raise the keyboard over Resolve; but
          'Resolve with a note' was a wish to write, so there the box takes it (decision 0076) */}
      {offersNote && asking && (
        <div className="grid gap-2">
          <Label htmlFor={noteId}>What happened? (optional)</Label>
          <Textarea
            ref={box}
            id={noteId}
            rows={3}
            maxLength={RESOLUTION_NOTE_MAX}
            placeholder={notePlaceholder(asking.alert, { isOwnHome })}
            value={note}
            onChange={(e) => setDraft({ alertId: asking.alert.id, text: e.target.value })}
            aria-describedby={`${noteId}-hint`}
          />
          <p id={`${noteId}-hint`} className="text-xs text-slate-600">
            {isOwnHome ? 'Everyone in your care circle will see it.' : 'Everyone in the care circle will see it, with the alert.'}
            {note.length >= NOTE_COUNT_FROM && ` ${RESOLUTION_NOTE_MAX - note.length} characters left.`}
          </p>
        </div>
      )}
    </ConfirmDialog>
  )
}
