// User Management's search and role filter, which the server applies (GET /api/users ?search= &role=)
import { ROLES, type Role } from '@contracts/enums'

export interface UserFilters {
  search: string
  role: Role | 'all'
}

export const NO_USER_FILTERS: UserFilters = { search: '', role: 'all' }

/** Filters kept on a history entry (lib/kept-on-entry.ts), if they are whole ones */
export function userFiltersOf(value: unknown): UserFilters | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { search, role } = value as Record<string, unknown>
  const known = role === 'all' ? 'all' : ROLES.find((r) => r === role)
  return typeof search === 'string' && known ? { search, role: known } : undefined
}
