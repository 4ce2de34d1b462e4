import type { BusinessClient } from '@contracts/business'
import { useRef, useState } from 'react'
import { FilterBar, type FilterBarSelect } from '@/components/filter-bar'
import { LoadFailed } from '@/components/load-failed'
import { ShowMoreRows } from '@/components/show-more-rows'
import { Skeleton } from '@/components/ui/skeleton'
import { useKeptOnEntry } from '@/lib/kept-on-entry'
import { useShowMore, type RowFocus } from '@/lib/paged-list'
import { useNow } from '@/lib/use-now'
import { useBusinessClients } from '../api/business'
import { clientFiltersOf, NO_CLIENT_FILTERS, type ClientFilters } from '../lib/client-filters'
import { ClientsTable } from './clients-table'
import { ManageSubscriptionDialog } from './manage-subscription-dialog'

const SEARCH = { label: 'Search clients', placeholder: 'Search clients by name, email or phone...' } as const
const SELECTS: FilterBarSelect<ClientFilters>[] = [
  {
    name: 'status',
    label: 'Filter by subscription',
    options: [
      { value: 'all', label: 'All Clients' },
      { value: 'active', label: 'Active Subscriptions' },
      { value: 'inactive', label: 'Inactive/No Plan' },
    ],
  },
]

/** A home's row (in the table or a phone's card) and its Manage, which Show more's first takes focus on */
const ROW: RowFocus = { row: '[data-client-id]', control: 'button[aria-label^="Manage"]' }

/**
 * Client Management: every home, found by name, e-mail or phone and by whether it is on a plan (the server
 * finds among every home and lists 50 A–Z at a time, 'Show 50 more' the rows after the last shown: decisions 0127, 0128), Manage, and a
 * link to its dashboard
 */
export function ClientManagement() {
  const now = useNow()
  // kept on the page's history entry: Back from a home's dashboard opened here finds the same search
  const [filters, setFilters] = useKeptOnEntry('business.clientFilters', NO_CLIENT_FILTERS, clientFiltersOf)
  const clients = useBusinessClients(filters)
  const list = useRef<HTMLDivElement>(null)
  const showMore = useShowMore(clients.data?.clients.length ?? 0, clients, list, ROW)
  const [managing, setManaging] = useState<BusinessClient | null>(null)
  // kept after the dialog closes: focus goes back to the row's Manage button then
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null)

  return (
    <div className="space-y-4">
      <FilterBar filters={filters} onChange={setFilters} search={SEARCH} selects={SELECTS} selectClassName="sm:w-56" />
      {clients.isLoading ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading clients">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : clients.isError ? (
        <LoadFailed title="Clients could not be loaded" onRetry={() => void clients.refetch()} />
      ) : (
        <div ref={list} className="space-y-3">
          <ClientsTable clients={clients.data?.clients ?? []} now={now} onManage={(client, button) => {
              setReturnFocusTo(button)
              setManaging(client)
            }} />
          {clients.data && (
            <ShowMoreRows shown={clients.data.clients.length} matching={clients.data.matching} more={clients.hasNextPage} what="clients" isLoading={clients.isFetchingNextPage} onMore={showMore} />
          )}
        </div>
      )}
      <ManageSubscriptionDialog client={managing} returnFocusTo={returnFocusTo} onClose={() => setManaging(null)} />
    </div>
  )
}
