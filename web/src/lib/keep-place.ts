// Where a keyboard user is kept when the alert card they are on leaves a list (resolved by them, by someone
// else, or closed by Hearthwatch): on the card that took its place. The Alerts page (one home and All homes)
// and the dashboard's alerts card.
import { useEffect, useRef, type FocusEvent, type RefObject } from 'react'

/** The card after this one in the list, else the one before: the place a keyboard user is kept at when it leaves */
export const neighbourOf = (list: readonly { id: string }[], id: string) => {
  const at = list.findIndex((a) => a.id === id)
  return at < 0 ? undefined : (list[at + 1] ?? list[at - 1])?.id
}

/**
 * A resolved card left the list: focus the `action` button (Resolve unless told) of the card that took its
 * place (`nextId`), or of the nearest card that has one (a low battery has no Check On Them), so Tab and
 * Enter carry on down the list instead of starting again at the top of 500 alerts; the list itself when
 * none is left. Focus the person moved elsewhere meanwhile is left where it is.
 */
export const focusInPlace = (list: HTMLElement | null, nextId: string | undefined, action = 'resolve') => {
  const active = document.activeElement
  if (active && active !== document.body && active.isConnected && active !== list) return
  ;(buttonFrom(list, nextId, action) ?? list)?.focus()
}

/** The `action` button of the card `id`, or of the nearest card after it that has one (then before it) */
function buttonFrom(list: HTMLElement | null, id: string | undefined, action: string): HTMLElement | null {
  if (!list || !id) return null
  const cards = [...list.querySelectorAll<HTMLElement>('[data-alert-id]')]
  const at = cards.findIndex((card) => card.dataset.alertId === id)
  if (at < 0) return null
  for (const card of [...cards.slice(at), ...cards.slice(0, at).reverse()]) {
    const button = card.querySelector<HTMLElement>(`[data-action="${action}"]`)
    if (button) return button
  }
  return null
}

/**
 * The card a keyboard user was on left the list without their doing: someone else resolved it, or
 * Hearthwatch did, its cause gone. Focus fell to the page, and the next Tab started again at 'Skip to
 * main content'. Their place is kept on the card that took its place, as after their own Resolve.
 * Returns the handler to put on the list's onFocus (focus events bubble in React).
 */
export function useKeepPlaceWhenGone(list: RefObject<HTMLElement | null>, shown: readonly { id: string }[], action = 'resolve') {
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
    focusInPlace(list.current, neighbourOf(previous.filter((a) => a.id === on || still.has(a.id)), on), action)
  }, [list, shown, action])
  return (event: FocusEvent) => {
    lastOn.current = (event.target as HTMLElement).closest('[data-alert-id]')?.getAttribute('data-alert-id') ?? null
  }
}
