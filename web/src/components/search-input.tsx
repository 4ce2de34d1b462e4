import { Search } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'

interface SearchInputProps extends Omit<ComponentProps<typeof Input>, 'className' | 'onChange'> {
  'aria-label': string
  value: string
  onChange: (value: string) => void
  /** the wrapper's layout, e.g. 'flex-1' in a row of filters */
  className?: string
}

/** A list's search box with the magnifier inside it (a search field unless `type` says otherwise) */
export function SearchInput({ className, onChange, type = 'search', ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <Input type={type} className="pl-9" onChange={(e) => onChange(e.target.value)} {...props} />
    </div>
  )
}
