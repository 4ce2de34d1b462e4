import { useState, type FormEvent } from 'react'
import type { Role } from '@contracts/enums'
import { UserUpdate } from '@contracts/users'
import { OptionSelect } from '@/components/option-select'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/lib/use-toast'
import { editUser, messageOf, useUserAction, type ManagedUser } from '../api/users'
import { roleChoice } from './role-options'

export function EditUserDialog({ user, viewerRole, onClose }: { user: ManagedUser | null; viewerRole: Role; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>Change this person&apos;s name or role.</DialogDescription>
        </DialogHeader>
        {user && <EditUserForm key={user.id} user={user} viewerRole={viewerRole} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function EditUserForm({ user, viewerRole, onDone }: { user: ManagedUser; viewerRole: Role; onDone: () => void }) {
  const [firstName, setFirstName] = useState(user.firstName ?? '')
  const [lastName, setLastName] = useState(user.lastName ?? '')
  const [role, setRole] = useState<Role>(user.role)
  const [error, setError] = useState<string | null>(null)
  const save = useUserAction(editUser)
  // what the server allows (decision 0010): support grants no staff role; a home in use keeps its client
  const { options, lockedBy } = roleChoice(viewerRole, user)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!firstName.trim() || !lastName.trim()) return setError('First and last name are required.')
    // the server's own rules and words (a name over the limit), before the round trip
    const checked = UserUpdate.safeParse({ firstName, lastName, role })
    if (!checked.success) return setError(checked.error.issues[0]!.message)
    try {
      await save.mutateAsync({ id: user.id, firstName, lastName, ...(lockedBy ? {} : { role }) })
      toast({ title: 'User Updated', description: `${firstName} ${lastName} has been saved.` })
      onDone()
    } catch (err) {
      setError(messageOf(err, 'Failed to update user. Please try again.'))
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <div className="grid gap-2">
        <Label htmlFor="edit-first-name">First name</Label>
        <Input id="edit-first-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-last-name">Last name</Label>
        <Input id="edit-last-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-role">Role</Label>
        <OptionSelect
          id="edit-role"
          value={role}
          options={options}
          onChange={setRole}
          disabled={lockedBy !== null}
          className="disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-700"
          aria-describedby={lockedBy ? 'edit-role-hint' : undefined}
        />
        {lockedBy && (
          <p id="edit-role-hint" className="text-sm text-slate-600">
            {lockedBy}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <FormDialogFooter isBusy={save.isPending} label="Save Changes" busyLabel="Saving..." />
    </form>
  )
}
