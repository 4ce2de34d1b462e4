import { CareNoteFields, useCareNoteForm } from '@/components/care-note-fields'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { useCreateCareNote } from '@/lib/create-care-note'
import { returnFocus } from '@/lib/return-focus'
import { toast } from '@/lib/use-toast'
import type { Sensor } from '../api/get-devices'

interface CareNoteDialogProps {
  clientId: string
  sensor: Sensor | null
  onOpenChange: (open: boolean) => void
  returnFocusTo?: HTMLElement | null
}

/** 'Add Care Note' from a sensor's menu: a category and the note (SPEC.md §5) */
export function CareNoteDialog({ clientId, sensor, onOpenChange, returnFocusTo }: CareNoteDialogProps) {
  return (
    <Dialog open={sensor !== null} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus(returnFocusTo)}>
        <DialogHeader>
          <DialogTitle>Add Care Note</DialogTitle>
          <DialogDescription>{sensor ? `A note about ${sensor.name} (${sensor.location}).` : null}</DialogDescription>
        </DialogHeader>
        <CareNoteForm clientId={clientId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function CareNoteForm({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const create = useCreateCareNote(clientId)
  const form = useCareNoteForm()
  const { isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values)
      toast({ title: 'Note Added', description: 'The care note has been saved.' })
      onDone()
    } catch (error) {
      if (isUnauthorizedError(error)) return
      toast({ title: 'Error', description: 'Failed to add care note. Please try again.', variant: 'destructive' })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <CareNoteFields form={form} idPrefix="note" />
      <FormDialogFooter onCancel={onDone} isBusy={isSubmitting} label="Add Note" busyLabel="Adding..." />
    </form>
  )
}
