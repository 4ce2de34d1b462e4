import { PASSWORD_RESET_MESSAGES } from '@contracts/password-reset'
import { RETURN_PARAM } from '@contracts/return-path'
import { MailCheck, MailX } from 'lucide-react'
import type { FormEvent } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { messageOf } from '../api/error-message'
import { useRequestPasswordReset } from '../api/request-reset'

/** `returnTo`: the page she was on the way to (an alert's link): the e-mailed link keeps it for the sign-in after the reset */
export function ForgotPasswordForm({ onError, returnTo }: { onError: (message: string | null) => void; returnTo?: string | undefined }) {
  const request = useRequestPasswordReset()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '')
    onError(null)
    request.mutate({ email, ...(returnTo ? { [RETURN_PARAM]: returnTo } : {}) }, { onError: (err) => onError(messageOf(err)) })
  }

  if (request.isSuccess) {
    return (
      <Alert role="status">
        {request.data.message === PASSWORD_RESET_MESSAGES.mailOff ? <MailX /> : <MailCheck />}
        <AlertDescription>{request.data.message}</AlertDescription>
      </Alert>
    )
  }

  return (
    <form method="post" action="/auth/forgot-password" onSubmit={onSubmit} className="grid gap-4">
      {returnTo && <input type="hidden" name={RETURN_PARAM} value={returnTo} />}
      <div className="grid gap-2">
        <Label htmlFor="email">Email</Label>
        <Input id="email" name="email" type="email" autoComplete="email" required placeholder="you@example.com" />
      </div>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  )
}
