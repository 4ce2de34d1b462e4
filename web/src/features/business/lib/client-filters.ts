// Client Management's search and status filter (SPEC.md §2): a home is on a plan while its
// subscription is active or on trial; anything else, no subscription included, is 'Inactive/No Plan'.
// The search finds a name, an e-mail, or a phone number however it is spaced (contracts/phone-search.ts).
import type { BusinessClient } from '@contracts/business'
import { phoneHasDigits, phoneSearchDigits } from '@contracts/phone-search'

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

type Searched = Named & Pick<BusinessClient, 'phone'>

function matchesSearch(c: Searched, needle: string, phoneDigits: string | null) {
  if (!needle) return true
  if (phoneDigits && phoneHasDigits(c.phone, phoneDigits)) return true
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ')
  return [name, c.email ?? ''].some((text) => text.toLowerCase().includes(needle))
}

export function filterClients<C extends Searched & Pick<BusinessClient, 'subscription'>>(clients: readonly C[], filters: ClientFilters): C[] {
  const needle = filters.search.trim().toLowerCase()
  const phoneDigits = phoneSearchDigits(filters.search)
  return clients.filter((c) => {
    if (filters.status === 'active' && !isOnPlan(c)) return false
    if (filters.status === 'inactive' && isOnPlan(c)) return false
    return matchesSearch(c, needle, phoneDigits)
  })
}
