import { CareNoteInput, NOTE_MAX } from '@contracts/care-notes'
import { NOTE_CATEGORIES } from '@contracts/enums'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { NOTE_CATEGORY_LABELS } from '@/lib/format/note-category'

// The care-note form's fields, shared by the Care Notes page (Add and Edit Note) and a sensor's
// 'Add Care Note': both check with the contracts' CareNoteInput, as the server does (SPEC.md §5).

export type CareNoteForm = UseFormReturn<z.input<typeof CareNoteInput>, unknown, z.output<typeof CareNoteInput>>

export const NEW_NOTE: z.input<typeof CareNoteInput> = { category: 'health_check', content: '', isPrivate: false }

/** The form over CareNoteInput; a new note starts as a Health Check, not private */
export function useCareNoteForm(initial: z.input<typeof CareNoteInput> = NEW_NOTE): CareNoteForm {
  return useForm({ resolver: zodResolver(CareNoteInput), defaultValues: initial })
}

interface CareNoteFieldsProps {
  form: CareNoteForm
  /** the fields' ids start with it, so two forms on one page never share an id */
  idPrefix: string
  /** the Care Notes page shows the characters used and the Private switch; a sensor's quick note does not */
  showCount?: boolean
  showPrivate?: boolean
}

/** Category, the note (with its error under it) and, where asked, the count and the Private switch */
export function CareNoteFields({ form, idPrefix, showCount = false, showPrivate = false }: CareNoteFieldsProps) {
  const categoryId = `${idPrefix}-category`
  const contentId = `${idPrefix}-content`
  const countId = `${idPrefix}-count`
  const { errors } = useFormState({ control: form.control })
  const contentDescribedBy = [showCount ? countId : null, errors.content ? fieldMessageId(contentId) : null].filter(Boolean).join(' ')

  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={categoryId}>Category</Label>
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id={categoryId} onBlur={field.onBlur}>
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
        <Label htmlFor={contentId}>Note</Label>
        <Textarea
          id={contentId}
          rows={5}
          placeholder="What did you notice?"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={contentDescribedBy || undefined}
          {...form.register('content')}
        />
        {showCount && <NoteCount form={form} id={countId} />}
        <FormMessage id={fieldMessageId(contentId)}>{errors.content?.message}</FormMessage>
      </div>
      {showPrivate && <PrivateSwitch form={form} id={`${idPrefix}-private`} />}
    </>
  )
}

function NoteCount({ form, id }: { form: CareNoteForm; id: string }) {
  const content = useWatch({ control: form.control, name: 'content' }) ?? ''
  return (
    <p id={id} className="text-right text-xs text-slate-600">
      {content.length}/{NOTE_MAX}
    </p>
  )
}

function PrivateSwitch({ form, id }: { form: CareNoteForm; id: string }) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>Private</Label>
        <p id={`${id}-help`} className="text-xs text-slate-600">
          Only you and the support team can see a private note.
        </p>
      </div>
      <Controller
        control={form.control}
        name="isPrivate"
        render={({ field }) => (
          <Switch id={id} aria-describedby={`${id}-help`} checked={field.value ?? false} onCheckedChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
    </div>
  )
}
