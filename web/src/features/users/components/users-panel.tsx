import { useRef, useState } from 'react'
import type { CurrentUser } from '@contracts/auth'
import { FilterBar, type FilterBarSelect } from '@/components/filter-bar'
import { ShowMoreRows } from '@/components/show-more-rows'
import { Skeleton } from '@/components/ui/skeleton'
import { useKeptOnEntry } from '@/lib/kept-on-entry'
import { useShowMore, type RowFocus } from '@/lib/paged-list'
import { focusNeighbourOf } from '@/lib/return-focus'
import { toast } from '@/lib/use-toast'
import { deleteUser, messageOf, setActive, useUserAction, useUsers, type ManagedUser } from '../api/users'
import { ConfirmUserAction, type PendingConfirmation } from './confirm-user-action'
import { EditUserDialog } from './edit-user-dialog'
import { PendingInvitations } from './pending-invitations'
import { NO_USER_FILTERS, userFiltersOf, type UserFilters } from '../lib/user-filters'
import { ROLE_OPTIONS } from './role-options'
import { UserStatsCards } from './user-stats'
import { userTag } from './user-cells'
import { fullName, UsersTable } from './users-table'

/** Deleting a client removes their care circle with them (every row of it cascades from theirs) */
const HOME_GOES_TOO =
  'Their home goes with them: its sensors and all their history, alerts, care notes, subscription and family links.'

const SEARCH = { label: 'Search users', placeholder: 'Search users by name or email...', type: 'text' } as const
const SELECTS: FilterBarSelect<UserFilters>[] = [{ name: 'role', label: 'Filter by role', options: [{ value: 'all', label: 'All Roles' }, ...ROLE_OPTIONS] }]

/** A person's row (in the table or a phone's card) and its actions button, which Show more's first takes focus on */
const ROW: RowFocus = { row: '[data-user-row]', control: 'button[aria-label^="Actions for"]' }

/** the last person of the list deleted, she goes on from the search box, where she finds the next one */
const searchBox = () => document.querySelector<HTMLElement>(`input[aria-label="${SEARCH.label}"]`)

/** The people: stats, search, the table and its actions, and the invitations not yet accepted */
export function UsersPanel({ viewer }: { viewer: CurrentUser }) {
  // kept on the page's history entry: Back from a home's dashboard opened here finds the same search
  const [filters, setFilters] = useKeptOnEntry<UserFilters>('users.filters', NO_USER_FILTERS, userFiltersOf)
  const [editing, setEditing] = useState<ManagedUser | null>(null)
  const [pending, setPending] = useState<PendingConfirmation | null>(null)
  // the row's button that opened the dialog, kept after it closes: its close handler puts focus back there
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null)
  const from = <T,>(open: (value: T, trigger: HTMLElement | null) => void) => (value: T, trigger: HTMLElement | null) => {
    setReturnFocusTo(trigger)
    open(value, trigger)
  }
  const users = useUsers(filters)
  const { data, isLoading, isFetchingNextPage, hasNextPage } = users
  const toggle = useUserAction(setActive)
  const remove = useUserAction(deleteUser)
  const list = useRef<HTMLDivElement>(null)

  const showMore = useShowMore(data?.users.length ?? 0, users, list, ROW)

  const confirmToggle = (user: ManagedUser) =>
    setPending({
      title: user.isActive ? 'Deactivate User' : 'Reactivate User',
      description: user.isActive
        ? `${fullName(user)} will be signed out everywhere at once and will not be able to sign in until reactivated.`
        : `${fullName(user)} will be able to sign in again.`,
      confirmLabel: user.isActive ? 'Deactivate' : 'Reactivate',
      run: async () => {
        try {
          await toggle.mutateAsync({ id: user.id, isActive: !user.isActive })
          toast({ title: user.isActive ? 'User Deactivated' : 'User Reactivated', description: `${fullName(user)} has been updated.` })
          return true
        } catch (err) {
          toast({ title: 'Error', description: messageOf(err, 'Failed to update user. Please try again.'), variant: 'destructive' })
          return false
        }
      },
    })

  const confirmRemove = (user: ManagedUser, trigger: HTMLElement | null) =>
    setPending({
      title: 'Delete User',
      // two people may share a name: the e-mail or the home's id says which one goes
      description: `Are you sure you want to delete ${fullName(user)}${userTag(user) ? ` (${userTag(user)})` : ''}? This action cannot be undone.`,
      consequence: user.hasHome ? HOME_GOES_TOO : undefined,
      confirmLabel: 'Delete User',
      destructive: true,
      // a keyboard user deleting several people in turn goes on from the next one's actions button (in the same table,
      // or the same phone's cards), not from the top of the page
      focusWhenGone: focusNeighbourOf(trigger, ROW.row, ROW.control, searchBox),
      run: async () => {
        try {
          await remove.mutateAsync({ id: user.id })
          toast({ title: 'User Deleted', description: `${fullName(user)} has been deleted.` })
          return true
        } catch (err) {
          toast({ title: 'Error', description: messageOf(err, 'Failed to delete user. Please try again.'), variant: 'destructive' })
          return false
        }
      },
    })

  return (
    <div className="space-y-6">
      <UserStatsCards stats={data?.stats} />
      <FilterBar filters={filters} onChange={setFilters} search={SEARCH} selects={SELECTS} />
      {isLoading ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : data && data.users.length > 0 ? (
        <div ref={list} className="space-y-3">
          <UsersTable users={data.users} viewer={viewer} actions={{ edit: from(setEditing), toggleActive: from(confirmToggle), remove: from(confirmRemove) }} />
          <ShowMoreRows shown={data.users.length} matching={data.matching} more={hasNextPage} what="users" isLoading={isFetchingNextPage} onMore={showMore} />
        </div>
      ) : (
        <p className="rounded-lg border bg-white p-8 text-center text-slate-600">No users match your search.</p>
      )}
      <PendingInvitations viewerRole={viewer.role} confirm={from(setPending)} />
      <EditUserDialog user={editing} viewerRole={viewer.role} onClose={() => setEditing(null)} returnFocusTo={returnFocusTo} />
      <ConfirmUserAction pending={pending} onClose={(finished) => setPending((open) => (finished && open !== finished ? open : null))} returnFocusTo={returnFocusTo} />
    </div>
  )
}
