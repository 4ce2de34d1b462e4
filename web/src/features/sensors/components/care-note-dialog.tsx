import { CareNoteInput } from '@contracts/care-notes'
import { NOTE_CATEGORIES } from '@contracts/enums'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { NOTE_CATEGORY_LABELS, useCreateCareNote } from '../api/create-care-note'
import type { Sensor } from '../api/get-devices'
import { returnFocus } from './return-focus'

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

const CATEGORY_ID = 'note-category'
const CONTENT_ID = 'note-content'

function CareNoteForm({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const create = useCreateCareNote(clientId)
  const form = useForm({
    resolver: zodResolver(CareNoteInput),
    defaultValues: { category: 'health_check' as const, content: '', isPrivate: false },
  })
  const { errors, isSubmitting } = form.formState

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
                    {NOTE_CATEGORY_LABELS[c]}
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
          aria-describedby={errors.content ? fieldMessageId(CONTENT_ID) : undefined}
          {...form.register('content')}
        />
        <FormMessage id={fieldMessageId(CONTENT_ID)}>{errors.content?.message}</FormMessage>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Adding...' : 'Add Note'}
        </Button>
      </DialogFooter>
    </form>
  )
}
