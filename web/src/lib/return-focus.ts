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

/** Work under way that removes a row, as `useFocusWhenRemoved().removed()` gives it */
export interface RemovalUnderWay {
  /**
   * The work failed after all and the row stays: focus goes back to `element` (the row's button) by the dialog's close,
   * if that is still to come (the caller's own rule), else only if focus is still where the close sent it (or has fallen
   * to the page). A failure that came late, when she had gone on into the next row's dialog, pulled focus out from under
   * that dialog to the row behind it (and the dialog took it back: her screen reader said both, her place lost)
   */
  failed: (element: HTMLElement | null | undefined) => void
}

/**
 * For a dialog whose confirm removes what opened it (a note, a sensor, a hub key, an invitation): the dialog closes
 * before the list has let the row go, so focus went back to its button, still there, which then left with it and
 * dropped focus to the top of the page. `removed()` once the work is under way or done (its `failed` should the work
 * fail after all); on close, `takeFocus` then sends focus to `focus` (the section's heading) and says so, else leaves it
 * to the caller's own rule.
 */
export function useFocusWhenRemoved(focus: () => void) {
  /** the work whose dialog's close is still to come (none: the close is the caller's own rule); where that close leaves focus is the work's */
  const closing = useRef<{ leftAt: ReturnType<typeof focusFromHere> | null } | null>(null)
  return {
    removed(): RemovalUnderWay {
      const work = { leftAt: null as ReturnType<typeof focusFromHere> | null }
      closing.current = work
      return {
        failed(element) {
          if (work.leftAt) work.leftAt.moveTo(element)
          else if (closing.current === work) closing.current = null
        },
      }
    },
    takeFocus(event: Event): boolean {
      const work = closing.current
      if (!work) return false
      closing.current = null
      event.preventDefault()
      focus()
      work.leftAt = focusFromHere()
      return true
    },
  }
}

/**
 * Where focus goes when a row leaves, found while it is still there (pass the result to `useFocusWhenRemoved`): `control`
 * in the next row among its own siblings, else in the previous one, else `fallback()`. Siblings only, so a table and the
 * phone's cards of the same list, both in the page with one hidden, are not mixed; rows without the control (her own,
 * one she may not change) are passed over. A neighbour gone meanwhile is passed over too.
 */
export function focusNeighbourOf(trigger: HTMLElement | null, row: string, control: string, fallback: () => HTMLElement | null | undefined) {
  const own = trigger?.closest(row)
  const nearest = (step: (el: Element) => Element | null) => {
    for (let el = own ? step(own) : null; el; el = step(el)) {
      const found = el.matches(row) ? el.querySelector<HTMLElement>(control) : null
      if (found) return found
    }
    return null
  }
  const candidates = [nearest((el) => el.nextElementSibling), nearest((el) => el.previousElementSibling)]
  return () => (candidates.find((el) => el?.isConnected) ?? fallback())?.focus()
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
