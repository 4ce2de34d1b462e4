import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Role } from '@contracts/enums'
import type { PageOf } from '@contracts/paging'
import type { UserStats } from '@contracts/users'
import { apiRequest } from '@/lib/api-client'
import { usePagedList } from '@/lib/paged-list'
import { CIRCLES_KEY } from '@/lib/circle'
import { AUDIT_KEY } from './audit'
import { CIRCLE_PEOPLE_KEY } from '@/lib/circle-people'
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
  /** the number their care circle dials (Call Now, Quick Contact), as they or staff typed it */
  phone: string | null
  /** an e-mail or a Google/Facebook account to sign in with; a home added with Add Home has neither (decision 0025) */
  signsIn: boolean
  /** the people watched in the homes they are a family member of, A–Z */
  caresFor: string[]
}

export const USERS_KEY = '/api/users'

/** `users` are a page of the `matching` people (A–Z) that fit the search and role; `next` reads on after them (decision 0128) */
export interface UserList extends PageOf {
  users: ManagedUser[]
  stats: UserStats
}

/** What the page shows: the pages read so far, one after the other */
export interface UsersShown {
  users: ManagedUser[]
  stats: UserStats
  matching: number
}

/**
 * The people, LIST_PAGE at a time, A–Z (decision 0121; lib/paged-list.ts): the first page, then each 'Show 50
 * more' reads the next from the server, so a search or a role finds among every account, not only among those shown
 */
export function useUsers(filters: { search: string; role: Role | 'all' }) {
  const params = { search: filters.search.trim() || undefined, role: filters.role === 'all' ? undefined : filters.role }
  const { shown, ...query } = usePagedList(USERS_KEY, params, (page: UserList) => page.users)
  const data: UsersShown | undefined = shown && { users: shown.rows, stats: shown.last.stats, matching: shown.last.matching }
  return { ...query, data }
}

/**
 * One mutation per action; each refreshes the list, the audit trail, the homes on offer (a client
 * renamed, deleted or given another role changes the picker; the layout says so if the home on screen went)
 * and the circles' people, so a dashboard read earlier calls the number staff just set
 */
export function useUserAction<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([USERS_KEY, AUDIT_KEY, CIRCLES_KEY, CIRCLE_PEOPLE_KEY].map((root) => queryClient.invalidateQueries({ queryKey: [root] })))
    },
  })
}

export const editUser = ({ id, ...change }: { id: string; firstName?: string; lastName?: string; role?: Role; phone?: string }) =>
  apiRequest('PATCH', `/api/users/${id}`, change)
export const setActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  apiRequest('POST', `/api/users/${id}/${isActive ? 'reactivate' : 'deactivate'}`)
export const deleteUser = ({ id }: { id: string }) => apiRequest('DELETE', `/api/users/${id}`)
