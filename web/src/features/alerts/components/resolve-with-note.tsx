import { MessageSquarePlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { asksBeforeResolve, type AlertKind } from '@/lib/alert-urgency'
import { TAP } from '@/lib/tap'

interface ResolveWithNoteProps {
  alert: AlertKind
  /** the card's title (and home): which alert the button is about, for a screen reader */
  describedBy: string
  /** its alert's request is under way (unavailable, keeping focus) */
  busy: boolean
  /** the button, to take focus back after the question was cancelled */
  onClick: (button: HTMLElement) => void
}

/**
 * Beside Resolve on an alert that resolves in one tap (a later start to the day, less activity than
 * usual): Resolve's question with its 'What happened?' box, for whoever has something to say. Resolve
 * itself stays one tap (decision 0076); the urgent alerts ask anyway, with the box.
 */
export function ResolveWithNote({ alert, describedBy, busy, onClick }: ResolveWithNoteProps) {
  if (asksBeforeResolve(alert)) return null
  return (
    <Button variant="outline" size="sm" className={TAP} aria-describedby={describedBy} busy={busy} data-action="resolve-with-note" onClick={(e) => onClick(e.currentTarget)}>
      <MessageSquarePlus aria-hidden="true" /> Resolve with a note
    </Button>
  )
}
