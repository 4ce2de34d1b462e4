import { LIST_PAGE } from '@contracts/paging'
import { Button } from '@/components/ui/button'

/** 'Showing the first 50 of 1,002 users, A–Z by last name.', as the Resolved tab says its alerts (decision 0119) */
export const shownOfUsers = (shown: number, matching: number) => `Showing the first ${shown.toLocaleString('en-GB')} of ${matching.toLocaleString('en-GB')} users, A–Z by last name.`

interface MoreUsersProps {
  shown: number
  matching: number
  isLoading: boolean
  onMore: () => void
}

/**
 * Under the people when more match than are shown (decision 0121): how many, and 'Show 50 more', which reads
 * the next page from the server. A search finds among every account, shown or not.
 */
export function MoreUsers({ shown, matching, isLoading, onMore }: MoreUsersProps) {
  if (shown >= matching) return null
  return (
    <div className="flex flex-col items-center gap-2 pt-2 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600" role="status">
        {shownOfUsers(shown, matching)}
      </p>
      <Button variant="outline" className="h-11 w-full sm:w-auto md:h-9" busy={isLoading} onClick={onMore}>
        Show {Math.min(LIST_PAGE, matching - shown)} more
      </Button>
    </div>
  )
}
