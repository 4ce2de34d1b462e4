import { INVITATION_MESSAGES } from '@contracts/invitations'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/use-toast'

/** An empty address is also announced as a toast (SPEC.md §5: 'Email Required - Please enter an email address') */
export function announceMissingEmail(fieldError: string | undefined) {
  if (fieldError === INVITATION_MESSAGES.emailRequired) toast({ title: 'Email Required', description: INVITATION_MESSAGES.emailRequired, variant: 'destructive' })
}

/** The address an invitation goes to (Invite User, Invite Family Member), with its message under it */
export function InviteeEmailField({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Email</Label>
      <Input
        id={id}
        type="email"
        required
        autoComplete="off"
        placeholder="name@example.com"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldMessageId(id) : undefined}
      />
      <FormMessage id={fieldMessageId(id)}>{error}</FormMessage>
    </div>
  )
}

/** The few words that go with an invitation (Invite User, Invite Family Member), optional, with its message under it */
export function InvitationMessageField({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Message (optional)</Label>
      <Textarea
        id={id}
        rows={3}
        placeholder="A few words to go with the invitation"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldMessageId(id) : undefined}
      />
      <FormMessage id={fieldMessageId(id)}>{error}</FormMessage>
    </div>
  )
}
