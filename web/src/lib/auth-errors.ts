import { navigate } from 'wouter/use-browser-location'
import { toast } from './use-toast'

export const REDIRECT_DELAY_MS = 500
export const USER_QUERY_KEY = ['/api/auth/user'] as const

export const isUnauthorizedError = (error: unknown) =>
  error instanceof Error && /^401: .*Unauthorized/.test(error.message)

/**
 * The spec's answer to any 401: say so, then go to the sign-in page. `forgetUser` drops the cached
 * signed-in person so the router stops showing signed-in pages; the toast stays on screen because
 * the move is a client-side navigation.
 */
export function handleUnauthorized(forgetUser?: () => void) {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' })
  setTimeout(() => {
    forgetUser?.()
    navigate('/login')
  }, REDIRECT_DELAY_MS)
}
