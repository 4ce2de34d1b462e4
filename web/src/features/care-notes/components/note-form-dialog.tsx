import { CareNoteInput, NOTE_MAX } from '@contracts/care-notes'
import { NOTE_CATEGORIES } from '@contracts/enums'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { useCreateCareNote } from '../api/create-care-note'
import type { CareNote } from '../api/get-care-notes'
import { useUpdateCareNote } from '../api/update-care-note'
import { CATEGORY_LABELS } from '../lib/note-rules'

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
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (returnFocusTo?.isConnected) {
            event.preventDefault()
            returnFocusTo.focus()
          }
        }}
      >
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

const CATEGORY_ID = 'care-note-category'
const CONTENT_ID = 'care-note-content'
const PRIVATE_ID = 'care-note-private'
const COUNT_ID = 'care-note-count'

type FormIn = z.input<typeof CareNoteInput>
type FormOut = z.output<typeof CareNoteInput>

function NoteForm({ clientId, note, onDone }: { clientId: string; note: CareNote | null; onDone: () => void }) {
  const create = useCreateCareNote(clientId)
  const update = useUpdateCareNote(clientId)
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(CareNoteInput),
    defaultValues: note
      ? { category: note.category, content: note.content, isPrivate: note.isPrivate }
      : { category: 'health_check', content: '', isPrivate: false },
  })
  const { errors, isSubmitting } = form.formState
  const content = useWatch({ control: form.control, name: 'content' }) ?? ''

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

  const contentDescribedBy = [COUNT_ID, errors.content ? fieldMessageId(CONTENT_ID) : null].filter(Boolean).join(' ')

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={CATEGORY_ID}>Category</Label>
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id={CATEGORY_ID} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {NOTE_CATEGORIES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {CATEGORY_LABELS[c]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={CONTENT_ID}>Note</Label>
        <Textarea
          id={CONTENT_ID}
          rows={5}
          placeholder="What did you notice?"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={contentDescribedBy}
          {...form.register('content')}
        />
        <p id={COUNT_ID} className="text-right text-xs text-slate-600">
          {content.length}/{NOTE_MAX}
        </p>
        <FormMessage id={fieldMessageId(CONTENT_ID)}>{errors.content?.message}</FormMessage>
      </div>
      <div className="flex items-start justify-between gap-4 rounded-md border p-3">
        <div className="grid gap-1">
          <Label htmlFor={PRIVATE_ID}>Private</Label>
          <p id={`${PRIVATE_ID}-help`} className="text-xs text-slate-600">
            Only you and the support team can see a private note.
          </p>
        </div>
        <Controller
          control={form.control}
          name="isPrivate"
          render={({ field }) => (
            <Switch
              id={PRIVATE_ID}
              aria-describedby={`${PRIVATE_ID}-help`}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {note ? (isSubmitting ? 'Saving...' : 'Save Changes') : isSubmitting ? 'Adding...' : 'Add Note'}
        </Button>
      </DialogFooter>
    </form>
  )
}
