import { useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { AuthCard } from '@/features/auth/components/auth-card'
import { RegisterForm } from '@/features/auth/components/register-form'
import { registerErrorMessage } from '@/features/auth/error-messages'

export function RegisterPage() {
  const [params] = useSearchParams()
  const [formError, setFormError] = useState<string | null>(null)
  return (
    <AuthCard
      title="Create your account"
      description="Start watching over the people you care about"
      error={formError ?? registerErrorMessage(params.get('error'))}
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm onError={setFormError} />
    </AuthCard>
  )
}
