import type { CurrentUser } from '@contracts/auth'
import { wrongAccountMessage, type InvitationPreview } from '@contracts/invitations'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { leaveUnread } from '@/lib/api-client'
import { serverMessage } from '@/lib/api-error'
import { USER_QUERY_KEY } from '@/lib/auth-errors'
import { signInPath } from '@/lib/sign-in-path'
import { forgetThisBrowsersPush, SIGN_OUT_URL } from '@/lib/sign-out'
import { useJoinWithAccount } from '../api/join-with-account'
import { signInHere, type SignInRefusal } from '../api/sign-in-here'
import { InvitedEmail } from './invited-email'

/** SPEC.md §8's text for a request that never got an answer */
const NETWORK_ERROR = 'An error occurred. Please try again.'
const LINK = 'font-medium text-primary underline-offset-4 hover:underline'

/** Someone who signed up before being invited: what accepting does to the home their sign-up made (decision 0044) */
const endsEmptyHomeText = (invitation: InvitationPreview) =>
  `The home your account made when you signed up has no sensors, notes or people in it: it goes away when you accept, and you will see ${invitation.circleName ?? 'the home you are invited to'} instead.`

interface Props {
  token: string
  invitation: InvitationPreview
  user: CurrentUser | null
  onError: (message: string | null) => void
  /** the sign-in page's words for a refused sign-in */
  describeRefusal: (refusal: SignInRefusal) => string
}

/**
 * An invitation to an address that has an account (decision 0014): the person signs in as that
 * account, here or already, and accepting adds the home to the ones they help with. Signed in as
 * someone else, they are told to sign out first.
 */
export function JoinWithAccount({ token, invitation, user, onError, describeRefusal }: Props) {
  const join = useJoinWithAccount(token, invitation.circleId)
  const queryClient = useQueryClient()
  const [isSigningIn, setSigningIn] = useState(false)
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY })

  async function accept() {
    onError(null)
    try {
      await join.mutateAsync()
    } catch (err) {
      onError(serverMessage(err, NETWORK_ERROR))
    }
  }

  async function signInAndAccept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    onError(null)
    setPasswordError(password ? null : 'Please enter your password')
    if (!password) return
    setSigningIn(true)
    try {
      const outcome = await signInHere(invitation.email, password)
      if (outcome !== true) return onError(describeRefusal(outcome))
      await accept()
      // still here: the acceptance was refused; the page now shows them signed in
      await refreshUser()
    } catch {
      onError(NETWORK_ERROR)
    } finally {
      setSigningIn(false)
    }
  }

  async function signOut() {
    await forgetThisBrowsersPush()
    await fetch(SIGN_OUT_URL, { credentials: 'include' }).then(leaveUnread).catch(() => undefined)
    onError(null)
    await refreshUser()
  }

  if (user && user.email?.toLowerCase() === invitation.email.toLowerCase()) {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">
          You are signed in as {user.email}. {invitation.endsEmptyHome ? endsEmptyHomeText(invitation) : 'Once you accept, you can switch between the homes you help with in the top bar.'}
        </p>
        <Button type="button" className="w-full" onClick={accept} disabled={join.isPending}>
          {join.isPending ? 'Accepting...' : 'Accept Invitation'}
        </Button>
      </div>
    )
  }
  if (user) {
    return (
      <div className="grid gap-4">
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{wrongAccountMessage(invitation.email, user.email)}</p>
        <Button type="button" variant="outline" className="w-full" onClick={signOut}>
          Sign Out
        </Button>
      </div>
    )
  }

  // noValidate: our own messages explain a problem, not the browser's bubbles
  return (
    <form onSubmit={signInAndAccept} noValidate className="grid gap-4">
      <p className="text-sm text-slate-700">
        You already have a Hearthwatch account.{' '}
        {invitation.endsEmptyHome
          ? `Sign in to accept. ${endsEmptyHomeText(invitation)}`
          : 'Sign in to accept; you will then be able to switch between the homes you help with.'}
      </p>
      <InvitedEmail email={invitation.email} />
      <div className="grid gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="password">Password</Label>
          <Link href="/forgot-password" className={`text-sm ${LINK}`}>
            Forgot password?
          </Link>
        </div>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? fieldMessageId('password') : undefined}
        />
        <FormMessage id={fieldMessageId('password')}>{passwordError}</FormMessage>
      </div>
      <Button type="submit" className="w-full" disabled={isSigningIn || join.isPending}>
        {isSigningIn || join.isPending ? 'Signing in...' : 'Sign In and Accept'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Signed up with Google or Facebook?{' '}
        <Link href={signInPath({ pathname: `/invitations/${token}`, search: '', hash: '' })} className={LINK}>
          Sign in there
        </Link>
        ; you will come back here to accept.
      </p>
    </form>
  )
}
