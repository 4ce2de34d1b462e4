// Client Management's search and status filter (SPEC.md §2), which the server applies
// (business.repository.ts findClientRows): a home is on a plan while its subscription is active or on
// trial; anything else, no subscription included, is 'Inactive/No Plan'. The search finds a name, an
// e-mail, or a phone number however it is spaced (contracts/phone-search.ts).
import type { BusinessClient, ClientStatusFilter } from '@contracts/business'

export interface ClientFilters {
  search: string
  status: ClientStatusFilter
}

export const NO_CLIENT_FILTERS: ClientFilters = { search: '', status: 'all' }

type Named = Pick<BusinessClient, 'firstName' | 'lastName' | 'email'>

/** 'First Last', else the e-mail address, else 'Unnamed' */
export const clientName = (c: Named) => [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email || 'Unnamed'
