import type { BusinessClient } from '@contracts/business'
import { useState } from 'react'
import { FilterBar, type FilterBarSelect } from '@/components/filter-bar'
import { LoadFailed } from '@/components/load-failed'
import { Skeleton } from '@/components/ui/skeleton'
import { useNow } from '@/lib/use-now'
import { listedNote } from '@/lib/listed-note'
import { useBusinessClients } from '../api/business'
import { NO_CLIENT_FILTERS, type ClientFilters } from '../lib/client-filters'
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

/**
 * Client Management: every home, found by name, e-mail or phone and by whether it is on a plan (the server
 * lists the first 200 that fit, A–Z, and says how many do), Manage, and a link to its dashboard
 */
export function ClientManagement() {
  const now = useNow()
  const [filters, setFilters] = useState(NO_CLIENT_FILTERS)
  const clients = useBusinessClients(filters)
  const note = clients.data ? listedNote(clients.data.clients.length, clients.data.matching, { what: 'clients', searchBy: 'name, email or phone' }) : null
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
        <>
          <ClientsTable clients={clients.data?.clients ?? []} now={now} onManage={(client, button) => {
              setReturnFocusTo(button)
              setManaging(client)
            }} />
          {note && (
            <p className="text-sm text-slate-600" role="status">
              {note}
            </p>
          )}
        </>
      )}
      <ManageSubscriptionDialog client={managing} returnFocusTo={returnFocusTo} onClose={() => setManaging(null)} />
    </div>
  )
}
