import { cn } from '@/lib/utils'

export interface FilterOption<T extends string> {
  value: T
  label: string
}

interface FilterSelectProps<T extends string> {
  /** the select's accessible name, e.g. 'Filter by role' */
  label: string
  value: T
  options: readonly FilterOption<T>[]
  onChange: (value: T) => void
  /** width, e.g. 'w-full sm:w-44' */
  className?: string
}

/** A native select over a list's filter values: the phone's own picker, keyboard as the browser does it */
export function FilterSelect<T extends string>({ label, value, options, onChange, className }: FilterSelectProps<T>) {
  return (
    <select
      aria-label={label}
      className={cn(
        'h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      value={value}
      // the options are the only values the select can take
      onChange={(e) => onChange(e.target.value as T)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
