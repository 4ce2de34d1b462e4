import { FamilyManagement } from '@/features/family/components/family-management'
import { CirclePage } from './circle-page'

/** /family-members: the circle's members and invitations (admin, support and carers) */
export function FamilyMembersPage() {
  return (
    <CirclePage title="Family Members" loading="Loading family members" nothing="are no family members to show">
      {({ user, clientId, current }) => <FamilyManagement clientId={clientId} viewer={user} circle={current} />}
    </CirclePage>
  )
}
