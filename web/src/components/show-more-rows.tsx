import { LIST_PAGE } from '@contracts/paging'
import { Button } from '@/components/ui/button'
import { shownOf } from '@/lib/paged-list'

interface ShowMoreRowsProps {
  shown: number
  matching: number
  /** what the rows are, as the line says them: 'users', 'clients' */
  what: string
  isLoading: boolean
  onMore: () => void
}

/**
 * Under a list read a page at a time when more match than are shown (decisions 0121, 0127): how many, and
 * 'Show 50 more' (the last: 'Show 20 more'), which reads the next page from the server. A search finds among
 * every row, shown or not.
 */
export function ShowMoreRows({ shown, matching, what, isLoading, onMore }: ShowMoreRowsProps) {
  if (shown >= matching) return null
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
