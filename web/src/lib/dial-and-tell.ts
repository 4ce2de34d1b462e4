import type { QueryClient } from '@tanstack/react-query'
import { isUnauthorizedError } from './auth-errors'
import { dialOnPhone } from './call-target'
import { circlePeopleNow } from './circle-people'
import { toast } from './use-toast'

/** What she reads when her call went ahead but the server could not store that she is on the alert */
export const NOT_TOLD = 'Your call is not affected, but the care circle could not be told you are on it. Check your connection.'

interface Telling {
  /** stores that she is on the alert (POST /api/alerts/:id/responses), so the circle reads it */
  tell: () => Promise<unknown>
  /** the spec's toast, once the circle knows */
  onTold: () => void
  /** nothing dialled (a laptop, no number) and the circle could not be told: what could not be done */
  failed: (error: unknown) => void
}

/**
 * Contact (the Alerts page) and Check On Them (the dashboard): on a phone with the person's number the call
 * starts at once, while the server is told she is on it. The call waited for that answer, so on a dropped
 * connection at 2 a.m. she read 'Failed to contact the client. Please try again.' and no call came (walking
 * the night, session 48). Now a failure to tell the circle only says so, and that the call went ahead.
 */
export async function dialAndTell(queryClient: QueryClient, clientId: string, { tell, onTold, failed }: Telling) {
  const dialled = circlePeopleNow(queryClient, clientId).then((people) => dialOnPhone(people, clientId))
  try {
    await tell()
  } catch (error) {
    if (isUnauthorizedError(error)) return
    if (await dialled) toast({ title: 'Not Saved', description: NOT_TOLD, variant: 'destructive' })
    else failed(error)
    return
  }
  onTold()
}
