// Client Management's search and status filter (SPEC.md §2): a home is on a plan while its
// subscription is active or on trial; anything else, no subscription included, is 'Inactive/No Plan'.
import type { BusinessClient } from '@contracts/business'

export type ClientStatusFilter = 'all' | 'active' | 'inactive'
export interface ClientFilters {
  search: string
  status: ClientStatusFilter
}

export const NO_CLIENT_FILTERS: ClientFilters = { search: '', status: 'all' }

type Named = Pick<BusinessClient, 'firstName' | 'lastName' | 'email'>

/** 'First Last', else the e-mail address, else 'Unnamed' */
export const clientName = (c: Named) => [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email || 'Unnamed'

export const isOnPlan = (c: Pick<BusinessClient, 'subscription'>) => c.subscription?.status === 'active' || c.subscription?.status === 'trialing'

function matchesSearch(c: Named, search: string) {
  const needle = search.trim().toLowerCase()
  if (!needle) return true
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ')
  return [name, c.email ?? ''].some((text) => text.toLowerCase().includes(needle))
}

export function filterClients<C extends Named & Pick<BusinessClient, 'subscription'>>(clients: readonly C[], filters: ClientFilters): C[] {
  return clients.filter((c) => {
    if (filters.status === 'active' && !isOnPlan(c)) return false
    if (filters.status === 'inactive' && isOnPlan(c)) return false
    return matchesSearch(c, filters.search)
  })
}
