import { toast } from './use-toast'

export const REDIRECT_DELAY_MS = 500

export const isUnauthorizedError = (error: unknown) =>
  error instanceof Error && /^401: .*Unauthorized/.test(error.message)

/** The spec's answer to any 401: say so, then go to the sign-in page. */
export function handleUnauthorized() {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' })
  setTimeout(() => {
    window.location.href = '/login'
  }, REDIRECT_DELAY_MS)
}
