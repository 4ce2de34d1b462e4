// Sending an invitation from a dialog, for staff (Invite User) and for family (Invite Family Member): the
// server keeps the invitation even when its e-mail could not go, and the inviter is told which happened and
// what to do next; a refusal puts its messages on the fields it names.
import { notEmailedText } from '@contracts/mail'
import { serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { serverFieldErrors } from '@/lib/field-errors'
import { toast } from '@/lib/use-toast'

interface Sent {
  invitation: { email: string }
  emailError: string | null
}

interface Texts {
  /** What to do when the e-mail could not go just now */
  retry: string
  /** Whose words: staff are told about SMTP_URL, family are told to ask whoever runs Hearthwatch */
  reader: 'staff' | 'family'
  /** The toast once it was e-mailed */
  sent: (email: string) => string
}

export async function sendInvitation<F extends string>(
  send: () => Promise<Sent>,
  texts: Texts,
  form: { fields: readonly F[]; setErrors: (errors: Partial<Record<F, string>>) => void; onDone: () => void },
): Promise<void> {
  try {
    const { invitation, emailError } = await send()
    if (emailError) {
      toast({ title: 'Invitation Saved', description: notEmailedText(invitation.email, emailError, texts.retry, texts.reader), variant: 'destructive' })
    } else {
      toast({ title: 'Invitation Sent', description: texts.sent(invitation.email) })
    }
    form.onDone()
  } catch (err) {
    if (isUnauthorizedError(err)) return
    form.setErrors(serverFieldErrors(err, form.fields))
    toast({ title: 'Invitation Failed', description: serverMessage(err, 'Failed to send invitation'), variant: 'destructive' })
  }
}
