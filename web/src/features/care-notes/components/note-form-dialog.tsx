import { CareNoteFields, useCareNoteForm } from '@/components/care-note-fields'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { useCreateCareNote } from '@/lib/create-care-note'
import { returnFocus } from '@/lib/return-focus'
import { toast } from '@/lib/use-toast'
import type { CareNote } from '../api/get-care-notes'
import { useUpdateCareNote } from '../api/update-care-note'

interface NoteFormDialogProps {
  clientId: string
  open: boolean
  /** the note being edited; null to add one */
  note: CareNote | null
  onClose: () => void
  returnFocusTo: HTMLElement | null
}

/** Add Note and Edit Note: category, content and the Private toggle (SPEC.md §5) */
export function NoteFormDialog({ clientId, open, note, onClose, returnFocusTo }: NoteFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus(returnFocusTo)}>
        <DialogHeader>
          <DialogTitle>{note ? 'Edit Care Note' : 'Add Care Note'}</DialogTitle>
          <DialogDescription>
            {note ? 'Change the category, the note or who can see it.' : 'Record an observation or update for everyone caring for them.'}
          </DialogDescription>
        </DialogHeader>
        {/* keyed by note: each opening starts from that note's values */}
        {open && <NoteForm key={note?.id ?? 'new'} clientId={clientId} note={note} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function NoteForm({ clientId, note, onDone }: { clientId: string; note: CareNote | null; onDone: () => void }) {
  const create = useCreateCareNote(clientId)
  const update = useUpdateCareNote(clientId)
  const form = useCareNoteForm(note ? { category: note.category, content: note.content, isPrivate: note.isPrivate } : undefined)
  const { isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (note) {
        await update.mutateAsync({ id: note.id, input: values })
        toast({ title: 'Note Updated', description: 'The care note has been saved.' })
      } else {
        await create.mutateAsync(values)
        toast({ title: 'Note Added', description: 'The care note has been saved.' })
      }
      onDone()
    } catch (error) {
      if (isUnauthorizedError(error)) return
      const description = note ? 'Failed to update care note. Please try again.' : 'Failed to add care note. Please try again.'
      toast({ title: 'Error', description, variant: 'destructive' })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <CareNoteFields form={form} idPrefix="care-note" showCount showPrivate />
      <FormDialogFooter onCancel={onDone} isBusy={isSubmitting} label={note ? 'Save Changes' : 'Add Note'} busyLabel={note ? 'Saving...' : 'Adding...'} />
    </form>
  )
}
