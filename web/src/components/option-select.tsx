import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

export interface Option<T extends string> {
  value: T
  label: string
}

interface OptionSelectProps<T extends string> extends Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> {
  value: T
  options: readonly Option<T>[]
  onChange: (value: T) => void
}

/**
 * A native select over a fixed list (a list's filters, a person's role): the phone's own picker and
 * the browser's keyboard. Name it with `aria-label` or a <Label htmlFor> on its `id`.
 */
export function OptionSelect<T extends string>({ value, options, onChange, className, ...props }: OptionSelectProps<T>) {
  return (
    <select
      className={cn(
        'h-10 pointer-coarse:h-11 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      value={value}
      // the options are the only values it can take
      onChange={(e) => onChange(e.target.value as T)}
      {...props}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
