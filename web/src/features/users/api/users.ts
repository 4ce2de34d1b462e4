import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Role } from '@contracts/enums'
import type { UserStats } from '@contracts/users'
import { apiRequest } from '@/lib/api-client'
import { CIRCLES_KEY } from '@/lib/circle'
import { AUDIT_KEY } from './audit'
export { serverMessage as messageOf } from '@/lib/api-error'

export interface ManagedUser {
  id: string
  email: string | null
  firstName: string | null
  lastName: string | null
  profileImageUrl: string | null
  role: Role
  isActive: boolean
  authProvider: string
  createdAt: string
  /** a client whose home holds anything (sensors, alerts, notes, people, a plan): their role stays client */
  hasHome: boolean
}

export const USERS_KEY = '/api/users'

/** `users` are the first of `matching` people (A–Z) that fit the search and role: the server lists at most 200 */
export interface UserList {
  users: ManagedUser[]
  stats: UserStats
  matching: number
}

export function useUsers(filters: { search: string; role: Role | 'all' }) {
  return useQuery<UserList>({
    queryKey: [USERS_KEY, { search: filters.search.trim() || undefined, role: filters.role === 'all' ? undefined : filters.role }],
    placeholderData: (previous) => previous,
  })
}

/**
 * One mutation per action; each refreshes the list, the audit trail and the homes on offer (a client
 * renamed, deleted or given another role changes the picker; the layout says so if the home on screen went)
 */
export function useUserAction<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([USERS_KEY, AUDIT_KEY, CIRCLES_KEY].map((root) => queryClient.invalidateQueries({ queryKey: [root] })))
    },
  })
}

export const editUser = ({ id, ...change }: { id: string; firstName?: string; lastName?: string; role?: Role }) =>
  apiRequest('PATCH', `/api/users/${id}`, change)
export const setActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  apiRequest('POST', `/api/users/${id}/${isActive ? 'reactivate' : 'deactivate'}`)
export const deleteUser = ({ id }: { id: string }) => apiRequest('DELETE', `/api/users/${id}`)
