import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { CircleAlert } from '../api/get-alerts'
import type { ResolvedTotal } from '../hooks/use-resolved-total'
import { ResolvedAlertCard } from './resolved-alert-card'

/**
 * How many resolved alerts show at first, and how many more each 'Show more' adds: a home watched for a
 * year or two has hundreds, and all 500 the list carries at once took 2-3 s to open on a phone and made
 * the page 88,000 px tall. The counts and the search still cover every alert listed.
 */
export const RESOLVED_SHOWN_AT_ONCE = 50

interface ResolvedAlertListProps {
  /** the resolved alerts the search and filters leave, newest first; never empty */
  alerts: CircleAlert[]
  isFiltered: boolean
  resolved: ResolvedTotal
  now: Date
  /** an alert a link opened the page on: shown, however far down the list it is */
  reveal?: string | null
}

/** The Resolved tab's cards, the newest first, a page at a time; and, when the home's history is longer than the list, that it is */
export function ResolvedAlertList({ alerts, isFiltered, resolved, now, reveal }: ResolvedAlertListProps) {
  const [shownCount, setShownCount] = useState(RESOLVED_SHOWN_AT_ONCE)
  const revealAt = reveal ? alerts.findIndex((a) => a.id === reveal) : -1
  const shown = Math.max(shownCount, revealAt + 1)
  const hidden = alerts.length - shown
  // unfiltered, the home's whole history; filtered, what the search found among the alerts listed
  const of = isFiltered ? alerts.length : resolved.total
  const older = resolved.total - resolved.listed
  return (
    <div className="space-y-3">
      {alerts.slice(0, shown).map((a) => (
        <ResolvedAlertCard key={a.id} alert={a} now={now} />
      ))}
      {(hidden > 0 || of > alerts.length) && (
        <div className="flex flex-wrap items-center justify-center gap-3 text-center text-sm text-slate-600">
          <span>
            Showing the newest {Math.min(shown, alerts.length)} of {of} resolved alerts.
            {hidden <= 0 && ' Older ones are kept, but not listed here.'}
          </span>
          {hidden > 0 && (
            <Button variant="outline" onClick={() => setShownCount(shown + RESOLVED_SHOWN_AT_ONCE)}>
              Show {Math.min(hidden, RESOLVED_SHOWN_AT_ONCE)} more
            </Button>
          )}
        </div>
      )}
      {isFiltered && older > 0 && <SearchedNewestOnly resolved={resolved} />}
    </div>
  )
}

/** Under a search of a home whose history is longer than the list: the oldest were not looked through */
export function SearchedNewestOnly({ resolved }: { resolved: ResolvedTotal }) {
  return (
    <p data-testid="searched-newest-only" className="text-center text-sm text-slate-600">
      Only the newest {resolved.listed} resolved alerts were searched: the {resolved.total - resolved.listed} older ones are not listed here.
    </p>
  )
}
