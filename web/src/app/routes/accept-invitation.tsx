import { asksInAsFamily, circlePhrase, familyMemberPhrase, INVITATION_MESSAGES, type InvitationPreview } from '@contracts/invitations'
import { useState } from 'react'
import { Redirect, useParams } from 'wouter'
import { useAuth } from '@/features/auth/api/get-user'
import { loginErrorMessage } from '@/features/auth/error-messages'
import { useInvitation } from '@/features/invitations/api/get-invitation'
import { AcceptInvitationForm } from '@/features/invitations/components/accept-invitation-form'
import { JoinWithAccount } from '@/features/invitations/components/join-with-account'
import { BrandCard } from '@/components/brand-card'
import { serverMessage } from '@/lib/api-error'
import { homeDashboardHref } from '@/lib/home-dashboard-link'
import { InvitationNote } from '@/components/invitation-note'
import { LinkNotOpen, SignInInstead } from './emailed-link'

const ROLE_WORDS = { admin: 'an admin', support: 'a member of the support team', carer: 'a carer', client: 'a client' } as const

const SIGN_IN = 'Already have an account?'

/** The page an e-mailed invitation opens: who invited you, as what, and the form to join (or to sign in, when the address has an account) */
export function AcceptInvitationPage() {
  const { token = '' } = useParams<{ token: string }>()
  const { user } = useAuth()
  const invitation = useInvitation(token)
  const [error, setError] = useState<string | null>(null)

  if (!invitation.data) {
    return (
      <LinkNotOpen
        isLoading={invitation.isLoading}
        error={invitation.error}
        opening={{ title: 'Join Hearthwatch', what: 'your invitation' }}
        unavailable={{
          title: 'Invitation unavailable',
          description: 'This link cannot be used to join',
          fallback: 'This invitation could not be opened. Please check your connection and try again.',
        }}
        signIn={SIGN_IN}
        // a link already used asks her to sign in 'if it was you': signed in, this page opens the home it invited her to
        signInReturn={serverMessage(invitation.error, '') === INVITATION_MESSAGES.used ? `/invitations/${token}` : undefined}
      />
    )
  }
  if (invitation.data.acceptedByYou) {
    const { circleId } = invitation.data
    return <Redirect to={circleId ? homeDashboardHref(circleId) : '/'} replace />
  }

  const { inviterName, role, circleName, email, hasAccount } = invitation.data
  const inviter = inviterName ?? 'The Hearthwatch team'
  const words = <SendersWords invitation={invitation.data} inviter={inviter} />
  if (hasAccount) {
    return (
      <BrandCard title="Accept your invitation" description={`${inviter} has invited you to help look after ${circleName ?? 'another home'} too.`} error={error}>
        {words}
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
  // the family's own, or staff's from the home's Family Members page, as the invitation keeps it (never read from
  // this page's address: an old link's ?from= is ignored, and editing the link changes nothing)
  const asWhat =
    (role === 'carer' || role === 'client') && asksInAsFamily(invitation.data) ? familyMemberPhrase(role, circleName) : `as ${ROLE_WORDS[role]}${circlePhrase(role, circleName)}`
  return (
    <BrandCard title="Accept your invitation" description={`${inviter} has invited you to join ${asWhat}.`} error={error}>
      {words}
      {user && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          You are signed in as {user.email}. Creating this account signs you in as {email} instead.
        </p>
      )}
      <AcceptInvitationForm token={token} email={email} onError={setError} />
      <SignInInstead question={SIGN_IN} />
    </BrandCard>
  )
}

/** The words the sender typed with it, as the e-mail carried them: shortened on a phone as in the Pending Invitations lists */
function SendersWords({ invitation, inviter }: { invitation: InvitationPreview; inviter: string }) {
  if (!invitation.message) return null
  return (
    <div className="space-y-1 text-left">
      <p className="text-sm font-medium text-slate-900">{inviter} wrote:</p>
      <InvitationNote message={invitation.message} />
    </div>
  )
}
