import type { Role } from '@contracts/enums'
import { InvitationCreate } from '@contracts/invitations'
import { useState, type FormEvent } from 'react'
import { CircleCombobox } from '@/components/circle-combobox'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { announceMissingEmail, InvitationMessageField, InviteeEmailField } from '@/components/invitation-fields'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Label } from '@/components/ui/label'
import { issuesByField } from '@/lib/field-errors'
import { sendInvitation } from '@/lib/send-invitation'
import { useCircles } from '@/lib/circle'
import { useInviteUser } from '../api/invitations'
import { useFocusFirstError } from '@/lib/focus-first-error'

const ROLE_OPTIONS: { value: Role; label: string; help: string }[] = [
  { value: 'carer', label: 'Carer', help: 'Watches over the people in their care circles and receives their alerts.' },
  { value: 'client', label: 'Client', help: 'The person being monitored: gets a home of their own to set up.' },
  { value: 'support', label: 'Support', help: 'Helps every household and manages users, but cannot make admins or support staff.' },
  { value: 'admin', label: 'Admin', help: 'Full access, including the audit trail and deleting users.' },
]

const SELECT_CLASS =
  'h-10 w-full pointer-coarse:h-11 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive'

type Field = 'email' | 'role' | 'circleId' | 'message'
const FIELDS: Field[] = ['email', 'role', 'circleId', 'message']

export function InviteUserDialog({ open, viewerRole, onClose }: { open: boolean; viewerRole: Role; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite User</DialogTitle>
          <DialogDescription>We will e-mail them a link to set up their account. The link works for 7 days.</DialogDescription>
        </DialogHeader>
        {/* a fresh form at each opening */}
        {open && <InviteUserForm viewerRole={viewerRole} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function InviteUserForm({ viewerRole, onDone }: { viewerRole: Role; onDone: () => void }) {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('carer')
  const [circleId, setCircleId] = useState('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const formRef = useFocusFirstError(errors)
  const invite = useInviteUser()
  // every home a carer can be invited into (staff see them all), told apart by the client's e-mail
  const { data: circles = [] } = useCircles()
  // only an admin invites staff (decision 0010; the server refuses it too)
  const roles = ROLE_OPTIONS.filter((o) => viewerRole === 'admin' || (o.value !== 'admin' && o.value !== 'support'))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = InvitationCreate.safeParse({ email, role, circleId: role === 'carer' && circleId ? circleId : undefined, message })
    if (!parsed.success) {
      const found = issuesByField<Field>(parsed.error.issues)
      announceMissingEmail(found.email)
      return setErrors(found)
    }
    setErrors({})
    await sendInvitation(
      () => invite.mutateAsync(parsed.data),
      { sent: (to) => `We have e-mailed an invitation to ${to}.` },
      { fields: FIELDS, setErrors, onDone },
    )
  }

  const describedBy = (field: Field, help?: string) => [help, errors[field] ? fieldMessageId(`invite-${field}`) : null].filter(Boolean).join(' ') || undefined

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <InviteeEmailField id="invite-email" value={email} onChange={setEmail} error={errors.email} />
      <div className="grid gap-2">
        <Label htmlFor="invite-role">Role</Label>
        <select
          id="invite-role"
          className={SELECT_CLASS}
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
          aria-invalid={errors.role ? true : undefined}
          aria-describedby={describedBy('role', 'invite-role-help')}
        >
          {roles.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <p id="invite-role-help" className="text-xs text-slate-600">
          {ROLE_OPTIONS.find((o) => o.value === role)?.help}
        </p>
        <FormMessage id={fieldMessageId('invite-role')}>{errors.role}</FormMessage>
      </div>
      {role === 'carer' && (
        <div className="grid gap-2">
          <Label htmlFor="invite-circleId">Care circle (optional)</Label>
          <CircleCombobox
            id="invite-circleId"
            className="w-full pointer-coarse:h-11"
            circles={circles}
            value={circleId}
            onChange={setCircleId}
            noneLabel="No care circle yet"
            aria-invalid={errors.circleId ? true : undefined}
            aria-describedby={describedBy('circleId', 'invite-circle-help')}
          />
          <p id="invite-circle-help" className="text-xs text-slate-600">
            The person they will look after. They join that home&apos;s care circle when they accept.
          </p>
          <FormMessage id={fieldMessageId('invite-circleId')}>{errors.circleId}</FormMessage>
        </div>
      )}
      <InvitationMessageField id="invite-message" value={message} onChange={setMessage} error={errors.message} />
      <FormDialogFooter isBusy={invite.isPending} label="Send Invitation" busyLabel="Sending..." />
    </form>
  )
}
