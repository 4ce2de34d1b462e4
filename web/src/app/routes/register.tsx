import { REGISTRATION_CLOSED_TEXT } from '@contracts/auth'
import { Info } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { AUTH_LINK, BrandCard } from '@/components/brand-card'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { useAuthOptions } from '@/lib/server-options'
import { AuthCard } from '@/features/auth/components/auth-card'
import { RegisterForm } from '@/features/auth/components/register-form'
import { registerErrorMessage } from '@/features/auth/error-messages'

const TITLE = 'Create your account'
const DESCRIPTION = 'Start watching over the people you care about'

export function RegisterPage() {
  const [params] = useSearchParams()
  const [formError, setFormError] = useState<string | null>(null)
  const options = useAuthOptions()
  const footer = (
    <>
      Already have an account?{' '}
      <Link href="/login" className={AUTH_LINK}>
        Sign in
      </Link>
    </>
  )
  // a server that makes accounts by invitation only (REGISTRATION=invite-only): no form it would refuse
  if (options.data?.registration === 'invite-only') {
    return (
      <BrandCard title={TITLE} description={DESCRIPTION} footer={footer}>
        <Alert>
          <Info />
          <AlertTitle>By invitation only</AlertTitle>
          <AlertDescription>{REGISTRATION_CLOSED_TEXT}</AlertDescription>
        </Alert>
      </BrandCard>
    )
  }
  return (
    <AuthCard title={TITLE} description={DESCRIPTION} error={formError ?? registerErrorMessage(params.get('error'))} footer={footer}>
      <RegisterForm onError={setFormError} />
    </AuthCard>
  )
}
