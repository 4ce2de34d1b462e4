import type { FamilyInvitation } from '@contracts/family'
import { format } from 'date-fns'
import { Mail } from 'lucide-react'
import { useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { InvitationNote } from '@/components/invitation-note'
import { RoleBadge } from '@/components/role-badge'
import { TitledSection } from '@/components/titled-section'
import { Button } from '@/components/ui/button'
import { serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { resendInvitation } from '@/lib/send-invitation'
import { toast } from '@/lib/use-toast'
import { cn } from '@/lib/utils'
import { useFocusWhenRemoved } from '@/lib/return-focus'
import { useFamilyInvitations, useResendFamilyInvitation, useRevokeFamilyInvitation } from '../api/family'
import { FamilyList } from './family-list'

const STATUS_STYLE: Record<FamilyInvitation['status'], string> = {
  pending: 'bg-blue-100 text-blue-800',
  expired: 'bg-amber-100 text-amber-900',
}

/**
 * 'Pending Invitations': sent into this circle and not accepted yet; one can be sent again (the mail was lost, or a week
 * went by: a new link for another week) or revoked (its link stops working)
 */
export function InvitationList({ clientId, canManage }: { clientId: string; canManage: boolean }) {
  const query = useFamilyInvitations(clientId)
  const revoke = useRevokeFamilyInvitation(clientId)
  const resend = useResendFamilyInvitation(clientId)
  const [revoking, setRevoking] = useState<FamilyInvitation | null>(null)
  // a revoked invitation's row goes, and its Revoke button, where focus went back to: it fell to the top of
  // the page. The section's heading takes it instead, and she reads on from there
  const heading = useRef<HTMLHeadingElement>(null)
  const afterRevoke = useFocusWhenRemoved(() => heading.current?.focus())

  const onResend = (invitation: FamilyInvitation) =>
    resendInvitation(invitation.inviteeEmail, () => resend.mutateAsync(invitation.id), { title: 'Resend Failed', fallback: 'Failed to resend the invitation' })


  async function confirmRevoke(invitation: FamilyInvitation) {
    try {
      await revoke.mutateAsync(invitation.id)
      toast({ title: 'Invitation Revoked', description: `The invitation to ${invitation.inviteeEmail} no longer works.` })
      afterRevoke.removed()
    } catch (err) {
      if (isUnauthorizedError(err)) return
      toast({ title: 'Revoke Failed', description: serverMessage(err, 'Failed to revoke the invitation'), variant: 'destructive' })
    }
    setRevoking(null)
  }

  return (
    <TitledSection title="Pending Invitations" headingRef={heading}>
      <FamilyList query={query} failed="Invitations could not be loaded" empty="No pending invitations.">
        {(invitation) => (
            <li key={invitation.id} data-invitation-email={invitation.inviteeEmail} className="flex items-start gap-3 p-4">
              <Mail className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="break-all font-medium text-slate-900">{invitation.inviteeEmail}</span>
                  <RoleBadge role={invitation.inviteeRole} />
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium capitalize', STATUS_STYLE[invitation.status])}>{invitation.status}</span>
                </p>
                <p className="text-sm text-slate-600">
                  Invited by {invitation.invitedByName ?? 'a former member'} on {format(new Date(invitation.createdAt), 'MMM dd, yyyy')} ·{' '}
                  {invitation.status === 'expired' ? 'Expired' : 'Expires'} {format(new Date(invitation.expiresAt), 'MMM dd, yyyy')}
                </p>
                {invitation.message && <InvitationNote message={invitation.message} />}
              </div>
              {canManage && (
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    busy={resend.isPending && resend.variables === invitation.id}
                    onClick={() => void onResend(invitation)}
                    aria-label={`Resend the invitation to ${invitation.inviteeEmail}`}
                  >
                    Resend
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setRevoking(invitation)} aria-label={`Revoke the invitation to ${invitation.inviteeEmail}`}>
                    Revoke
                  </Button>
                </div>
              )}
            </li>
        )}
      </FamilyList>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        onCloseAutoFocus={(event) => void afterRevoke.takeFocus(event)}
        title="Revoke Invitation"
        description={`The link sent to ${revoking?.inviteeEmail ?? 'this address'} will stop working. You can invite them again later.`}
        confirmLabel="Revoke"
        destructive
        waitFor={{ isPending: revoke.isPending, label: 'Revoking...' }}
        onConfirm={() => revoking && confirmRevoke(revoking)}
      />
    </TitledSection>
  )
}
