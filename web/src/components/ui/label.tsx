import { Label as LabelPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/**
 * A form label; `required` adds the visible '*' of a field that must be filled in. The mark sits beside the
 * label, not in it, and is hidden from screen readers: the field's name stays its words alone, and 'required'
 * is said by the control's own `required`/`aria-required` (RequiredFieldsNote says what the mark means).
 */
export const Label = ({ className, required, ...props }: ComponentProps<typeof LabelPrimitive.Root> & { required?: boolean }) => {
  const label = (
    <LabelPrimitive.Root
      className={cn('text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70', className)}
      {...props}
    />
  )
  if (!required) return label
  return (
    <span className="flex items-baseline gap-0.5" data-required-label="">
      {label}
      <span className="text-sm font-medium leading-none text-red-700" aria-hidden="true" data-required-mark="">
        *
      </span>
    </span>
  )
}

/** The line over a form whose required fields carry the mark */
export const RequiredFieldsNote = ({ className }: { className?: string }) => (
  <p className={cn('text-xs text-slate-600', className)}>
    {/* read aloud as 'star', as the marks are not */}
    Fields marked <span className="text-red-700">*</span> are required.
  </p>
)
