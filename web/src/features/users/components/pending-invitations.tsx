import { mayManageAccountOf } from '@contracts/access'
import type { Role } from '@contracts/enums'
import type { PendingInvitation } from '@contracts/invitations'
import { format } from 'date-fns'
import { Mail } from 'lucide-react'
import { useRef } from 'react'
import { InvitationNote } from '@/components/invitation-note'
import { RoleBadge } from '@/components/role-badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { focusNeighbourOf } from '@/lib/return-focus'
import { useNow } from '@/lib/use-now'
import { resendInvitation } from '@/lib/send-invitation'
import { toast } from '@/lib/use-toast'
import { usePendingInvitations, useResendInvitation, useRevokeInvitation } from '../api/invitations'
import type { PendingConfirmation } from './confirm-user-action'
import { TitledSection } from '@/components/titled-section'

/** Invitations not yet accepted: staff can send the link again or revoke it; one to a staff role, only an admin */
/** Its sender lost the standing to invite (removed, deactivated, deleted, no longer staff): the server refuses its link */
const WITHDRAWN_TEXT = 'Its sender can no longer invite, so the link no longer works: resend it to send it again as yours, or revoke it.'

/** an invitation's Revoke button */
const REVOKE = 'button[aria-label^="Revoke invitation to"]'

export function PendingInvitations({ viewerRole, confirm }: { viewerRole: Role; confirm: (pending: PendingConfirmation, trigger: HTMLElement | null) => void }) {
  const { data, isLoading } = usePendingInvitations()
  const resend = useResendInvitation()
  const revoke = useRevokeInvitation()
  const now = useNow()
  // The last invitation revoked, focus goes to the section's heading rather than the Invite User button: a screen reader
  // then says where she is ("Pending Invitations") and reads on to "No pending invitations.", what her revoke did, as
  // Family's own Pending Invitations does; Invite User, far up the page, would move her off without saying so
  const heading = useRef<HTMLHeadingElement>(null)

  const fail = (err: unknown, fallback: string) => {
    if (!isUnauthorizedError(err)) toast({ title: 'Error', description: serverMessage(err, fallback), variant: 'destructive' })
  }

  const onResend = (invitation: PendingInvitation) =>
    resendInvitation(invitation.email, () => resend.mutateAsync(invitation.id), { title: 'Error', fallback: 'Failed to resend the invitation. Please try again.' })


  const onRevoke = (invitation: PendingInvitation, trigger: HTMLElement) =>
    confirm({
      title: 'Revoke Invitation',
      description: `The link sent to ${invitation.email} will stop working at once.`,
      confirmLabel: 'Revoke',
      // she goes on from the next invitation's Revoke, else the previous one's, else the heading
      focusWhenGone: focusNeighbourOf(trigger, 'li[data-invitation-email]', REVOKE, () => heading.current),
      run: async () => {
        try {
          await revoke.mutateAsync(invitation.id)
          toast({ title: 'Invitation Revoked', description: `The invitation to ${invitation.email} no longer works.` })
          return true
        } catch (err) {
          fail(err, 'Failed to revoke the invitation. Please try again.')
          return false
        }
      },
    }, trigger)

  return (
    <TitledSection title="Pending Invitations" headingRef={heading}>
      {isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : !data || data.length === 0 ? (
        <p className="rounded-lg border bg-white p-6 text-center text-sm text-slate-600">No pending invitations.</p>
      ) : (
        <ul className="divide-y rounded-lg border bg-white">
          {data.map((invitation) => {
            const isExpired = Date.parse(invitation.expiresAt) <= now.getTime()
            // an invitation to a staff role is an admin's to resend or revoke, as a staff account is (decision 0010)
            const canChange = mayManageAccountOf(viewerRole, invitation.role)
            return (
              <li key={invitation.id} data-invitation-email={invitation.email} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-start gap-3">
                  <Mail className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
                  <div className="min-w-0 space-y-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="break-all font-medium text-slate-900">{invitation.email}</span>
                      <RoleBadge role={invitation.role} />
                      {isExpired && (
                        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Expired</span>
                      )}
                      {invitation.withdrawn && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">Withdrawn</span>}
                    </p>
                    <p className="text-sm text-slate-600">
                      {invitation.circleName && <>Joins {invitation.circleName}&apos;s care circle · </>}
                      Invited by {invitation.invitedByName ?? 'a former team member'} ·{' '}
                      {isExpired ? 'Expired' : 'Expires'} {format(new Date(invitation.expiresAt), 'MMM dd, yyyy')}
                    </p>
                    {invitation.message && <InvitationNote message={invitation.message} />}
                    {invitation.withdrawn && (
                      <p className="text-sm text-red-900">{WITHDRAWN_TEXT}</p>
                    )}
                  </div>
                </div>
                {canChange && (
                  <div className="flex gap-2 sm:shrink-0">
                    <Button variant="outline" size="sm" busy={resend.isPending} onClick={() => void onResend(invitation)} aria-label={`Resend invitation to ${invitation.email}`}>
                      Resend
                    </Button>
                    <Button variant="outline" size="sm" onClick={(event) => onRevoke(invitation, event.currentTarget)} aria-label={`Revoke invitation to ${invitation.email}`}>
                      Revoke
                    </Button>
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </TitledSection>
  )
}
