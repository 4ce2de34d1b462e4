// Client Management's search and status filter (SPEC.md §2), which the server applies
// (business.repository.ts findClientRows): a home is on a plan while its subscription is active or on
// trial; anything else, no subscription included, is 'Inactive/No Plan'. The search finds a name, an
// e-mail, or a phone number however it is spaced (contracts/phone-search.ts).
import { CLIENT_STATUS_FILTERS, type BusinessClient, type ClientStatusFilter } from '@contracts/business'

export interface ClientFilters {
  search: string
  status: ClientStatusFilter
}

export const NO_CLIENT_FILTERS: ClientFilters = { search: '', status: 'all' }

/** Filters kept on a history entry (lib/kept-on-entry.ts), if they are whole ones */
export function clientFiltersOf(value: unknown): ClientFilters | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { search, status } = value as Record<string, unknown>
  const known = CLIENT_STATUS_FILTERS.find((s) => s === status)
  return typeof search === 'string' && known ? { search, status: known } : undefined
}

type Named = Pick<BusinessClient, 'firstName' | 'lastName' | 'email'>

/** 'First Last', else the e-mail address, else 'Unnamed' */
export const clientName = (c: Named) => [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email || 'Unnamed'
