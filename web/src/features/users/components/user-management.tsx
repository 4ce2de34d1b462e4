import type { CurrentUser } from '@contracts/auth'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AuditTrail } from './audit-trail'
import { InviteUserDialog } from './invite-user-dialog'
import { UsersPanel } from './users-panel'

/** The Users page body: Invite User for staff, and for admins the audit trail beside the people */
export function UserManagement({ viewer }: { viewer: CurrentUser }) {
  const [isInviting, setInviting] = useState(false)
  const inviteButton = (
    <Button onClick={() => setInviting(true)}>
      <UserPlus aria-hidden="true" />
      Invite User
    </Button>
  )

  return (
    <>
      {viewer.role === 'admin' ? (
        <Tabs defaultValue="users" className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList aria-label="User management sections">
              <TabsTrigger value="users">Users</TabsTrigger>
              <TabsTrigger value="audit">Audit Trail</TabsTrigger>
            </TabsList>
            {inviteButton}
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
          <div className="flex justify-end">{inviteButton}</div>
          <UsersPanel viewer={viewer} />
        </div>
      )}
      <InviteUserDialog open={isInviting} viewerRole={viewer.role} onClose={() => setInviting(false)} />
    </>
  )
}
