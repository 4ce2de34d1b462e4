import { PASSWORD_RESET_MESSAGES } from '@contracts/password-reset'
import { useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { returnPathOf, withReturnPath } from '@/lib/sign-in-path'
import { useResetLink } from '@/features/password-reset/api/check-reset-link'
import { PasswordResetCard } from '@/features/password-reset/components/password-reset-card'
import { ResetPasswordForm } from '@/features/password-reset/components/reset-password-form'
import { linkProblem } from '@/features/password-reset/lib/link-problem'
import { Spinner } from '../guards'

/** The page an e-mailed reset link opens: the link is checked first, so a bad one says so before anyone types a password */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const returnTo = returnPathOf(params)
  return token ? <CheckedResetPassword token={token} returnTo={returnTo} /> : <LinkUnavailable message={PASSWORD_RESET_MESSAGES.invalid} returnTo={returnTo} />
}

function CheckedResetPassword({ token, returnTo }: { token: string; returnTo: string | undefined }) {
  const link = useResetLink(token)
  const [error, setError] = useState<string | null>(null)
  if (link.isPending) {
    return (
      <PasswordResetCard title="Choose a new password" description="Checking your reset link..." returnTo={returnTo}>
        <Spinner label="Checking your reset link" />
      </PasswordResetCard>
    )
  }
  if (link.isError) return <LinkUnavailable message={linkProblem(link.error)} returnTo={returnTo} />
  return (
    <PasswordResetCard title="Choose a new password" description="Resetting signs you out on every device" error={error} returnTo={returnTo}>
      <ResetPasswordForm token={token} onError={setError} returnTo={returnTo} />
    </PasswordResetCard>
  )
}

function LinkUnavailable({ message, returnTo }: { message: string; returnTo: string | undefined }) {
  return (
    <PasswordResetCard title="Reset link unavailable" description="This link cannot be used to choose a new password" error={message} returnTo={returnTo}>
      <Link href={withReturnPath('/forgot-password', returnTo)} className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline">
        Request a new link
      </Link>
    </PasswordResetCard>
  )
}
