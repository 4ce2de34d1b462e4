// What the Alerts page's actions do after they answer, shared by one home's list and All homes
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'

/** An action failed: say so, unless the person was signed out (they get the 'Unauthorized' toast and go to /login instead) */
export const toastFailure = (error: unknown, description: string) => {
  if (!isUnauthorizedError(error)) toast({ title: 'Error', description, variant: 'destructive' })
}
