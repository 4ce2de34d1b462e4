import type { FamilyInvitation } from '@contracts/family'
import { format } from 'date-fns'
import { Mail } from 'lucide-react'
import { LoadFailed } from '@/components/load-failed'
import { RoleBadge } from '@/components/role-badge'
import { TitledSection } from '@/components/titled-section'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { useFamilyInvitations } from '../api/family'

const STATUS_STYLE: Record<FamilyInvitation['status'], string> = {
  pending: 'bg-blue-100 text-blue-800',
  expired: 'bg-amber-100 text-amber-900',
}

/** 'Pending Invitations': sent into this circle and not accepted yet (an expired one can be sent again) */
export function InvitationList({ clientId }: { clientId: string }) {
  const { data, isLoading, isError, refetch } = useFamilyInvitations(clientId)
  return (
    <TitledSection title="Pending Invitations">
      {isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : isError ? (
        <LoadFailed title="Invitations could not be loaded" onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <p className="rounded-lg border bg-white p-6 text-center text-sm text-slate-600">No pending invitations.</p>
      ) : (
        <ul className="divide-y rounded-lg border bg-white">
          {data.map((invitation) => (
            <li key={invitation.id} data-invitation-email={invitation.inviteeEmail} className="flex items-start gap-3 p-4">
              <Mail className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="break-all font-medium text-slate-900">{invitation.inviteeEmail}</span>
                  <RoleBadge role={invitation.inviteeRole} />
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium capitalize', STATUS_STYLE[invitation.status])}>{invitation.status}</span>
                </p>
                <p className="text-sm text-slate-600">
                  Invited by {invitation.invitedByName ?? 'a former member'} on {format(new Date(invitation.createdAt), 'MMM dd, yyyy')} ·{' '}
                  {invitation.status === 'expired' ? 'Expired' : 'Expires'} {format(new Date(invitation.expiresAt), 'MMM dd, yyyy')}
                </p>
                {invitation.message && <p className="whitespace-pre-wrap break-words text-sm italic text-slate-700">“{invitation.message}”</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  )
}
