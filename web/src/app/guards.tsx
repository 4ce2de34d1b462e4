import type { Role } from '@contracts/enums'
import { useEffect, type ReactNode } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { handleUnauthorized, REDIRECT_DELAY_MS } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label={label}>
      <div className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-primary" />
    </div>
  )
}

/** A signed-in page opened while signed out: the unauthorized toast, then /login */
export function SignedOutRedirect() {
  useEffect(() => handleUnauthorized(), [])
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
