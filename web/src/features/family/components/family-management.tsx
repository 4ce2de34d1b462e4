import { can } from '@contracts/access'
import type { CurrentUser } from '@contracts/auth'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { circleName, type CircleSummary } from '@/lib/circle'
import { FamilyAccessHelp } from './family-access-help'
import { InvitationList } from './invitation-list'
import { InviteFamilyDialog } from './invite-family-dialog'
import { MemberList } from './member-list'

/** The Family Members page of one circle: who is in it, who is invited, and how to invite more */
export function FamilyManagement({ clientId, viewer, circle }: { clientId: string; viewer: CurrentUser; circle: CircleSummary | undefined }) {
  const [isInviting, setInviting] = useState(false)
  const canManage = can(viewer.role, 'family.manage')
  const who = circleName(circle) || 'this person'
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Family Members</h1>
          <p className="text-slate-600">The people who look after {who}, and what they can see</p>
        </div>
        {canManage && (
          <Button onClick={() => setInviting(true)} className="self-start sm:self-auto">
            <UserPlus className="size-4" aria-hidden="true" />
            Invite Family Member
          </Button>
        )}
      </div>
      <MemberList clientId={clientId} canManage={canManage} />
      <InvitationList clientId={clientId} canManage={canManage} />
      <FamilyAccessHelp />
      <InviteFamilyDialog open={isInviting} clientId={clientId} circleLabel={who} onClose={() => setInviting(false)} />
    </div>
  )
}
