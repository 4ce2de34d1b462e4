import { CardField } from '@/components/card-field'
import { RoleBadge } from '@/components/role-badge'
import type { ManagedUser } from '../api/users'
import { joinedOn, UserEmail, UserIdentity, UserStatus } from './user-cells'
import { UserRowActions, type UserRowActionsProps } from './user-row-actions'

/** Where the table's columns do not fit (a phone, a tablet beside the sidebar) the people are cards, so each one's actions sit on screen without scrolling sideways */
export function UserCards({ users, viewer, actions }: { users: ManagedUser[] } & Omit<UserRowActionsProps, 'user' | 'className'>) {
  return (
    <ul className="space-y-3 @2xl:hidden">
      {users.map((user) => (
        <li key={user.id} className="rounded-lg border bg-white p-4 text-sm" data-user-row data-user-email={user.email ?? undefined}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 break-words">
              <UserIdentity user={user} />
            </div>
            <UserRowActions user={user} viewer={viewer} actions={actions} className="-my-1 -mr-2 size-11 shrink-0" />
          </div>
          {/* the table's column names, as the labels */}
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
            <CardField label="Role" valueClassName="mt-1">
              <RoleBadge role={user.role} />
            </CardField>
            <CardField label="Status" valueClassName="mt-1">
              <UserStatus user={user} />
            </CardField>
            <CardField label="Email" className="col-span-2" valueClassName="break-all text-slate-700">
              <UserEmail user={user} />
            </CardField>
            <CardField label="Joined" className="col-span-2" valueClassName="text-slate-700">
              {joinedOn(user)}
            </CardField>
          </dl>
        </li>
      ))}
    </ul>
  )
}
