import { useEffect, useState } from 'react'
import { CareNoteFields, NEW_NOTE, useCareNoteForm } from '@/components/care-note-fields'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { useCreateCareNote } from '@/lib/create-care-note'
import type { HandedOverNote } from '@/lib/note-handoff'
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
  /** a new note's start, handed over by the link that opened the page (the category of the alert she resolved, what she wrote) */
  handedOver?: HandedOverNote | undefined
}

type NoteValues = NonNullable<Parameters<typeof useCareNoteForm>[0]>
type Draft = { clientId: string; values: NoteValues } | null

/**
 * Add Note and Edit Note: category, content and the Private toggle (SPEC.md §5). A new note closed by
 * Escape or a tap outside stays as a draft for this home while the page is open, and is there again at
 * the next Add Note (a half-written note is not lost to a stray key); Cancel and saving let it go. A new
 * note opens with the cursor in the note, where she starts; editing starts at the category, as before. A start
 * handed over (lib/note-handoff.ts) is this home's draft: there at once, kept by Escape, let go by Cancel or saving.
 */
export function NoteFormDialog({ clientId, open, note, onClose, returnFocusTo, handedOver }: NoteFormDialogProps) {
  const [draft, setDraft] = useState<Draft>(null)
  // taken in the render it comes with, before the form it opens reads its start
  const [seen, setSeen] = useState(handedOver)
  if (handedOver !== seen) {
    setSeen(handedOver)
    if (handedOver !== undefined) setDraft({ clientId, values: { ...NEW_NOTE, ...handedOver } })
  }
  const started = !note && draft?.clientId === clientId ? draft.values : undefined
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        onCloseAutoFocus={returnFocus(returnFocusTo)}
        // a new note: the cursor in the note itself, ready to type (the category starts as Health Check, a tap away)
        onOpenAutoFocus={(event) => {
          if (note) return
          const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLTextAreaElement>('textarea')
          if (!field) return
          event.preventDefault()
          field.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{note ? 'Edit Care Note' : 'Add Care Note'}</DialogTitle>
          <DialogDescription>
            {note ? 'Change the category, the note or who can see it.' : 'Record an observation or update for everyone caring for them.'}
          </DialogDescription>
        </DialogHeader>
        {/* keyed by note: each opening starts from that note's values */}
        {open && <NoteForm key={note?.id ?? 'new'} clientId={clientId} note={note} started={started} onDraft={note ? null : setDraft} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

interface NoteFormProps {
  clientId: string
  note: CareNote | null
  /** a new note's draft from an earlier opening */
  started: NoteValues | undefined
  /** keeps a new note's values as they are typed (null: nothing worth keeping) */
  onDraft: ((draft: Draft) => void) | null
  onDone: () => void
}

function NoteForm({ clientId, note, started, onDraft, onDone }: NoteFormProps) {
  const create = useCreateCareNote(clientId)
  const update = useUpdateCareNote(clientId)
  const form = useCareNoteForm(note ? { category: note.category, content: note.content, isPrivate: note.isPrivate } : started)
  const { isSubmitting } = form.formState
  useEffect(() => {
    if (!onDraft) return
    const watching = form.watch((values) => onDraft(values.content?.trim() ? { clientId, values: { ...values, content: values.content } } : null))
    return () => watching.unsubscribe()
  }, [form, onDraft, clientId])
  const discard = () => {
    onDraft?.(null)
    onDone()
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (note) {
        await update.mutateAsync({ id: note.id, input: values })
        toast({ title: 'Note Updated', description: 'The care note has been saved.' })
      } else {
        await create.mutateAsync(values)
        toast({ title: 'Note Added', description: 'The care note has been saved.' })
      }
      discard()
    } catch (error) {
      if (isUnauthorizedError(error)) return
      const description = note ? 'Failed to update care note. Please try again.' : 'Failed to add care note. Please try again.'
      toast({ title: 'Error', description, variant: 'destructive' })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <CareNoteFields form={form} idPrefix="care-note" showCount showPrivate />
      <FormDialogFooter onCancel={discard} isBusy={isSubmitting} label={note ? 'Save Changes' : 'Add Note'} busyLabel={note ? 'Saving...' : 'Adding...'} />
    </form>
  )
}
