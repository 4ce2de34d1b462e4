import { ResetPasswordRequest } from '@contracts/password-reset'
import { CircleCheck } from 'lucide-react'
import type { FormEvent } from 'react'
import { Link } from 'wouter'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { withReturnPath } from '@/lib/sign-in-path'
import { messageOf } from '../api/error-message'
import { useForgetSignedInUser, useResetPassword } from '../api/reset-password'

/** `returnTo`: the page the reset was asked for on the way to (the e-mailed link's `next`): 'Sign in' goes on there */
export function ResetPasswordForm({ token, onError, returnTo }: { token: string; onError: (message: string | null) => void; returnTo?: string | undefined }) {
  const reset = useResetPassword()
  const forgetSignedInUser = useForgetSignedInUser()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    // the same rules, in the same order, as the server (SPEC.md §5)
    const parsed = ResetPasswordRequest.safeParse({
      token,
      password: String(data.get('password') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    })
    if (!parsed.success) return onError(parsed.error.issues[0]!.message)
    onError(null)
    reset.mutate(parsed.data, { onError: (err) => onError(messageOf(err)) })
  }

  if (reset.isSuccess) {
    return (
      <div className="grid gap-4">
        <Alert role="status">
          <CircleCheck />
          <AlertDescription>{reset.data.message}</AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link href={withReturnPath('/login', returnTo)} onClick={forgetSignedInUser}>
            Sign in
          </Link>
        </Button>
      </div>
    )
  }

  // noValidate: the spec's own messages explain a problem, not the browser's bubbles
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="password">New password</Label>
        <Input id="password" name="password" type="password" autoComplete="new-password" aria-describedby="password-help" required />
        <p id="password-help" className="text-xs text-slate-600">
          Must be at least 6 characters
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="confirmPassword">Confirm new password</Label>
        <Input id="confirmPassword" name="confirmPassword" type="password" autoComplete="new-password" required />
      </div>
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Resetting...' : 'Reset password'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Link not working?{' '}
        <Link href={withReturnPath('/forgot-password', returnTo)} className="font-medium text-primary underline-offset-4 hover:underline">
          Request a new one
        </Link>
      </p>
    </form>
  )
}
