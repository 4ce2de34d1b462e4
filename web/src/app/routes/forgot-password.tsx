import { useState } from 'react'
import { useSearchParams } from 'wouter'
import { returnPathOf } from '@/lib/sign-in-path'
import { ForgotPasswordForm } from '@/features/password-reset/components/forgot-password-form'
import { PasswordResetCard } from '@/features/password-reset/components/password-reset-card'

export function ForgotPasswordPage() {
  const [error, setError] = useState<string | null>(null)
  const returnTo = returnPathOf(useSearchParams()[0])
  return (
    <PasswordResetCard title="Forgot your password?" description="Enter your e-mail and we will send you a link to choose a new one" error={error} returnTo={returnTo}>
      <ForgotPasswordForm onError={setError} returnTo={returnTo} />
    </PasswordResetCard>
  )
}
