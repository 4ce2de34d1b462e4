import type { FamilyMember } from '@contracts/family'
import { format } from 'date-fns'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { RoleBadge } from '@/components/role-badge'
import { TitledSection } from '@/components/titled-section'
import { Button } from '@/components/ui/button'
import { serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { useFamilyMembers, useRemoveFamilyMember } from '../api/family'
import { FamilyList } from './family-list'

const nameOf = (m: FamilyMember) => [m.memberUser.firstName, m.memberUser.lastName].filter(Boolean).join(' ') || m.memberUser.email || 'Unnamed'
const initialsOf = (m: FamilyMember) =>
  [m.memberUser.firstName, m.memberUser.lastName]
    .map((part) => part?.trim()[0] ?? '')
    .join('')
    .toUpperCase() || '?'

/** 'Current Members': who joined the circle; those who may manage it can take someone else out */
export function MemberList({ clientId, canManage }: { clientId: string; canManage: boolean }) {
  const query = useFamilyMembers(clientId)
  const remove = useRemoveFamilyMember(clientId)
  const [removing, setRemoving] = useState<FamilyMember | null>(null)

  async function confirmRemove(member: FamilyMember) {
    try {
      await remove.mutateAsync(member.id)
      toast({ title: 'Member Removed', description: 'Family member has been removed successfully.' })
      setRemoving(null)
    } catch (err) {
      if (isUnauthorizedError(err)) return
      toast({ title: 'Removal Failed', description: serverMessage(err, 'Failed to remove family member'), variant: 'destructive' })
      setRemoving(null)
    }
  }

  return (
    <TitledSection title="Current Members">
      <FamilyList query={query} failed="Family members could not be loaded" empty="Nobody has joined this care circle yet. Invite a family member or carer to share the watching.">
        {(member) => (
            <li key={member.id} data-member-email={member.memberUser.email ?? undefined} className="flex items-center gap-3 p-4">
              <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800">
                {initialsOf(member)}
              </span>
              <div className="min-w-0 flex-1 space-y-1">
                {/* a name longer than the line (a long surname at 200 % text) wraps, else it stood past the screen */}
                <p className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 font-medium text-slate-900 wrap-anywhere">{nameOf(member)}</span>
                  <RoleBadge role={member.role} />
                  {member.isYou && <span className="text-xs text-slate-600">(you)</span>}
                </p>
                {/* listed as ever, but not watching: the family must not count on them being told */}
                {member.isDeactivated && (
                  <p data-deactivated className="text-xs font-medium text-amber-800">
                    Account deactivated: they cannot sign in, and no alert reaches them.
                  </p>
                )}
                {/* only the address may break anywhere: it has no spaces; the words after it wrap between words */}
                <p className="text-sm text-slate-600">
                  <span className="break-all">{member.memberUser.email}</span>
                  {member.relationship && <> · {member.relationship}</>} · Joined {format(new Date(member.addedAt), 'MMM dd, yyyy')}
                </p>
              </div>
              {canManage && !member.isYou && (
                <Button variant="outline" size="sm" className="shrink-0" onClick={() => setRemoving(member)} aria-label={`Remove ${nameOf(member)}`}>
                  Remove
                </Button>
              )}
            </li>
        )}
      </FamilyList>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove Family Member"
        description="Are you sure you want to remove this family member? They will lose access to health monitoring data."
        confirmLabel="Remove"
        destructive
        waitFor={{ isPending: remove.isPending, label: 'Removing...' }}
        onConfirm={() => removing && confirmRemove(removing)}
      />
    </TitledSection>
  )
}
