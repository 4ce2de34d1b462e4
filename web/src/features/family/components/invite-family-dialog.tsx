import { FamilyInvite } from '@contracts/family'
import type { FAMILY_ROLES } from '@contracts/enums'
import { useState, type FormEvent } from 'react'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { announceMissingEmail, InvitationMessageField, InviteeEmailField } from '@/components/invitation-fields'
import { OptionSelect } from '@/components/option-select'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Label } from '@/components/ui/label'
import { issuesByField } from '@/lib/field-errors'
import { sendInvitation } from '@/lib/send-invitation'
import { useInviteFamilyMember } from '../api/family'
import { FAMILY_ROLE_OPTIONS } from './family-roles'
import { useFocusFirstError } from '@/lib/focus-first-error'

type FamilyRole = (typeof FAMILY_ROLES)[number]
type Field = 'inviteeEmail' | 'inviteeRole' | 'message'
const FIELDS: Field[] = ['inviteeEmail', 'inviteeRole', 'message']

export function InviteFamilyDialog({ open, clientId, circleLabel, onClose }: { open: boolean; clientId: string; circleLabel: string; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite Family Member</DialogTitle>
          <DialogDescription>
            We will e-mail them a link to join {circleLabel}&apos;s care circle. The link works for 7 days.
          </DialogDescription>
        </DialogHeader>
        {/* a fresh form at each opening */}
        {open && <InviteFamilyForm clientId={clientId} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function InviteFamilyForm({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const [inviteeEmail, setEmail] = useState('')
  const [inviteeRole, setRole] = useState<FamilyRole>('carer')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const formRef = useFocusFirstError(errors)
  const invite = useInviteFamilyMember(clientId)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = FamilyInvite.safeParse({ inviteeEmail, inviteeRole, message })
    if (!parsed.success) {
      const found = issuesByField<Field>(parsed.error.issues)
      announceMissingEmail(found.inviteeEmail)
      return setErrors(found)
    }
    setErrors({})
    await sendInvitation(
      () => invite.mutateAsync(parsed.data),
      { sent: () => 'Family member invitation has been sent successfully.' },
      { fields: FIELDS, setErrors, onDone },
    )
  }

  const describedBy = (field: Field, help?: string) =>
    [help, errors[field] ? fieldMessageId(`family-${field}`) : null].filter(Boolean).join(' ') || undefined

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <InviteeEmailField id="family-inviteeEmail" value={inviteeEmail} onChange={setEmail} error={errors.inviteeEmail} />
      <div className="grid gap-2">
        <Label htmlFor="family-inviteeRole">Role</Label>
        <OptionSelect
          id="family-inviteeRole"
          className="w-full aria-[invalid=true]:border-destructive"
          value={inviteeRole}
          options={FAMILY_ROLE_OPTIONS}
          onChange={setRole}
          aria-invalid={errors.inviteeRole ? true : undefined}
          aria-describedby={describedBy('inviteeRole')}
        />
        <FormMessage id={fieldMessageId('family-inviteeRole')}>{errors.inviteeRole}</FormMessage>
      </div>
      <InvitationMessageField id="family-message" value={message} onChange={setMessage} error={errors.message} />
      <FormDialogFooter isBusy={invite.isPending} label="Send Invitation" busyLabel="Sending..." />
    </form>
  )
}
