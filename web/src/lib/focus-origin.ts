import { useRef } from 'react'

// The element focus was last on outside an open menu: what opened a dialog, or the menu button that
// opened it from one of its items (the item itself is gone by the time the dialog mounts).
let lastFocused: HTMLElement | null = null
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target
      if (target instanceof HTMLElement && !target.closest('[role="menu"]')) lastFocused = target
    },
    true,
  )
}

type AutoFocusHandler = ((event: Event) => void) | undefined

/**
 * Radix gives focus back on close only to a dialog's own Trigger; a dialog opened from state (a menu
 * item, a row's button, a list's Remove) left focus on <body>, so a keyboard or screen-reader user
 * started again from the top of the page. This remembers what had focus when the dialog opened and
 * returns there, unless the caller's own onCloseAutoFocus already put focus somewhere.
 */
export function useFocusOrigin(onOpenAutoFocus: AutoFocusHandler, onCloseAutoFocus: AutoFocusHandler) {
  const origin = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      origin.current = lastFocused
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      const element = origin.current
      origin.current = null
      if (event.defaultPrevented || !element?.isConnected || element === document.body) return
      event.preventDefault()
      element.focus()
    },
  }
}
