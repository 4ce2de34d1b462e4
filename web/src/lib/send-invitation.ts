// Sending an invitation from a dialog, for staff (Invite User) and for family (Invite Family Member): the
// server keeps the invitation even when its e-mail could not go, and the inviter is told which happened and
// what to do next; a refusal puts its messages on the fields it names.
import { showUnsentInvitation } from '@/components/unsent-invitation'
import { serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { serverFieldErrors } from '@/lib/field-errors'
import { toast } from '@/lib/use-toast'

interface Sent {
  invitation: { email: string }
  emailError: string | null
  /** only when the e-mail did not go: the inviter passes it on */
  link?: string | null
}

interface Texts {
  /** The toast once it was e-mailed */
  sent: (email: string) => string
}

export async function sendInvitation<F extends string>(
  send: () => Promise<Sent>,
  texts: Texts,
  form: { fields: readonly F[]; setErrors: (errors: Partial<Record<F, string>>) => void; onDone: () => void },
): Promise<void> {
  try {
    const { invitation, emailError, link } = await send()
    // not e-mailed: the same words and the link to copy, on both pages (components/unsent-invitation.tsx)
    if (emailError) {
      showUnsentInvitation({ email: invitation.email, emailError, link })
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

/**
 * Sending a pending invitation again (Resend, on User Management and on Family Members): a new link e-mailed, or,
 * when the e-mail could not go, the same dialog with the link to copy as a first sending gives
 */
export async function resendInvitation(
  email: string,
  resend: () => Promise<{ emailError: string | null; link?: string | null }>,
  failed: { title: string; fallback: string },
): Promise<void> {
  try {
    const { emailError, link } = await resend()
    if (emailError) showUnsentInvitation({ email, emailError, link })
    else toast({ title: 'Invitation Sent', description: `A new link has been e-mailed to ${email}.` })
  } catch (err) {
    if (!isUnauthorizedError(err)) toast({ title: failed.title, description: serverMessage(err, failed.fallback), variant: 'destructive' })
  }
}
