import { useState, type FormEvent } from 'react'
import type { Role } from '@contracts/enums'
import { UserUpdate } from '@contracts/users'
import { OptionSelect } from '@/components/option-select'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { FormField } from '@/components/form-field'
import { Label } from '@/components/ui/label'
import { issuesByField, serverFieldErrors, type FieldErrors } from '@/lib/field-errors'
import { useFocusFirstError } from '@/lib/focus-first-error'
import { returnFocus } from '@/lib/return-focus'
import { toast } from '@/lib/use-toast'
import { editUser, messageOf, useUserAction, type ManagedUser } from '../api/users'
import { roleChangeWarning, roleChoice } from './role-options'
import { SignInOfferSection } from './sign-in-offer-section'

interface EditUserDialogProps {
  user: ManagedUser | null
  viewerRole: Role
  onClose: () => void
  /** the row's actions button that opened it: focus goes back there on close */
  returnFocusTo: HTMLElement | null
}

export function EditUserDialog({ user, viewerRole, onClose, returnFocusTo }: EditUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus(returnFocusTo)}>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            {user && !user.signsIn ? "Change this person's name or phone number, or give them a sign-in." : "Change this person's name, phone number or role."}
          </DialogDescription>
        </DialogHeader>
        {user && <EditUserForm key={user.id} user={user} viewerRole={viewerRole} onDone={onClose} />}
        {/* someone whose home was added without a sign-in may be given one later (decision 0025) */}
        {user && !user.signsIn && <SignInOfferSection key={`sign-in-${user.id}`} user={user} />}
      </DialogContent>
    </Dialog>
  )
}

const PHONE_ID = 'edit-phone'
type Field = 'firstName' | 'lastName' | 'phone'
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'phone']

function EditUserForm({ user, viewerRole, onDone }: { user: ManagedUser; viewerRole: Role; onDone: () => void }) {
  const [firstName, setFirstName] = useState(user.firstName ?? '')
  const [lastName, setLastName] = useState(user.lastName ?? '')
  const [role, setRole] = useState<Role>(user.role)
  const [phone, setPhone] = useState(user.phone ?? '')
  // what is not one field's (a role refused, the server unreachable) stands under the form
  const [error, setError] = useState<string | null>(null)
  // each field's message under it, the field marked and the first of them focused (a new object each submit)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({})
  const formRef = useFocusFirstError(fieldErrors)
  const save = useUserAction(editUser)
  // what the server allows (decision 0010): support grants no staff role; a home in use keeps its client
  const { options, lockedBy } = roleChoice(viewerRole, user)
  const roleWarning = roleChangeWarning(user, role)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    setFieldErrors({})
    // sent only when changed: a number stored before today's rules does not stand in the way of a rename
    const phoneChange = phone.trim() === (user.phone ?? '') ? {} : { phone: phone.trim() }
    // the server's own rules and words (a name empty or over the limit, a number as the profile checks it), before the round trip
    const checked = UserUpdate.safeParse({ firstName, lastName, role, ...phoneChange })
    if (!checked.success) {
      const found = issuesByField<string>(checked.error.issues)
      const fields = Object.fromEntries(FIELDS.filter((f) => found[f]).map((f) => [f, found[f]])) as FieldErrors<Field>
      if (!Object.keys(fields).length) setError(Object.values(found)[0] ?? null)
      return setFieldErrors(fields)
    }
    try {
      await save.mutateAsync({ id: user.id, firstName, lastName, ...phoneChange, ...(lockedBy ? {} : { role }) })
      toast({ title: 'User Updated', description: `${firstName} ${lastName} has been saved.` })
      onDone()
    } catch (err) {
      const found = serverFieldErrors(err, FIELDS)
      if (Object.keys(found).length) return setFieldErrors(found)
      setError(messageOf(err, 'Failed to update user. Please try again.'))
    }
  }

  const phoneHint = 'What their care circle dials from Quick Contact and Call Now. Digits, spaces or dashes, with + and the country code if you like. Leave it empty to remove the number.'
  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormField id="edit-first-name" label="First name" error={fieldErrors.firstName}>
        {(aria) => <Input {...aria} autoComplete="off" value={firstName} onChange={(e) => setFirstName(e.target.value)} />}
      </FormField>
      <FormField id="edit-last-name" label="Last name" error={fieldErrors.lastName}>
        {(aria) => <Input {...aria} autoComplete="off" value={lastName} onChange={(e) => setLastName(e.target.value)} />}
      </FormField>
      <FormField id={PHONE_ID} label="Phone number" error={fieldErrors.phone} hint={phoneHint}>
        {(aria) => (
          <Input {...aria} type="tel" inputMode="tel" autoComplete="off" placeholder="+44 7700 900123" value={phone} onChange={(e) => setPhone(e.target.value)} />
        )}
      </FormField>
      <div className="grid gap-2">
        <Label htmlFor="edit-role">Role</Label>
        <OptionSelect
          id="edit-role"
          value={role}
          options={options}
          onChange={setRole}
          disabled={lockedBy !== null}
          className="disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-700"
          aria-describedby={lockedBy ? 'edit-role-hint' : roleWarning ? 'edit-role-warning' : undefined}
        />
        {lockedBy && (
          <p id="edit-role-hint" className="text-sm text-slate-600">
            {lockedBy}
          </p>
        )}
        {roleWarning && (
          <p id="edit-role-warning" role="status" className="text-sm text-amber-800">
            {roleWarning}
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
