import { circlePhrase } from '@contracts/invitations'
import { useState } from 'react'
import { Link, useParams } from 'wouter'
import { useAuth } from '@/features/auth/api/get-user'
import { loginErrorMessage } from '@/features/auth/error-messages'
import { useInvitation } from '@/features/invitations/api/get-invitation'
import { AcceptInvitationForm } from '@/features/invitations/components/accept-invitation-form'
import { JoinWithAccount } from '@/features/invitations/components/join-with-account'
import { BrandCard } from '@/components/brand-card'
import { serverMessage } from '@/lib/api-error'
import { Spinner } from '../guards'

const ROLE_WORDS = { admin: 'an admin', support: 'a member of the support team', carer: 'a carer', client: 'a client' } as const

const signInLink = (
  <p className="text-center text-sm text-slate-600">
    Already have an account?{' '}
    <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
      Sign in
    </Link>
  </p>
)

/** The page an e-mailed invitation opens: who invited you, as what, and the form to join (or to sign in, when the address has an account) */
export function AcceptInvitationPage() {
  const { token = '' } = useParams<{ token: string }>()
  const { user } = useAuth()
  const invitation = useInvitation(token)
  const [error, setError] = useState<string | null>(null)

  if (invitation.isLoading) {
    return (
      <BrandCard title="Join Hearthwatch" description="Opening your invitation...">
        <Spinner label="Opening your invitation" />
      </BrandCard>
    )
  }
  if (!invitation.data) {
    return (
      <BrandCard
        title="Invitation unavailable"
        description="This link cannot be used to join"
        error={serverMessage(invitation.error, 'This invitation could not be opened. Please check your connection and try again.')}
      >
        {signInLink}
      </BrandCard>
    )
  }

  const { inviterName, role, circleName, email, hasAccount } = invitation.data
  const inviter = inviterName ?? 'The Hearthwatch team'
  if (hasAccount) {
    return (
      <BrandCard title="Accept your invitation" description={`${inviter} has invited you to help look after ${circleName ?? 'another home'} too.`} error={error}>
        <JoinWithAccount
          token={token}
          invitation={invitation.data}
          user={user}
          onError={setError}
          describeRefusal={(refusal) => refusal.message ?? loginErrorMessage(refusal.code ?? 'unknown')!}
        />
      </BrandCard>
    )
  }
  const description = `${inviter} has invited you to join as ${ROLE_WORDS[role]}${circlePhrase(role, circleName)}.`
  return (
    <BrandCard title="Accept your invitation" description={description} error={error}>
      {user && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          You are signed in as {user.email}. Creating this account signs you in as {email} instead.
        </p>
      )}
      <AcceptInvitationForm token={token} email={email} onError={setError} />
      {signInLink}
    </BrandCard>
  )
}
