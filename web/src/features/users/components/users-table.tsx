import type { Role } from '@contracts/enums'
import { RoleBadge } from '@/components/role-badge'
import { TableHead } from '@/components/table-head'
import type { ManagedUser } from '../api/users'
import { UserCards } from './user-cards'
import { joinedOn, UserEmail, UserIdentity, UserStatus } from './user-cells'
import { UserRowActions, type RowActions } from './user-row-actions'

export type { RowActions }
export { fullName } from './user-cells'

const COLUMNS = ['User', 'Role', 'Email', 'Joined', 'Status']

/**
 * The people as a table where the page has room for its six columns (42rem beside the sidebar: a 1024 px screen up), as cards
 * below that: a phone, and a 768-820 px tablet, whose 460-520 px beside the sidebar hid Status and the actions off to the
 * side. Both are in the page, one shown by a container query on the page's own width
 */
export function UsersTable({ users, viewer, actions }: { users: ManagedUser[]; viewer: { id: string; role: Role }; actions: RowActions }) {
  return (
    <div className="@container">
      <UserCards users={users} viewer={viewer} actions={actions} />
      {/* relative: the hidden "Actions" label is positioned inside the scroller, not against the page (which it widened on phones) */}
      <div className="relative hidden overflow-x-auto rounded-lg border bg-white @2xl:block">
        <table className="w-full min-w-[640px] text-left text-sm">
          {/* its name in a screen reader's list of tables, which the eye takes from the page around it */}
          <caption className="sr-only">Users</caption>
          <TableHead columns={COLUMNS} actions />
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-b last:border-0" data-user-row data-user-email={user.email ?? undefined}>
                <td className="px-4 py-3">
                  <UserIdentity user={user} />
                </td>
                <td className="px-4 py-3">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <UserEmail user={user} />
                </td>
                <td className="px-4 py-3 text-slate-700">{joinedOn(user)}</td>
                <td className="px-4 py-3">
                  <UserStatus user={user} />
                </td>
                <td className="px-4 py-3 text-right">
                  <UserRowActions user={user} viewer={viewer} actions={actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
