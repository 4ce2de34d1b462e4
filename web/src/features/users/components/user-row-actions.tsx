import { MoreHorizontal } from 'lucide-react'
import { useRef } from 'react'
import { mayManageAccountOf } from '@contracts/access'
import type { Role } from '@contracts/enums'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { homeDashboardHref } from '@/lib/home-dashboard-link'
import type { ManagedUser } from '../api/users'
import { fullName } from './user-cells'

/** `trigger`: the row's actions button, where focus goes back when the dialog closes (the mouse gives it no focus) */
export interface RowActions {
  edit: (user: ManagedUser, trigger: HTMLElement | null) => void
  toggleActive: (user: ManagedUser, trigger: HTMLElement | null) => void
  remove: (user: ManagedUser, trigger: HTMLElement | null) => void
}

export interface UserRowActionsProps {
  user: ManagedUser
  viewer: { id: string; role: Role }
  actions: RowActions
  /** the phone's cards make the trigger a 44 px tap target */
  className?: string
}

/**
 * Whether the person is a home staff can open: a client who is not a family member of another home
 * (such a client's account is not a home: the picker, and so a link to one, does not offer it)
 */
const hasOwnHome = (user: ManagedUser) => user.role === 'client' && user.caresFor.length === 0

/** A person's actions menu, the same in a table row and on a phone's card */
export function UserRowActions({ user, viewer, actions, className }: UserRowActionsProps) {
  const trigger = useRef<HTMLButtonElement>(null)
  // only an admin changes a staff account; nobody changes their own account here (the server agrees)
  if (user.id === viewer.id || !mayManageAccountOf(viewer.role, user.role)) return null
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="icon" className={className} aria-label={`Actions for ${fullName(user)}`}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {/* a link, so it also opens in a new tab and User Management stays where it was */}
        {hasOwnHome(user) && (
          <DropdownMenuItem asChild>
            <Link href={homeDashboardHref(user.id)}>Open Dashboard</Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => actions.edit(user, trigger.current)}>Edit User</DropdownMenuItem>
        {/* someone who does not sign in has no sign-in to stop: their home is watched until deleted (the server agrees) */}
        {(user.signsIn || !user.isActive) && (
          <DropdownMenuItem onSelect={() => actions.toggleActive(user, trigger.current)}>{user.isActive ? 'Deactivate' : 'Reactivate'}</DropdownMenuItem>
        )}
        {viewer.role === 'admin' && user.role !== 'admin' && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-destructive" onSelect={() => actions.remove(user, trigger.current)}>
              Delete User
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
