import { useRef } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { focusNeighbourOf, returnFocus, useFocusWhenRemoved } from '@/lib/return-focus'
import { toast } from '@/lib/use-toast'
import { useDeleteCareNote } from '../api/delete-care-note'
import type { CareNote } from '../api/get-care-notes'

interface DeleteNoteDialogProps {
  clientId: string
  note: CareNote | null
  onClose: () => void
  /** where focus goes when the dialog closes: the note's menu button, else the fallback (the note is gone) */
  returnFocusTo: HTMLElement | null
  /** the page's heading: where focus goes when the last note shown is deleted, or its menu button is gone */
  focusFallback: () => HTMLElement | null | undefined
}

/** a note's place in the list, and its actions button */
const ROW = 'li'
const ACTIONS = 'button[aria-label^="Actions for the note by"]'

/** 'Delete Care Note' confirmation (SPEC.md §2), admin and support only */
export function DeleteNoteDialog({ clientId, note, onClose, returnFocusTo, focusFallback }: DeleteNoteDialogProps) {
  const remove = useDeleteCareNote(clientId)
  // The dialog closes as Delete Note is pressed, before the note has gone: focus went back to its menu
  // button, still there, which then left with the note and dropped focus to the top of the page. A note
  // being deleted sends focus on to the next note's actions button, else the one before's, else the heading
  // (found while the note is still there: a carer removing several wrong notes in turn goes on from there, not
  // from the top of the page); one that could not be deleted, back to its menu, if focus is still where the delete
  // left it (not when she has gone on into the next note's Delete meanwhile: `failed`)
  const whenGone = useRef<() => void>(() => undefined)
  const afterDelete = useFocusWhenRemoved(() => whenGone.current())

  const confirm = async (target: CareNote) => {
    whenGone.current = focusNeighbourOf(returnFocusTo, ROW, ACTIONS, focusFallback)
    const work = afterDelete.removed()
    try {
      await remove.mutateAsync(target.id)
      toast({ title: 'Note Deleted', description: 'The care note has been successfully deleted.' })
    } catch (error) {
      if (isUnauthorizedError(error)) return
      toast({ title: 'Error', description: 'Failed to delete care note. Please try again.', variant: 'destructive' })
      work.failed(returnFocusTo)
    }
  }

  const onCloseAutoFocus = (event: Event) => afterDelete.takeFocus(event) || returnFocus(returnFocusTo, () => focusFallback()?.focus())(event)

  return (
    <ConfirmDialog
      open={note !== null}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Delete Care Note"
      description="Are you sure you want to delete this care note? This action cannot be undone."
      confirmLabel="Delete Note"
      destructive
      onConfirm={() => note && confirm(note)}
    />
  )
}
