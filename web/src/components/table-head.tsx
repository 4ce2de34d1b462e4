import { cn } from '@/lib/utils'

interface TableHeadProps {
  columns: readonly string[]
  /** the columns of figures, set to the right as their cells are */
  rightAligned?: readonly string[]
  /** a last column over each row's buttons: no heading to see, 'Actions' to a screen reader */
  actions?: boolean
}

/** The header row of the app's tables (a list in a bordered, sideways-scrolling box) */
export function TableHead({ columns, rightAligned = [], actions = false }: TableHeadProps) {
  return (
    <thead className="border-b bg-slate-50 text-slate-700">
      <tr>
        {columns.map((h) => (
          <th key={h} scope="col" className={cn('px-4 py-3 font-medium', rightAligned.includes(h) && 'text-right')}>
            {h}
          </th>
        ))}
        {actions && (
          <th scope="col" className="px-4 py-3">
            <span className="sr-only">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  )
}
