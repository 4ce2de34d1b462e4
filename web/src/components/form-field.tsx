import type { ReactNode } from 'react'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Label } from '@/components/ui/label'

export interface FieldControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** A labelled field of a dialog form: the control, an optional hint, and its message under it */
export function FormField({ id, label, error, hint, children }: {
  id: string
  label: string
  error?: string
  hint?: string
  children: (control: FieldControlProps) => ReactNode
}) {
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? fieldMessageId(id) : null].filter(Boolean).join(' ')
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FormMessage id={fieldMessageId(id)}>{error}</FormMessage>
    </div>
  )
}
