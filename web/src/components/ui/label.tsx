import { Label as LabelPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/**
 * A form label; `required` adds the visible '*' of a field that must be filled in. The mark is hidden from
 * screen readers, which hear 'required' from the control's own `required`/`aria-required` instead
 * (RequiredFieldsNote says what the mark means).
 */
export const Label = ({ className, required, children, ...props }: ComponentProps<typeof LabelPrimitive.Root> & { required?: boolean }) => (
  <LabelPrimitive.Root
    className={cn('text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70', className)}
    {...props}
  >
    {children}
    {required && <RequiredMark />}
  </LabelPrimitive.Root>
)

const RequiredMark = () => (
  <span className="ml-0.5 text-red-700" aria-hidden="true" data-required-mark="">
    *
  </span>
)

/** The line over a form whose required fields carry the mark */
export const RequiredFieldsNote = ({ className }: { className?: string }) => (
  <p className={cn('text-xs text-slate-600', className)}>
    {/* read aloud as 'star', as the marks are not */}
    Fields marked <span className="text-red-700">*</span> are required.
  </p>
)
