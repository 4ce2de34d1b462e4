import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** The id a field's error text carries: point the input's aria-describedby at it */
export const fieldMessageId = (fieldId: string) => `${fieldId}-message`

/**
 * A field's error text, under the field. Renders nothing without a message; the id lets the input
 * name it in aria-describedby, and role="alert" reads it out when it appears.
 */
export function FormMessage({ id, children, className, ...props }: ComponentProps<'p'> & { id: string }) {
  if (!children) return null
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-destructive', className)} {...props}>
      {children}
    </p>
  )
}
