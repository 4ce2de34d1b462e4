// What the Alerts page's actions do after they answer, shared by one home's list and All homes
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'

/** An action failed: say so, unless the person was signed out (they get the 'Unauthorized' toast and go to /login instead) */
export const toastFailure = (error: unknown, description: string) => {
  if (!isUnauthorizedError(error)) toast({ title: 'Error', description, variant: 'destructive' })
}

/** The card after this one in the list, else the one before: the place a keyboard user is kept at when it leaves */
export const neighbourOf = (list: readonly { id: string }[], id: string) => {
  const at = list.findIndex((a) => a.id === id)
  return at < 0 ? undefined : (list[at + 1] ?? list[at - 1])?.id
}

/**
 * A resolved card left the list: focus the Resolve button of the card that took its place (`nextId`),
 * so Tab and Enter carry on down the list instead of starting again at the top of 500 alerts; the list
 * itself when none is left. Focus the person moved elsewhere meanwhile is left where it is.
 */
export const focusInPlace = (list: HTMLElement | null, nextId: string | undefined) => {
  const active = document.activeElement
  if (active && active !== document.body && active.isConnected && active !== list) return
  const next = nextId ? list?.querySelector<HTMLElement>(`[data-alert-id="${CSS.escape(nextId)}"] [data-action="resolve"]`) : null
  ;(next ?? list)?.focus()
}
