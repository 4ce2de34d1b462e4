import { PASSWORD_RESET_MESSAGES } from '@contracts/password-reset'
import { useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { PasswordResetCard } from '@/features/password-reset/components/password-reset-card'
import { ResetPasswordForm } from '@/features/password-reset/components/reset-password-form'

export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const [error, setError] = useState<string | null>(null)
  return (
    <PasswordResetCard
      title="Choose a new password"
      description="Resetting signs you out on every device"
      error={token ? error : PASSWORD_RESET_MESSAGES.invalid}
    >
      {token ? (
        <ResetPasswordForm token={token} onError={setError} />
      ) : (
        <Link href="/forgot-password" className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          Request a new link
        </Link>
      )}
    </PasswordResetCard>
  )
}
