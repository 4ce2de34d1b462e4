import { format } from 'date-fns'
import { MoreHorizontal } from 'lucide-react'
import { mayManageAccountOf } from '@contracts/access'
import type { Role } from '@contracts/enums'
import { NO_EMAIL_NO_SIGN_IN } from '@contracts/users'
import { RoleBadge } from '@/components/role-badge'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { ManagedUser } from '../api/users'

export interface RowActions {
  edit: (user: ManagedUser) => void
  toggleActive: (user: ManagedUser) => void
  remove: (user: ManagedUser) => void
}

const initials = (u: ManagedUser) => `${u.firstName?.[0] ?? ''}${u.lastName?.[0] ?? ''}`.toUpperCase() || '?'
const fullName = (u: ManagedUser) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email || 'Unnamed'

/** The Email column without one: a home added for someone who does not sign in says so (decision 0025) */
const noEmail = (u: ManagedUser) => (u.signsIn ? 'No e-mail' : NO_EMAIL_NO_SIGN_IN)

export function UsersTable({ users, viewer, actions }: { users: ManagedUser[]; viewer: { id: string; role: Role }; actions: RowActions }) {
  return (
    // relative: the hidden "Actions" label is positioned inside the scroller, not against the page (which it widened on phones)
    <div className="relative overflow-x-auto rounded-lg border bg-white">
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="border-b bg-slate-50 text-slate-700">
          <tr>
            {['User', 'Role', 'Email', 'Joined', 'Status'].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            // only an admin changes a staff account; nobody changes their own account here (the server agrees)
            const canChange = user.id !== viewer.id && mayManageAccountOf(viewer.role, user.role)
            return (
              <tr key={user.id} className="border-b last:border-0" data-user-email={user.email ?? undefined}>
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-blue-100 text-xs font-semibold text-blue-800">
                      {initials(user)}
                    </span>
                    <span className="font-medium text-slate-900">{fullName(user)}</span>
                  </div>
                </td>
                <td className="px-4 py-3">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-4 py-3 text-slate-700">{user.email ?? <span className="text-slate-600 italic">{noEmail(user)}</span>}</td>
                <td className="px-4 py-3 text-slate-700">{format(new Date(user.createdAt), 'MMM dd, yyyy')}</td>
                <td className="px-4 py-3">
                  <span
                    className={
                      user.isActive
                        ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800'
                        : 'rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800'
                    }
                  >
                    {user.isActive ? 'Active' : 'Inactive'}
                  </span>
                </td>
                <td className="px-4 py-3 text-right">
                  {canChange && (
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button variant="ghost" size="icon" aria-label={`Actions for ${fullName(user)}`}>
                          <MoreHorizontal />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        <DropdownMenuItem onSelect={() => actions.edit(user)}>Edit User</DropdownMenuItem>
                        {/* someone who does not sign in has no sign-in to stop: their home is watched until deleted (the server agrees) */}
                        {(user.signsIn || !user.isActive) && (
                          <DropdownMenuItem onSelect={() => actions.toggleActive(user)}>
                            {user.isActive ? 'Deactivate' : 'Reactivate'}
                          </DropdownMenuItem>
                        )}
                        {viewer.role === 'admin' && user.role !== 'admin' && (
                          <>
                            <DropdownMenuSeparator />
                            <DropdownMenuItem className="text-destructive" onSelect={() => actions.remove(user)}>
                              Delete User
                            </DropdownMenuItem>
                          </>
                        )}
                      </DropdownMenuContent>
                    </DropdownMenu>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

export { fullName }
