import { useRef } from 'react'

/**
 * A dialog opened from a card's menu has no trigger of its own: on close, focus goes back to the
 * menu button. When that is gone (its sensor or note was deleted), focus goes to `fallback` if one is
 * given, else wherever Radix would put it. Pass the result as `onCloseAutoFocus`.
 */
export const returnFocus = (element: HTMLElement | null | undefined, fallback?: () => void) => (event: Event) => {
  if (element?.isConnected) {
    event.preventDefault()
    element.focus()
  } else if (fallback) {
    event.preventDefault()
    fallback()
  }
}

/**
 * For a dialog whose confirm removes what opened it (a note, a sensor, a hub key, an invitation): the dialog closes
 * before the list has let the row go, so focus went back to its button, still there, which then left with it and
 * dropped focus to the top of the page. `removed()` once the work is under way or done; on close, `takeFocus`
 * then sends focus to `focus` (the section's heading) and says so, else leaves it to the caller's own rule.
 */
export function useFocusWhenRemoved(focus: () => void) {
  const isRemoved = useRef(false)
  return {
    removed: () => void (isRemoved.current = true),
    takeFocus(event: Event): boolean {
      if (!isRemoved.current) return false
      isRemoved.current = false
      event.preventDefault()
      focus()
      return true
    },
  }
}

/**
 * Where a press began, for moving focus on once its work is done (the button then disabled or gone): `moveTo`
 * focuses the element given only if focus is still on that button or has fallen to the page, not if she has gone
 * on elsewhere meanwhile.
 */
export function focusFromHere() {
  const from = document.activeElement
  return {
    moveTo(element: HTMLElement | null | undefined) {
      if (document.activeElement === from || document.activeElement === document.body) element?.focus()
    },
  }
}
