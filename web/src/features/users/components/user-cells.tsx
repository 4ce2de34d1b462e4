import { format } from 'date-fns'
import { NO_EMAIL_NO_SIGN_IN } from '@contracts/users'
import { homeTag, tellApartBy } from '@/lib/circle-search'
import type { ManagedUser } from '../api/users'

// what a person's row says, written once for the table (md and up) and the phone's cards

const initials = (u: ManagedUser) => `${u.firstName?.[0] ?? ''}${u.lastName?.[0] ?? ''}`.toUpperCase() || '?'
export const fullName = (u: ManagedUser) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email || 'Unnamed'

/** The Email column without one: a home added for someone who does not sign in says so (decision 0025) */
const noEmail = (u: ManagedUser) => (u.signsIn ? 'No e-mail' : NO_EMAIL_NO_SIGN_IN)

export const joinedOn = (u: ManagedUser) => format(new Date(u.createdAt), 'MMM dd, yyyy')

export function UserIdentity({ user }: { user: ManagedUser }) {
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-blue-100 text-xs font-semibold text-blue-800">
        {initials(user)}
      </span>
      <span className="font-medium text-slate-900">{fullName(user)}</span>
    </div>
  )
}

/** How a person is told apart from another of the same name: their e-mail, else their phone, else (a client) their home's id */
export const userTag = (u: ManagedUser) => tellApartBy(u, u.role === 'client' ? u.id : undefined)

/**
 * The Email column. Without an e-mail (a home added with Add Home) the phone staff gave tells two
 * people of one name apart, and a client's home tag matches the line under their name in the picker.
 */
export function UserEmail({ user }: { user: ManagedUser }) {
  if (user.email) return <>{user.email}</>
  return (
    <>
      <span className="text-slate-600 italic">{noEmail(user)}</span>
      {user.phone && <span className="text-slate-600"> · {user.phone}</span>}
      {user.role === 'client' && <span className="text-slate-600"> · {homeTag(user.id)}</span>}
    </>
  )
}

export function UserStatus({ user }: { user: ManagedUser }) {
  return (
    <span
      className={
        user.isActive
          ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800'
          : 'rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800'
      }
    >
      {user.isActive ? 'Active' : 'Inactive'}
    </span>
  )
}
