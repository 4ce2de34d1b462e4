import { Link } from 'wouter'
import { AUTH_LINK, BrandCard } from '@/components/brand-card'
import { serverMessage } from '@/lib/api-error'
import { withReturnPath } from '@/lib/sign-in-path'
import { Spinner } from '../guards'

/** '<question> Sign in', under a form for someone who may already have a way in; `returnTo`, the page signing in comes back to */
export const SignInInstead = ({ question, returnTo }: { question: string; returnTo?: string | undefined }) => (
  <p className="text-center text-sm text-slate-600">
    {question}{' '}
    <Link href={withReturnPath('/login', returnTo)} className={AUTH_LINK}>
      Sign in
    </Link>
  </p>
)

interface LinkNotOpenProps {
  /** the link's preview is still being read */
  isLoading: boolean
  /** why it could not be read (none while loading) */
  error: unknown
  /** the card's title while it is read, and what is opened ('your invitation') */
  opening: { title: string; what: string }
  /** when it cannot be used: the card's title and line, and what to say where the server says nothing */
  unavailable: { title: string; description: string; fallback: string }
  /** under the card's words when it cannot be used: the way to sign in instead */
  signIn: string
  /** the page signing in comes back to (a link she already used opens her home there), if any */
  signInReturn?: string | undefined
}

/** A page an e-mailed link opens, while the link is read or when it cannot be used */
export function LinkNotOpen({ isLoading, error, opening, unavailable, signIn, signInReturn }: LinkNotOpenProps) {
  if (isLoading) {
    return (
      <BrandCard title={opening.title} description={`Opening ${opening.what}...`}>
        <Spinner label={`Opening ${opening.what}`} />
      </BrandCard>
    )
  }
  return (
    <BrandCard title={unavailable.title} description={unavailable.description} error={serverMessage(error, unavailable.fallback)}>
      <SignInInstead question={signIn} returnTo={signInReturn} />
    </BrandCard>
  )
}
