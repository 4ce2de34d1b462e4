import { RoleBadge } from '@/components/role-badge'
import type { ManagedUser } from '../api/users'
import { joinedOn, UserEmail, UserIdentity, UserStatus } from './user-cells'
import { UserRowActions, type UserRowActionsProps } from './user-row-actions'

const term = 'text-xs font-medium text-slate-600'

/** Below md the people are cards, so each one's actions sit on screen without scrolling sideways */
export function UserCards({ users, viewer, actions }: { users: ManagedUser[] } & Omit<UserRowActionsProps, 'user' | 'className'>) {
  return (
    <ul className="space-y-3 md:hidden">
      {users.map((user) => (
        <li key={user.id} className="rounded-lg border bg-white p-4 text-sm" data-user-email={user.email ?? undefined}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 break-words">
              <UserIdentity user={user} />
            </div>
            <UserRowActions user={user} viewer={viewer} actions={actions} className="-my-1 -mr-2 size-11 shrink-0" />
          </div>
          {/* the table's column names, as the labels */}
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
            <div>
              <dt className={term}>Role</dt>
              <dd className="mt-1">
                <RoleBadge role={user.role} />
              </dd>
            </div>
            <div>
              <dt className={term}>Status</dt>
              <dd className="mt-1">
                <UserStatus user={user} />
              </dd>
            </div>
            <div className="col-span-2">
              <dt className={term}>Email</dt>
              <dd className="mt-0.5 break-all text-slate-700">
                <UserEmail user={user} />
              </dd>
            </div>
            <div className="col-span-2">
              <dt className={term}>Joined</dt>
              <dd className="mt-0.5 text-slate-700">{joinedOn(user)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
