import { useState } from 'react'
import { useParams } from 'wouter'
import { useAuth } from '@/features/auth/api/get-user'
import { useSignInOfferPreview } from '@/features/sign-in-offers/api/get-sign-in-offer'
import { AcceptSignInOfferForm } from '@/features/sign-in-offers/components/accept-sign-in-offer-form'
import { BrandCard } from '@/components/brand-card'
import { LinkNotOpen, SignInInstead } from './emailed-link'

const SIGN_IN = 'Already chosen a password?'

/**
 * The page a mailed sign-in link opens (decision 0025): whose account it is, the address it signs in
 * with, and the password to choose. Choosing it signs the person in to their own dashboard.
 */
export function AcceptSignInOfferPage() {
  const { token = '' } = useParams<{ token: string }>()
  const { user } = useAuth()
  const offer = useSignInOfferPreview(token)
  const [error, setError] = useState<string | null>(null)

  if (!offer.data) {
    return (
      <LinkNotOpen
        isLoading={offer.isLoading}
        error={offer.error}
        opening={{ title: 'Set up your sign-in', what: 'your link' }}
        unavailable={{
          title: 'Sign-in link unavailable',
          description: 'This link cannot be used to set up a sign-in',
          fallback: 'This link could not be opened. Please check your connection and try again.',
        }}
        signIn={SIGN_IN}
      />
    )
  }

  const { firstName, lastName, email, offeredByName } = offer.data
  const name = [firstName, lastName].filter(Boolean).join(' ') || 'you'
  const who = offeredByName ?? 'The Hearthwatch team'
  return (
    <BrandCard
      title="Set up your sign-in"
      description={`${who} has set up a sign-in to Hearthwatch for ${name}. Choose a password to see your home's dashboard yourself.`}
      error={error}
    >
      {user && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          You are signed in as {user.email ?? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim()}. Setting this password signs you in as {email} instead.
        </p>
      )}
      <AcceptSignInOfferForm token={token} email={email} onError={setError} />
      <SignInInstead question={SIGN_IN} />
    </BrandCard>
  )
}
