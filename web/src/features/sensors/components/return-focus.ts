/**
 * A dialog opened from a card's menu has no trigger of its own: on close, focus goes back to the
 * menu button, or, when that is gone (the sensor was deleted), wherever Radix would put it.
 */
export const returnFocus = (element: HTMLElement | null | undefined) => (event: Event) => {
  if (element?.isConnected) {
    event.preventDefault()
    element.focus()
  }
}
