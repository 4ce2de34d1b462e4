import { Search } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'

interface SearchInputProps extends Omit<ComponentProps<typeof Input>, 'className' | 'onChange' | 'value'> {
  'aria-label': string
  value: string
  onChange: (value: string) => void
  /** the wrapper's layout, e.g. 'flex-1' in a row of filters */
  className?: string
}

/**
 * A list's search box with the magnifier inside it (a search field unless `type` says otherwise). Its placeholder
 * is drawn by the words laid over the box, which wrap and make the box taller where they do not fit on one line:
 * an input cuts its own, and at 200 % text on a 390 px phone 'Search notes by content or author...' read 'Search
 * notes by c'. The input keeps the attribute (its accessible description), not drawn (opacity, which forced colours keep).
 */
export function SearchInput({ className, onChange, type = 'search', placeholder, value, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative grid', className)}>
      <Input
        type={type}
        className="col-start-1 row-start-1 h-auto min-h-10 pl-9 pointer-coarse:h-auto pointer-coarse:min-h-11 placeholder:opacity-0"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...props}
      />
      {placeholder && (
        // kept (hidden) while a search is typed: the box keeps its height, and the list under it stays where it was
        <span
          aria-hidden="true"
          data-placeholder=""
          className={cn(
            'pointer-events-none col-start-1 row-start-1 self-center border border-transparent py-2 pl-9 pr-3 text-base text-muted-foreground md:text-sm',
            value && 'invisible',
          )}
        >
          {placeholder}
        </span>
      )}
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
    </div>
  )
}
