import { useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { AUTH_LINK } from '@/components/brand-card'
import { AuthCard } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'
import { loginErrorMessage } from '@/features/auth/error-messages'
import { returnPathOf } from '@/lib/sign-in-path'

export function LoginPage() {
  const [params] = useSearchParams()
  const [formError, setFormError] = useState<string | null>(null)
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
      <LoginForm onError={setFormError} returnTo={returnPathOf(params)} />
    </AuthCard>
  )
}
