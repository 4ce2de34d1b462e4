import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

/**
 * One labelled value of a row shown as a card on a phone (User Management, Business Management): the
 * table's column name as the label, inside the card's `<dl>`.
 */
export function CardField({ label, className, valueClassName, children }: { label: string; className?: string; valueClassName?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={cn('mt-0.5', valueClassName)}>{children}</dd>
    </div>
  )
}
