import { useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { AUTH_LINK } from '@/components/brand-card'
import { AuthCard } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'
import { loginErrorMessage } from '@/features/auth/error-messages'
import { returnPathOf, returnPathWords } from '@/lib/sign-in-path'

export function LoginPage() {
  const [params] = useSearchParams()
  const [formError, setFormError] = useState<string | null>(null)
  const returnTo = returnPathOf(params)
  // opened from a link (an alert's e-mail at night): where signing in takes her, in place of an error
  const goesTo = returnPathWords(returnTo)
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to see how your loved one is doing"
      error={formError ?? loginErrorMessage(params.get('error'))}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link href="/register" className={AUTH_LINK}>
            Sign up
          </Link>
        </>
      }
    >
      {goesTo && <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">{goesTo}</p>}
      <LoginForm onError={setFormError} returnTo={returnTo} />
    </AuthCard>
  )
}
