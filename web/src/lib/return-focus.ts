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
