import { navigate } from 'wouter/use-browser-location'
import { signInPath } from './sign-in-path'
import { toast } from './use-toast'

export const REDIRECT_DELAY_MS = 500
export const USER_QUERY_KEY = ['/api/auth/user'] as const

export const isUnauthorizedError = (error: unknown) =>
  error instanceof Error && /^401: .*Unauthorized/.test(error.message)

/** A move to the sign-in page is under way: one 401 is enough, the ones that follow add nothing */
let isMoving = false

/**
 * The spec's answer to any 401: say so, then go to the sign-in page, which brings them back to this
 * page afterwards. `forgetUser` drops the cached signed-in person so the router stops showing
 * signed-in pages; the toast stays on screen because the move is a client-side navigation.
 */
export function handleUnauthorized(forgetUser?: () => void) {
  if (isMoving) return
  isMoving = true
  const signIn = signInPath(window.location)
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' })
  setTimeout(() => {
    forgetUser?.()
    // the query cache tells the router on its next tick: move after that, or the signed-in pages, still
    // up, answer /login by sending a signed-in person home (and the signed-out ones then show '/')
    setTimeout(() => {
      if (`${window.location.pathname}${window.location.search}` !== signIn) navigate(signIn)
      isMoving = false
    }, 0)
  }, REDIRECT_DELAY_MS)
}
