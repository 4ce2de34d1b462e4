import { LIST_PAGE } from '@contracts/paging'
import { Button } from '@/components/ui/button'
import { shownOf } from '@/lib/paged-list'

interface ShowMoreRowsProps {
  shown: number
  matching: number
  /** the server said a page follows (its `next`) */
  more: boolean
  /** what the rows are, as the line says them: 'users', 'clients' */
  what: string
  isLoading: boolean
  onMore: () => void
}

/**
 * Under a list read a page at a time while a page follows (decisions 0121, 0127, 0128): how many, and 'Show 50
 * more' (the last: 'Show 20 more'), which reads the next page from the server. A search finds among every row,
 * shown or not. Someone removed meanwhile from the rows shown still counts as shown until the list is read again,
 * so while a page follows at least one more is said to match.
 */
export function ShowMoreRows({ shown, matching: counted, more, what, isLoading, onMore }: ShowMoreRowsProps) {
  if (!more) return null
  const matching = Math.max(counted, shown + 1)
  return (
    <div className="flex flex-col items-center gap-2 pt-2 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600" role="status">
        {shownOf(shown, matching, what)}
      </p>
      <Button variant="outline" className="h-11 w-full sm:w-auto md:h-9" busy={isLoading} onClick={onMore}>
        Show {Math.min(LIST_PAGE, matching - shown)} more
      </Button>
    </div>
  )
}
