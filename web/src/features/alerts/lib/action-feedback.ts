// What the Alerts page's actions do after they answer, shared by one home's list and All homes
import { useEffect, useRef, type FocusEvent, type RefObject } from 'react'
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

/**
 * The card a keyboard user was on left the list without their doing: someone else resolved it, or
 * Hearthwatch did, its cause gone. Focus fell to the page, and the next Tab started again at 'Skip to
 * main content'. Their place is kept on the card that took its place, as after their own Resolve.
 * Returns the handler to put on the list's onFocus (focus events bubble in React).
 */
export function useKeepPlaceWhenGone(list: RefObject<HTMLElement | null>, shown: readonly { id: string }[]) {
  const lastOn = useRef<string | null>(null)
  const before = useRef(shown)
  useEffect(() => {
    const previous = before.current
    before.current = shown
    const on = lastOn.current
    if (on === null || shown.some((a) => a.id === on)) return
    if (!previous.some((a) => a.id === on)) return
    // its neighbour among the cards still there (several may have gone at once)
    const still = new Set(shown.map((a) => a.id))
    focusInPlace(list.current, neighbourOf(previous.filter((a) => a.id === on || still.has(a.id)), on))
  }, [list, shown])
  return (event: FocusEvent) => {
    lastOn.current = (event.target as HTMLElement).closest('[data-alert-id]')?.getAttribute('data-alert-id') ?? null
  }
}
