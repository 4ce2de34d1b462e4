import type { CurrentUser } from '@contracts/auth'
import { House, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { oneOf, useKeptOnEntry } from '@/lib/kept-on-entry'
import { AddHomeDialog } from './add-home-dialog'
import { AuditTrail } from './audit-trail'
import { InviteUserDialog } from './invite-user-dialog'
import { UsersPanel } from './users-panel'

const SECTIONS = ['users', 'audit'] as const
type Section = (typeof SECTIONS)[number]
const readSection = oneOf(SECTIONS)

/**
 * The Users page body: Invite User and Add Home (a home for someone who will not sign in, decision
 * 0025) for staff, and for admins the audit trail beside the people
 */
export function UserManagement({ viewer }: { viewer: CurrentUser }) {
  const [isInviting, setInviting] = useState(false)
  const [isAddingHome, setAddingHome] = useState(false)
  // kept on the page's history entry: Back from a home's dashboard comes back to the tab it was opened from
  const [section, setSection] = useKeptOnEntry<Section>('users.section', 'users', readSection)
  const actionButtons = (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setAddingHome(true)}>
        <House aria-hidden="true" />
        Add Home
      </Button>
      <Button onClick={() => setInviting(true)}>
        <UserPlus aria-hidden="true" />
        Invite User
      </Button>
    </div>
  )

  return (
    <>
      {viewer.role === 'admin' ? (
        <Tabs value={section} onValueChange={(value) => setSection(readSection(value) ?? 'users')} className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList aria-label="User management sections">
              <TabsTrigger value="users">Users</TabsTrigger>
              <TabsTrigger value="audit">Audit Trail</TabsTrigger>
            </TabsList>
            {actionButtons}
          </div>
          <TabsContent value="users">
            <UsersPanel viewer={viewer} />
          </TabsContent>
          <TabsContent value="audit">
            <AuditTrail />
          </TabsContent>
        </Tabs>
      ) : (
        <div className="space-y-6">
          <div className="flex justify-end">{actionButtons}</div>
          <UsersPanel viewer={viewer} />
        </div>
      )}
      <InviteUserDialog open={isInviting} viewerRole={viewer.role} onClose={() => setInviting(false)} />
      <AddHomeDialog open={isAddingHome} onClose={() => setAddingHome(false)} />
    </>
  )
}
