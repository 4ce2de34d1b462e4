import type { Role } from '@contracts/enums'
import { useEffect, type ReactNode } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { handleUnauthorized, REDIRECT_DELAY_MS } from '@/lib/auth-errors'
import { signInPath } from '@/lib/sign-in-path'
import { toast } from '@/lib/use-toast'

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label={label}>
      <div className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-primary" />
    </div>
  )
}

/**
 * A signed-in page with nobody signed in. `sessionEnded` (someone was signed in in this tab): the unauthorized
 * toast, then /login, as SPEC.md says. Opened with no session (an e-mail's link, a bookmark): straight to the
 * sign-in page, which says it brings her back here, with no toast: 'Unauthorized / You are logged out. Logging in
 * again...' told someone opening an alert at night, never signed in on that phone, of an error and of a sign-in
 * that was not happening. The entry is replaced: Back from the sign-in page leaves, not to be sent back to it.
 */
export function SignedOutRedirect({ sessionEnded }: { sessionEnded: boolean }) {
  useEffect(() => {
    if (sessionEnded) return handleUnauthorized()
    const signIn = signInPath(window.location)
    if (`${window.location.pathname}${window.location.search}` !== signIn) navigate(signIn, { replace: true })
  }, [sessionEnded])
  return <Spinner />
}

/** A page for some roles only: the others get 'Access Denied' and go back to / */
export function RoleGate({ role, allowed, children }: { role: Role; allowed: readonly Role[]; children: ReactNode }) {
  const isAllowed = allowed.includes(role)
  useEffect(() => {
    if (isAllowed) return
    toast({ title: 'Access Denied', description: "You don't have permission to access this page.", variant: 'destructive' })
    // a client-side move, so the toast stays on screen
    const timer = setTimeout(() => navigate('/'), REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [isAllowed])
  return isAllowed ? children : <Spinner />
}
