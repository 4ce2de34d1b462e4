import { RETURN_PARAM } from '@contracts/return-path'
import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { withReturnPath } from '@/lib/sign-in-path'
import { NETWORK_ERROR } from '../error-messages'
import { keptSignIn } from '../kept-fields'
import { submitAuthForm } from '../submit-form'

/** `returnTo`: the page to go back to once signed in (their session ended there); the server checks it again */
export function LoginForm({ onError, returnTo }: { onError: (message: string) => void; returnTo?: string | undefined }) {
  const [isSubmitting, setSubmitting] = useState(false)
  // a wrong password comes back as a new page: the address typed stays in the field
  const [kept] = useState(() => keptSignIn.take(window.location.search))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const email = String(data.get('email') ?? '')
    setSubmitting(true)
    keptSignIn.keep({ email })
    try {
      const outcome = await submitAuthForm('/auth/login', {
        email,
        password: String(data.get('password') ?? ''),
        ...(returnTo ? { [RETURN_PARAM]: returnTo } : {}),
      })
      if (outcome !== true) onError(typeof outcome === 'string' ? outcome : 'Invalid email or password')
    } catch {
      onError(NETWORK_ERROR)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form method="post" action="/auth/login" onSubmit={onSubmit} className="grid gap-4">
      {returnTo && <input type="hidden" name={RETURN_PARAM} value={returnTo} />}
      <div className="grid gap-2">
        <Label htmlFor="email">Email</Label>
        <Input id="email" name="email" type="email" autoComplete="email" required placeholder="you@example.com" defaultValue={kept?.email} />
      </div>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          <Label htmlFor="password">Password</Label>
          {/* a thumb's 44 px on a touch screen (it was 20 px): followed from an alert's link at night, the password may be forgotten */}
          <Link href={withReturnPath('/forgot-password', returnTo)} className="items-center text-sm font-medium text-primary underline-offset-4 hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11">
            Forgot password?
          </Link>
        </div>
        <Input id="password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  )
}
